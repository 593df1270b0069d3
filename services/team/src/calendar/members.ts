import { COACH_ROLES, displayName } from '@rugby/contracts';
import { forbidden, notFound } from '@rugby/service-kit';
import type { Event, PrismaClient } from '../generated/prisma/client.ts';
import type { Tx } from '../domain/teams.ts';

/**
 * Who may do what on a team's calendar, checked per object on the server: the team's coaches (COACH_ROLES
 * memberships) write, its players answer for themselves, both read. A team the caller is not in answers 403 (like
 * the other team routes); an event of a team the caller is not in answers 404.
 */

export type CalendarRole = 'coach' | 'player';

const roleOf = (membershipRole: string | undefined): CalendarRole | null =>
  membershipRole === undefined ? null : (COACH_ROLES as readonly string[]).includes(membershipRole) ? 'coach' : membershipRole === 'player' ? 'player' : null;

/** A player of the team as notifications and sheets need them. */
export interface SquadPlayer {
  userId: string;
  name: string;
  position: string | null;
  phone: string | null;
  email: string;
}

export const EVENT_NOT_FOUND = 'Event not found';

export function calendarMembers(prisma: PrismaClient) {
  async function roleIn(userId: string, teamId: string): Promise<CalendarRole | null> {
    const membership = await prisma.membership.findFirst({ where: { userId, teamId, status: 'active' }, select: { role: true } });
    return roleOf(membership?.role);
  }

  return {
    roleIn,

    teamExists: async (teamId: string) => (await prisma.team.count({ where: { id: teamId } })) > 0,

    /** 403 unless the user is an active coach or player of the team. */
    async requireMember(userId: string, teamId: string): Promise<CalendarRole> {
      const role = await roleIn(userId, teamId);
      if (!role) throw forbidden('You are not a member of this team');
      return role;
    },

    /** 403 unless the user coaches the team. */
    async requireCoach(userId: string, teamId: string): Promise<void> {
      if ((await roleIn(userId, teamId)) !== 'coach') throw forbidden('You do not coach this team');
    },

    /**
     * The event with the caller's role in its team; 404 when it does not exist, when the caller is not in its team,
     * or (with `need`) when their role there is not that one.
     */
    async eventFor(userId: string, eventId: string, need?: CalendarRole): Promise<{ event: Event; role: CalendarRole }> {
      const found = await prisma.event.findUnique({
        where: { id: eventId },
        include: { team: { select: { memberships: { where: { userId, status: 'active' }, select: { role: true } } } } },
      });
      const role = roleOf(found?.team.memberships[0]?.role);
      if (!found || !role || (need && role !== need)) throw notFound(EVENT_NOT_FOUND);
      const { team: _team, ...event } = found;
      return { event, role };
    },

    /** The team's active players (name order), with how to reach them. */
    async players(teamId: string, db: PrismaClient | Tx = prisma): Promise<SquadPlayer[]> {
      const rows = await db.membership.findMany({ where: { teamId, status: 'active', role: 'player' }, include: { user: true } });
      return rows
        .map((m) => ({ userId: m.userId, name: displayName(m.user), position: m.user.position, phone: m.user.phone, email: m.user.email }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
    },
  };
}
export type CalendarMembers = ReturnType<typeof calendarMembers>;
