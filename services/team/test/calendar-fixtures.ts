import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { notifyBody, TeamRole } from '@rugby/contracts';
import { now } from '@rugby/service-kit';
import { identityHeaders, makeIdentity } from '@rugby/service-kit/testing';
import type { z } from 'zod';
import { fakeTraining, startTestApp, type TestApp } from './helpers.ts';

/** Shared set-up of the calendar tests (services/team/test/calendar-*.test.ts). */

type NotifyInput = z.input<typeof notifyBody>;

/**
 * A stand-in for the messaging service's notify: records every call and, like the real one, queues one notification
 * per key and recipient (`delivered` lists them); `failNext` makes the next call fail after nothing was stored.
 */
export function fakeNotifier() {
  const seen = new Set<string>();
  const fake = {
    calls: [] as NotifyInput[],
    delivered: [] as Array<{ key: string; kind: string; userId: string; title: string; body: string }>,
    failNext: 0,
    async notify(body: NotifyInput) {
      if (fake.failNext > 0) {
        fake.failNext -= 1;
        throw new Error('POST /internal/notifications is unreachable');
      }
      fake.calls.push(body);
      let queued = 0;
      for (const r of body.recipients) {
        const id = `${body.key}|${r.userId}`;
        if (seen.has(id)) continue;
        seen.add(id);
        queued += 1;
        fake.delivered.push({ key: body.key, kind: body.kind, userId: r.userId, title: body.title, body: body.body });
      }
      return { queued, duplicates: body.recipients.length - queued };
    },
    /** Notifications delivered of a kind. */
    of: (kind: string) => fake.delivered.filter((d) => d.kind === kind),
    reset() {
      fake.calls.length = 0;
      fake.delivered.length = 0;
    },
  };
  return fake;
}
export type FakeNotifier = ReturnType<typeof fakeNotifier>;

/**
 * The team app with a fake messaging notify and fake training-program reads (`training`: program days, plans), and an outbox on the services' clock (setClock), so scheduled reminders
 * fall due when a test moves the clock; failed attempts retry a minute later.
 */
export async function startCalendarApp(): Promise<TestApp & { notifier: FakeNotifier; training: ReturnType<typeof fakeTraining> }> {
  const notifier = fakeNotifier();
  const training = fakeTraining();
  const t = await startTestApp({ notifier, training: training.client, outbox: { clock: () => now(), backoffMs: () => 60_000 } });
  return { ...t, notifier, training };
}

let seq = 0;
/** A user in the database with gateway-signed headers for them (as a member of `teamId` with `role`). */
async function addMember(
  t: TestApp,
  teamId: string,
  role: TeamRole,
  fields: { firstName?: string; lastName?: string; position?: string | null; phone?: string | null } = {},
) {
  seq += 1;
  const userType = role === 'player' ? 'player' : 'coach';
  const user = await t.prisma.user.create({
    data: {
      email: `${userType}${seq}-${randomUUID().slice(0, 8)}@calendar.test`,
      firstName: fields.firstName ?? (userType === 'player' ? 'Player' : 'Coach'),
      lastName: fields.lastName ?? `Number${seq}`,
      userType,
      position: fields.position ?? null,
      phone: fields.phone === undefined ? `+64 21 000 ${String(seq).padStart(4, '0')}` : fields.phone,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    },
  });
  await t.prisma.membership.create({ data: { teamId, userId: user.id, role, status: 'active', joinedAt: new Date('2026-01-01T00:00:00Z') } });
  const headers = await identityHeaders(makeIdentity({ userId: user.id, email: user.email, userType, memberships: [{ teamId, role }] }));
  return { userId: user.id, name: `${user.firstName} ${user.lastName}`, email: user.email, headers };
}
export type Member = Awaited<ReturnType<typeof addMember>>;

/** A team in `timeZone` with a head coach. */
export async function makeTeam(t: TestApp, { timeZone = 'UTC', name = 'Harbour City RFC' }: { timeZone?: string; name?: string } = {}) {
  const team = await t.prisma.team.create({ data: { name, inviteCode: `code-${randomUUID()}`, timeZone, createdAt: new Date('2026-01-01T00:00:00Z') } });
  const coach = await addMember(t, team.id, 'head_coach', { firstName: 'Casey', lastName: 'Coach' });
  return {
    teamId: team.id,
    coach,
    addPlayer: (fields: Parameters<typeof addMember>[3] = {}) => addMember(t, team.id, 'player', fields),
    addCoach: () => addMember(t, team.id, 'assistant_coach'),
  };
}

/** POST /api/teams/:teamId/events as `headers`. */
export const createEvent = (t: TestApp, headers: Record<string, string>, teamId: string, body: object) =>
  request(t.app).post(`/api/teams/${teamId}/events`).set(headers).send(body);

export const training = (overrides: Record<string, unknown> = {}) => ({ kind: 'training', date: '2026-12-01', startTime: '18:30', ...overrides });
export const match = (overrides: Record<string, unknown> = {}) => ({
  kind: 'match',
  opponent: 'Harlequins',
  homeAway: 'home',
  date: '2026-12-05',
  startTime: '14:30',
  ...overrides,
});
