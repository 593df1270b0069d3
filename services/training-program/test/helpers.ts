import path from 'node:path';
import request from 'supertest';
import { InternalCallError, type Identity, type TeamInfo, type TeamMember, type TeamRole, type UserProfile } from '@rugby/contracts';
import { createLogger, type Database, type OutboxTiming } from '@rugby/service-kit';
import { countingStatements, createTestDatabase, identityHeaders, makeIdentity } from '@rugby/service-kit/testing';
import { buildApp } from '../src/app.ts';
import { builtInGenerator, type ProgramGenerator } from '../src/generator/program-generator.ts';

const migrations = path.resolve(import.meta.dirname, '../prisma/migrations');

export const people = {
  coachA: makeIdentity({ userId: 'coach-a', userType: 'coach', memberships: [{ teamId: 'team-a', role: 'head_coach' }] }),
  assistantA: makeIdentity({ userId: 'assistant-a', userType: 'coach', memberships: [{ teamId: 'team-a', role: 'assistant_coach' }] }),
  playerA: makeIdentity({ userId: 'player-a', userType: 'player', memberships: [{ teamId: 'team-a', role: 'player' }] }),
  playerA2: makeIdentity({ userId: 'player-a2', userType: 'player', memberships: [{ teamId: 'team-a', role: 'player' }] }),
  coachB: makeIdentity({ userId: 'coach-b', userType: 'coach', memberships: [{ teamId: 'team-b', role: 'head_coach' }] }),
  playerB: makeIdentity({ userId: 'player-b', userType: 'player', memberships: [{ teamId: 'team-b', role: 'player' }] }),
  /** A player with no team yet. */
  loner: makeIdentity({ userId: 'loner', userType: 'player', memberships: [] }),
};

export function member(userId: string, role: TeamRole, profile: Partial<Pick<TeamMember, 'position' | 'height' | 'weight' | 'age'>> = {}): TeamMember {
  return {
    userId,
    role,
    firstName: userId,
    lastName: 'Test',
    email: `${userId}@x.test`,
    position: null,
    height: null,
    weight: null,
    age: null,
    joinedAt: '2025-01-01T00:00:00.000Z',
    ...profile,
  };
}

/** Season settings of the fake teams: pre-season Jan-Mar, in-season Apr-Oct (the spec's defaults, for 2026). */
export const SEASON_2026 = {
  matchDay: 'saturday' as const,
  preseasonStartDate: '2026-01-01',
  preseasonEndDate: '2026-03-31',
  inseasonStartDate: '2026-04-01',
  inseasonEndDate: '2026-10-31',
};

/** An in-memory team service with the shape of teamInternalClient's getTeam and recordActivity. */
export function fakeTeamService() {
  const teams: Record<string, TeamInfo> = {
    'team-a': {
      id: 'team-a',
      name: 'Harbour A',
      timeZone: 'UTC',
      seasonSettings: { ...SEASON_2026 },
      members: [
        member('coach-a', 'head_coach'),
        member('assistant-a', 'assistant_coach'),
        member('player-a', 'player', { position: 'prop', height: 183, weight: 118, age: 27 }),
        member('player-a2', 'player', { position: 'wing', height: 178, weight: 82, age: 20 }),
      ],
      version: 0,
    },
    'team-b': {
      id: 'team-b',
      name: 'Bay B',
      timeZone: 'UTC',
      seasonSettings: { ...SEASON_2026 },
      members: [member('coach-b', 'head_coach'), member('player-b', 'player', { position: 'lock' })],
      version: 0,
    },
  };
  /** Profiles of users without a team (GET /internal/users/:userId); team members are answered from their member record. */
  const users: Record<string, UserProfile> = {
    loner: { userId: 'loner', userType: 'player', position: 'hooker', height: 178, weight: 100, age: 22, createdAt: '2025-06-01T00:00:00.000Z' },
  };
  const activities: Array<{ teamId: string; kind: string; description: string; status?: string }> = [];
  /** Idempotency keys recorded (the team service keeps one activity per team and key). */
  const keys = new Set<string>();
  const state = { down: false, activityDown: false, calls: 0 };
  return {
    teams,
    users,
    activities,
    state,
    client: {
      getTeam: async (teamId: string) => {
        state.calls += 1;
        if (state.down) throw new InternalCallError(`GET /internal/teams/${teamId} is unreachable`, null);
        const team = teams[teamId];
        if (!team) throw new InternalCallError(`GET /internal/teams/${teamId} failed: 404`, 404);
        return structuredClone(team);
      },
      getUser: async (userId: string): Promise<UserProfile> => {
        state.calls += 1;
        if (state.down) throw new InternalCallError(`GET /internal/users/${userId} is unreachable`, null);
        const member = Object.values(teams)
          .flatMap((t) => t.members)
          .find((m) => m.userId === userId);
        const user =
          users[userId] ??
          (member && {
            userId,
            userType: member.role === 'player' ? 'player' : 'coach',
            position: member.position,
            height: member.height,
            weight: member.weight,
            age: member.age,
            createdAt: member.joinedAt,
          });
        if (!user) throw new InternalCallError(`GET /internal/users/${userId} failed: 404`, 404);
        return structuredClone(user);
      },
      recordActivity: async (
        teamId: string,
        { idempotencyKey, ...activity }: { kind: string; description: string; status?: string; idempotencyKey?: string },
      ) => {
        if (state.down || state.activityDown) throw new InternalCallError('POST activity is unreachable', null);
        if (idempotencyKey && keys.has(`${teamId} ${idempotencyKey}`)) return { ok: true as const };
        if (idempotencyKey) keys.add(`${teamId} ${idempotencyKey}`);
        activities.push({ teamId, ...activity });
        return { ok: true as const };
      },
    },
  };
}
export type FakeTeamService = ReturnType<typeof fakeTeamService>;

/** Stand-ins for messaging's notify and the team service's stand-down (welfare), recording what they were asked. */
export function fakeWelfareOutbound() {
  const notified: Array<{ key: string; kind: string; title: string; body: string; recipients: Array<{ userId: string }> }> = [];
  const standDowns: Array<{ teamId: string; playerId: string; until: string; reason: string }> = [];
  const lifted: Array<{ teamId: string; playerId: string; reason: string }> = [];
  return {
    notified,
    standDowns,
    lifted,
    notifier: {
      notify: async (body: { key: string; kind: string; title: string; body: string; recipients: Array<{ userId: string }> }) => {
        const repeat = notified.some((n) => n.key === body.key);
        if (!repeat) notified.push(body);
        return { queued: repeat ? 0 : body.recipients.length, duplicates: repeat ? body.recipients.length : 0 };
      },
    },
    standDown: {
      standDown: async (teamId: string, playerId: string, body: { until: string; reason: string }) => {
        standDowns.push({ teamId, playerId, ...body });
        return { events: 0 };
      },
      liftStandDown: async (teamId: string, playerId: string, body: { reason: string }) => {
        lifted.push({ teamId, playerId, ...body });
        return { events: 0 };
      },
    },
  };
}

/** A built app over a fresh migrated database, a fake team service, and request helpers. */
export async function startTestApp(opts: { generator?: ProgramGenerator; outbox?: OutboxTiming; generationsPerTeamPerDay?: number } = {}) {
  // Every statement counted (t.statements): tests that a hot read costs none or a fixed few.
  const statements = countingStatements(await createTestDatabase('training-program', migrations));
  const db: Database = statements.db;
  const teamService = fakeTeamService();
  const welfareOutbound = fakeWelfareOutbound();
  const built = buildApp({
    notifier: welfareOutbound.notifier,
    standDown: welfareOutbound.standDown,
    db,
    log: createLogger('training-program-test'),
    team: teamService.client,
    generator: opts.generator ?? builtInGenerator(),
    outbox: opts.outbox,
    generationsPerTeamPerDay: opts.generationsPerTeamPerDay,
  });
  const as = async (who?: Identity) => (who ? identityHeaders(who) : {});
  return {
    ...built,
    db,
    statements,
    teamService,
    welfareOutbound,
    get: async (url: string, who?: Identity) =>
      request(built.app)
        .get(url)
        .set(await as(who)),
    post: async (url: string, body: object, who?: Identity) =>
      request(built.app)
        .post(url)
        .set(await as(who))
        .send(body),
    put: async (url: string, body: object, who?: Identity) =>
      request(built.app)
        .put(url)
        .set(await as(who))
        .send(body),
    patch: async (url: string, body: object, who?: Identity) =>
      request(built.app)
        .patch(url)
        .set(await as(who))
        .send(body),
    gql: async (query: string, variables: object = {}, who?: Identity) =>
      request(built.app)
        .post('/graphql')
        .set(await as(who))
        .send({ query, variables }),
    stop: async () => {
      await built.close();
      await db.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
