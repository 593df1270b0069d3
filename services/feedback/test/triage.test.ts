import path from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TeamInfo } from '@rugby/contracts';
import { createLogger, setClock, type Database } from '@rugby/service-kit';
import { createTestDatabase, identityHeaders, makeIdentity } from '@rugby/service-kit/testing';
import { buildApp } from '../src/app.ts';

const migrations = path.resolve(import.meta.dirname, '../prisma/migrations');

const coach = makeIdentity({ userId: 'coach-t', email: 'coach-t@example.test', userType: 'coach', memberships: [{ teamId: 'team-t', role: 'head_coach' }] });
const player = makeIdentity({ userId: 'player-t', email: 'player-t@example.test', userType: 'player', memberships: [{ teamId: 'team-t', role: 'player' }] });
const admin = makeIdentity({ userId: 'admin-t', email: 'Triage.Admin@Product.test', userType: 'coach' });

const member = (userId: string, role: 'player' | 'head_coach') => ({
  userId,
  role,
  firstName: null,
  lastName: null,
  email: `${userId}@x.test`,
  position: null,
  height: null,
  weight: null,
  age: null,
  joinedAt: '2025-08-01T00:00:00.000Z',
});
const team: TeamInfo = {
  id: 'team-t',
  name: 'T',
  timeZone: 'UTC',
  seasonSettings: {
    matchDay: 'saturday',
    preseasonStartDate: '2025-01-01',
    preseasonEndDate: '2025-03-31',
    inseasonStartDate: '2025-04-01',
    inseasonEndDate: '2025-10-31',
  },
  members: [member('coach-t', 'head_coach'), member('player-t', 'player')],
  version: 0,
};

let db: Database;
let built: ReturnType<typeof buildApp>;

beforeAll(async () => {
  db = await createTestDatabase('feedback_triage', migrations);
  built = buildApp({
    db,
    log: createLogger('feedback-triage-test'),
    team: { getTeams: async (ids) => ({ teams: ids.map((id) => (id === 'team-t' ? team : null)) }) },
    adminEmails: new Set(['triage.admin@product.test']),
  });
});
afterEach(() => setClock(null));
afterAll(async () => {
  await built.close();
  await db.close();
});

async function submitAt(at: string, body: object, who?: Parameters<typeof identityHeaders>[0]) {
  setClock(at);
  const res = await request(built.app)
    .post('/api/feedback')
    .set(who ? await identityHeaders(who) : {})
    .send(body);
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

describe('feedback triage', () => {
  it('records the page it came from and the signed-in user, and lists newest first with a status filter (REST and GraphQL)', async () => {
    // Submitted out of time order, so the order of the list can only come from the timestamps.
    const middle = await submitAt('2025-08-12T09:00:00Z', { type: 'bug', title: 'Middle', description: 'd', page: '/player/ai-training' }, player);
    const oldest = await submitAt('2025-08-10T09:00:00Z', { type: 'feature', title: 'Oldest', description: 'd', page: '/' }, player);
    const newest = await submitAt('2025-08-14T09:00:00Z', { type: 'general', title: 'Newest', description: 'd', page: '/coach/dashboard' }, coach);
    await submitAt('2025-08-15T09:00:00Z', { type: 'general', title: 'Anonymous', description: 'd', page: '/faq' });

    const stored = await built.prisma.feedback.findUnique({ where: { id: middle.id } });
    expect(stored).toMatchObject({ page: '/player/ai-training', userId: 'player-t', email: 'player-t@example.test' });
    expect(stored!.createdAt.toISOString()).toBe('2025-08-12T09:00:00.000Z');
    expect((await built.prisma.feedback.findFirst({ where: { title: 'Anonymous' } }))!.userId).toBeNull();

    const rest = await request(built.app)
      .get('/api/feedback')
      .set(await identityHeaders(coach));
    expect(rest.body.map((f: { title: string }) => f.title)).toEqual(['Newest', 'Middle', 'Oldest']);

    setClock('2025-08-16T09:00:00Z');
    await request(built.app)
      .patch(`/api/feedback/${oldest.id}`)
      .set(await identityHeaders(coach))
      .send({ status: 'planned', response: 'Next month' })
      .expect(200);
    await request(built.app)
      .patch(`/api/feedback/${newest.id}`)
      .set(await identityHeaders(coach))
      .send({ status: 'planned' })
      .expect(200);
    const planned = await request(built.app)
      .get('/api/feedback?status=planned')
      .set(await identityHeaders(coach));
    expect(planned.body.map((f: { title: string; updatedAt: string }) => [f.title, f.updatedAt])).toEqual([
      ['Newest', '2025-08-16T09:00:00.000Z'],
      ['Oldest', '2025-08-16T09:00:00.000Z'],
    ]);
    const fresh = await request(built.app)
      .get('/api/feedback?status=new')
      .set(await identityHeaders(coach));
    expect(fresh.body.map((f: { title: string }) => f.title)).toEqual(['Middle']);

    const gql = await request(built.app)
      .post('/graphql')
      .set(await identityHeaders(coach))
      .send({ query: 'query($s: FeedbackStatusFilter) { feedback(status: $s) { title status response page } }', variables: { s: 'planned' } });
    expect(gql.body.data.feedback).toEqual([
      { title: 'Newest', status: 'planned', response: null, page: '/coach/dashboard' },
      { title: 'Oldest', status: 'planned', response: 'Next month', page: '/' },
    ]);
  });

  it('lets an FEEDBACK_ADMIN_EMAILS admin (any case) see everything, anonymous feedback included, and triage it', async () => {
    const all = await request(built.app)
      .get('/api/feedback')
      .set(await identityHeaders(admin));
    expect(all.status).toBe(200);
    expect(all.body.map((f: { title: string }) => f.title)).toEqual(['Anonymous', 'Newest', 'Middle', 'Oldest']);
    const anonymous = all.body[0];
    const done = await request(built.app)
      .patch(`/api/feedback/${anonymous.id}`)
      .set(await identityHeaders(admin))
      .send({ status: 'completed', response: 'Fixed' });
    expect(done.body).toMatchObject({ status: 'completed', response: 'Fixed' });
    // A team coach never sees anonymous feedback, and cannot change it.
    const byCoach = await request(built.app)
      .patch(`/api/feedback/${anonymous.id}`)
      .set(await identityHeaders(coach))
      .send({ status: 'dismissed' });
    expect(byCoach.status).toBe(404);
  });
});
