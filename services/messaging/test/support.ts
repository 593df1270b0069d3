import path from 'node:path';
import { DEMO_TEAM, InternalCallError, type DemoUser, type TeamInfo, type TeamMember, type TeamRole } from '@rugby/contracts';
import { makeIdentity } from '@rugby/service-kit/testing';

export const migrations = path.resolve(import.meta.dirname, '../prisma/migrations');

export const coachA = makeIdentity({
  userId: 'coach-a',
  firstName: 'Alex',
  lastName: 'Carter',
  userType: 'coach',
  memberships: [{ teamId: 'team-a', role: 'head_coach' }],
});
export const assistantA = makeIdentity({
  userId: 'assistant-a',
  firstName: 'Jordan',
  lastName: 'Blake',
  userType: 'coach',
  memberships: [{ teamId: 'team-a', role: 'assistant_coach' }],
});
export const playerA1 = makeIdentity({ userId: 'player-a1', userType: 'player', memberships: [{ teamId: 'team-a', role: 'player' }] });
export const playerA2 = makeIdentity({ userId: 'player-a2', userType: 'player', memberships: [{ teamId: 'team-a', role: 'player' }] });
export const coachB = makeIdentity({ userId: 'coach-b', userType: 'coach', memberships: [{ teamId: 'team-b', role: 'head_coach' }] });
export const playerB = makeIdentity({ userId: 'player-b', userType: 'player', memberships: [{ teamId: 'team-b', role: 'player' }] });

const member = (userId: string, role: TeamRole, firstName: string | null = null, lastName: string | null = null): TeamMember => ({
  userId,
  role,
  firstName,
  lastName,
  email: `${userId}@x.test`,
  position: null,
  height: null,
  weight: null,
  age: null,
  joinedAt: '2025-01-01T00:00:00.000Z',
});
const seasonSettings = {
  matchDay: 'saturday' as const,
  preseasonStartDate: '2025-01-01',
  preseasonEndDate: '2025-03-31',
  inseasonStartDate: '2025-04-01',
  inseasonEndDate: '2025-10-31',
};

/** An in-memory team service with the same shape as teamInternalClient (getTeam, getEvent, teamContacts, recordActivity). */
export function fakeTeamService() {
  const teams: Record<string, TeamInfo> = {
    'team-a': {
      id: 'team-a',
      name: 'A',
      timeZone: 'UTC',
      seasonSettings,
      members: [
        member('coach-a', 'head_coach', 'Alex', 'Carter'),
        member('assistant-a', 'assistant_coach'),
        member('player-a1', 'player'),
        member('player-a2', 'player'),
      ],
      version: 0,
    },
    'team-b': {
      id: 'team-b',
      name: 'B',
      timeZone: 'UTC',
      seasonSettings,
      members: [member('coach-b', 'head_coach'), member('player-b', 'player')],
      version: 0,
    },
  };
  /** The players' contacts teamContacts answers (default: each player of the team, with an e-mail and no phone). */
  const contacts: Record<string, Array<{ userId: string; name: string; phone: string | null; email: string | null }>> = {};
  const contactCalls: string[] = [];
  /** The calendar events getEvent answers (none by default: 404), by id. */
  const events: Record<string, { id: string; teamId: string; kind: 'match' | 'training'; displayTitle: string; date: string; startTime: string }> = {};
  const activities: Array<{ teamId: string; kind: string; description: string; status?: string }> = [];
  /** Idempotency keys recorded, per team (like the team service's unique (teamId, idempotencyKey)). */
  const keys = new Set<string>();
  let failActivity = false;
  let failContacts = false;
  return {
    teams,
    contacts,
    contactCalls,
    events,
    activities,
    member,
    failActivityCalls: (fail: boolean) => {
      failActivity = fail;
    },
    failContactCalls: (fail: boolean) => {
      failContacts = fail;
    },
    client: {
      getTeam: async (teamId: string) => {
        const team = teams[teamId];
        if (!team) throw new InternalCallError(`GET /internal/teams/${teamId} failed: 404`, 404);
        return structuredClone(team);
      },
      getEvent: async (eventId: string) => {
        const event = events[eventId];
        if (!event) throw new InternalCallError(`GET /internal/events/${eventId} failed: 404`, 404);
        return {
          ...event,
          durationMinutes: 90,
          startsAt: `${event.date}T${event.startTime}:00.000Z`,
          status: 'scheduled' as const,
        };
      },
      teamContacts: async (teamId: string) => {
        contactCalls.push(teamId);
        if (failContacts) throw new InternalCallError('GET contacts is unreachable', null);
        const team = teams[teamId];
        if (!team) throw new InternalCallError(`GET /internal/teams/${teamId}/contacts failed: 404`, 404);
        const players =
          contacts[teamId] ?? team.members.filter((m) => m.role === 'player').map((m) => ({ userId: m.userId, name: m.userId, phone: null, email: m.email }));
        return { players: structuredClone(players) };
      },
      recordActivity: async (
        teamId: string,
        { idempotencyKey, ...activity }: { kind: string; description: string; status?: string; idempotencyKey?: string },
      ) => {
        if (failActivity) throw new InternalCallError('POST activity is unreachable', null);
        if (!teams[teamId]) throw new InternalCallError(`POST /internal/teams/${teamId}/activity failed: 404`, 404);
        if (idempotencyKey && keys.has(`${teamId} ${idempotencyKey}`)) return { ok: true as const };
        if (idempotencyKey) keys.add(`${teamId} ${idempotencyKey}`);
        activities.push({ teamId, ...activity });
        return { ok: true as const };
      },
    },
  };
}

/** The identity the gateway would forward for a demo user of the demo team. */
export const makeIdentityFor = (user: DemoUser, role: TeamRole) =>
  makeIdentity({
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    memberships: [{ teamId: DEMO_TEAM.id, role }],
  });
