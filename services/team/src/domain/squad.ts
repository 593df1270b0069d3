import { COACH_ROLES, TEAM_ERRORS, teamRoutes, type dashboardSchema, type detailedPlayerSchema } from '@rugby/contracts';
import { notFound, now } from '@rugby/service-kit';
import type { z } from 'zod';
import type { PrismaClient, User as UserRow } from '../generated/prisma/client.ts';
import type { TeamDomain } from './teams.ts';

type Dashboard = z.infer<typeof dashboardSchema>;
type DetailedPlayer = z.infer<typeof detailedPlayerSchema>;
type PlayerDetailsInput = z.infer<typeof teamRoutes.updatePlayerDetails.body>;

/** How many activity rows the dashboard returns (the UI shows the first 5). */
export const DASHBOARD_ACTIVITY_LIMIT = 20;

export const displayName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

const byJoinOrder = [{ joinedAt: 'asc' }, { id: 'asc' }] as const;

const toDetailedPlayer = (m: { userId: string; joinedAt: Date; user: UserRow }): DetailedPlayer => ({
  playerId: m.userId, name: displayName(m.user), email: m.user.email, phone: m.user.phone,
  height: m.user.height, weight: m.user.weight, position: m.user.position, joinedAt: m.joinedAt.toISOString(),
});

/** The coach's view of a squad: dashboard, detailed player list and player edits. */
export function squadDomain({ prisma, teams }: { prisma: PrismaClient; teams: TeamDomain }) {
  /** The team a coach works on: ?teamId= when they coach it, else the first team they coach (oldest membership). */
  async function coachTeamId(userId: string, teamId?: string): Promise<string> {
    if (teamId) {
      await teams.requireCoachOf(userId, teamId);
      return teamId;
    }
    const first = await prisma.membership.findFirst({ where: { userId, status: 'active', role: { in: [...COACH_ROLES] } }, orderBy: [...byJoinOrder] });
    if (!first) throw notFound(TEAM_ERRORS.noTeam);
    return first.teamId;
  }

  return {
    coachTeamId,

    async dashboard(userId: string, requestedTeamId?: string): Promise<Dashboard> {
      const teamId = await coachTeamId(userId, requestedTeamId);
      const [team, me, invitations, activities] = await Promise.all([
        prisma.team.findUniqueOrThrow({ where: { id: teamId }, include: { memberships: { where: { status: 'active' }, include: { user: true }, orderBy: [...byJoinOrder] } } }),
        prisma.user.findUniqueOrThrow({ where: { id: userId } }),
        prisma.invitation.findMany({ where: { teamId, kind: 'coach', usedAt: null, expiresAt: { gt: now() } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
        prisma.activity.findMany({ where: { teamId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: DASHBOARD_ACTIVITY_LIMIT }),
      ]);
      const players = team.memberships.filter((m) => m.role === 'player');
      const coaches = team.memberships.filter((m) => m.role !== 'player');
      return {
        team: { id: team.id, name: team.name, inviteCode: team.inviteCode, playerCount: players.length, maxPlayers: team.maxPlayers },
        coach: { name: displayName(me) },
        players: players.map((m) => ({ id: m.userId, name: displayName(m.user), position: m.user.position, phone: m.user.phone, status: m.status })),
        coaches: [
          ...coaches.map((m) => ({ id: m.userId, name: displayName(m.user), email: m.user.email, role: m.role, status: 'active' })),
          ...invitations.map((i) => ({ id: i.id, name: i.name, email: i.email ?? '', role: i.role, status: 'pending' })),
        ],
        recentActivity: activities.map((a) => ({ description: a.description, timestamp: a.createdAt.toISOString(), status: a.status })),
      };
    },

    async detailedPlayers(userId: string, teamId: string): Promise<{ players: DetailedPlayer[] }> {
      await teams.requireCoachOf(userId, teamId);
      const memberships = await prisma.membership.findMany({ where: { teamId, role: 'player', status: 'active' }, include: { user: true }, orderBy: [...byJoinOrder] });
      return { players: memberships.map(toDetailedPlayer) };
    },

    /** Only a coach of a team the player belongs to may edit; anyone else learns nothing (404). */
    async updatePlayerDetails(userId: string, playerId: string, input: PlayerDetailsInput): Promise<DetailedPlayer> {
      const memberships = await prisma.membership.findMany({ where: { userId: playerId, role: 'player', status: 'active' }, orderBy: [...byJoinOrder] });
      const coached = await prisma.membership.findMany({
        where: { userId, status: 'active', role: { in: [...COACH_ROLES] }, teamId: { in: memberships.map((m) => m.teamId) } },
        select: { teamId: true },
      });
      const shared = memberships.find((m) => coached.some((c) => c.teamId === m.teamId));
      if (!shared) throw notFound(TEAM_ERRORS.playerNotFound);
      const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v === '' ? null : v);
      const user = await prisma.user.update({
        where: { id: playerId },
        data: { height: input.height, weight: input.weight, position: blankToNull(input.position), phone: blankToNull(input.phone) },
      });
      return toDetailedPlayer({ userId: playerId, joinedAt: shared.joinedAt, user });
    },
  };
}
export type SquadDomain = ReturnType<typeof squadDomain>;
