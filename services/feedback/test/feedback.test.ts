import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamInfo } from '@rugby/contracts';
import { createLogger, type Database } from '@rugby/service-kit';
import { createTestDatabase, identityHeaders, makeIdentity } from '@rugby/service-kit/testing';
import { buildApp } from '../src/app.ts';

const migrations = path.resolve(import.meta.dirname, '../prisma/migrations');

const coachA = makeIdentity({ userId: 'coach-a', email: 'coach-a@example.test', userType: 'coach', memberships: [{ teamId: 'team-a', role: 'head_coach' }] });
const playerA = makeIdentity({ userId: 'player-a', userType: 'player', memberships: [{ teamId: 'team-a', role: 'player' }] });
const coachB = makeIdentity({ userId: 'coach-b', userType: 'coach', memberships: [{ teamId: 'team-b', role: 'head_coach' }] });
const playerB = makeIdentity({ userId: 'player-b', userType: 'player', memberships: [{ teamId: 'team-b', role: 'player' }] });
const admin = makeIdentity({ userId: 'admin', email: 'admin@product.test', userType: 'coach' });

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
  joinedAt: new Date().toISOString(),
});
const teams: Record<string, TeamInfo> = {
  'team-a': {
    id: 'team-a',
    name: 'A',
    timeZone: 'UTC',
    seasonSettings: {
      matchDay: 'saturday',
      preseasonStartDate: '2025-01-01',
      preseasonEndDate: '2025-03-31',
      inseasonStartDate: '2025-04-01',
      inseasonEndDate: '2025-10-31',
    },
    members: [member('coach-a', 'head_coach'), member('player-a', 'player')],
    version: 0,
  },
  'team-b': {
    id: 'team-b',
    name: 'B',
    timeZone: 'UTC',
    seasonSettings: {
      matchDay: 'saturday',
      preseasonStartDate: '2025-01-01',
      preseasonEndDate: '2025-03-31',
      inseasonStartDate: '2025-04-01',
      inseasonEndDate: '2025-10-31',
    },
    members: [member('coach-b', 'head_coach'), member('player-b', 'player')],
    version: 0,
  },
};
const fakeTeam = { getTeams: async (ids: string[]) => ({ teams: ids.map((id) => teams[id] ?? null) }) };

let db: Database;
let app: ReturnType<typeof buildApp>['app'];
let close: () => Promise<void>;

beforeAll(async () => {
  db = await createTestDatabase('feedback', migrations);
  ({ app, close } = buildApp({ db, log: createLogger('feedback-test'), team: fakeTeam, adminEmails: new Set(['admin@product.test']) }));
});
afterAll(async () => {
  await close();
  await db.close();
});

const submit = async (body: object, who?: Parameters<typeof identityHeaders>[0]) =>
  request(app)
    .post('/api/feedback')
    .set(who ? await identityHeaders(who) : {})
    .send(body);

describe('feedback service', () => {
  it('accepts feedback from anyone, validating the spec rules', async () => {
    const anon = await submit({
      type: 'bug',
      title: 'Broken button',
      description: 'The save button does nothing',
      rating: 3,
      email: 'fan@example.test',
      feature: 'dashboard',
      page: '/faq',
    });
    expect(anon.status).toBe(201);
    expect(anon.body).toMatchObject({
      status: 'new',
      title: 'Broken button',
      rating: 3,
      email: 'fan@example.test',
      feature: 'dashboard',
      page: '/faq',
      response: null,
    });

    const missing = await submit({ type: 'bug', title: '  ', description: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('title is required');

    const long = await submit({ type: 'bug', title: 'x'.repeat(101), description: 'x' });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('title must be at most 100 characters');

    const longDesc = await submit({ type: 'bug', title: 't', description: 'x'.repeat(1001) });
    expect(longDesc.body.message).toContain('description must be at most 1000 characters');

    const badType = await submit({ type: 'rant', title: 't', description: 'd' });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toContain('type must be one of');

    const badRating = await submit({ type: 'bug', title: 't', description: 'd', rating: 6 });
    expect(badRating.body.message).toContain('rating must be between 0 and 5');

    const badArea = await submit({ type: 'bug', title: 't', description: 'd', feature: 'kitchen' });
    expect(badArea.body.message).toContain('feature must be one of');

    const badJson = await request(app).post('/api/feedback').set('content-type', 'application/json').send('{"type":');
    expect(badJson.status).toBe(400);
    expect(badJson.body.message).toBe('Request body is not valid JSON');
  });

  it('lets only coaches list and update, scoped to their own team', async () => {
    await submit({ type: 'feature', title: 'From player A', description: 'More drills' }, playerA);
    await submit({ type: 'feature', title: 'From coach A', description: 'Export' }, coachA);
    await submit({ type: 'general', title: 'From player B', description: 'Hello' }, playerB);

    expect((await request(app).get('/api/feedback')).status).toBe(401);
    expect(
      (
        await request(app)
          .get('/api/feedback')
          .set(await identityHeaders(playerA))
      ).status,
    ).toBe(403);

    const listA = await request(app)
      .get('/api/feedback')
      .set(await identityHeaders(coachA));
    expect(listA.status).toBe(200);
    expect(listA.body.map((f: { title: string }) => f.title)).toEqual(['From coach A', 'From player A']);

    const listB = await request(app)
      .get('/api/feedback')
      .set(await identityHeaders(coachB));
    expect(listB.body.map((f: { title: string }) => f.title)).toEqual(['From player B']);

    const all = await request(app)
      .get('/api/feedback')
      .set(await identityHeaders(admin));
    expect(all.body.length).toBeGreaterThanOrEqual(4);
    expect(all.body.some((f: { title: string }) => f.title === 'Broken button')).toBe(true);

    const target = listA.body[1];
    const foreign = await request(app)
      .patch(`/api/feedback/${target.id}`)
      .set(await identityHeaders(coachB))
      .send({ status: 'planned' });
    expect(foreign.status).toBe(404);

    const byPlayer = await request(app)
      .patch(`/api/feedback/${target.id}`)
      .set(await identityHeaders(playerA))
      .send({ status: 'planned' });
    expect(byPlayer.status).toBe(403);

    const bad = await request(app)
      .patch(`/api/feedback/${target.id}`)
      .set(await identityHeaders(coachA))
      .send({ status: 'new' });
    expect(bad.status).toBe(400);

    const ok = await request(app)
      .patch(`/api/feedback/${target.id}`)
      .set(await identityHeaders(coachA))
      .send({ status: 'planned', response: 'Coming next sprint' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'planned', response: 'Coming next sprint' });

    const noResponse = await request(app)
      .patch(`/api/feedback/${target.id}`)
      .set(await identityHeaders(coachA))
      .send({ status: 'completed' });
    expect(noResponse.body).toMatchObject({ status: 'completed', response: 'Coming next sprint' });

    const planned = await request(app)
      .get('/api/feedback?status=completed')
      .set(await identityHeaders(coachA));
    expect(planned.body.map((f: { title: string }) => f.title)).toEqual(['From player A']);
    const badFilter = await request(app)
      .get('/api/feedback?status=weird')
      .set(await identityHeaders(coachA));
    expect(badFilter.status).toBe(400);
  });

  it('rejects a forged identity header', async () => {
    const forged = await request(app).get('/api/feedback').set('x-rugby-identity', 'eyJhbGciOiJIUzI1NiJ9.eyJpZGVudGl0eSI6e319.forged');
    expect(forged.status).toBe(401);
  });

  it('serves the same rules through GraphQL, and its SDL with stitching directives', async () => {
    const gql = async (query: string, variables: object, who?: Parameters<typeof identityHeaders>[0]) =>
      request(app)
        .post('/graphql')
        .set(who ? await identityHeaders(who) : {})
        .send({ query, variables });
    const sub = await gql(
      'mutation($i: SubmitFeedbackInput!) { submitFeedback(input: $i) { id status title } }',
      { i: { type: 'usability', title: 'GQL', description: 'via graphql' } },
      coachB,
    );
    expect(sub.body.data.submitFeedback).toMatchObject({ status: 'new', title: 'GQL' });
    const list = await gql('query { feedback(status: all) { title } }', {}, coachB);
    expect(list.body.data.feedback.map((f: { title: string }) => f.title)).toEqual(['GQL', 'From player B']);
    const anon = await gql('query { feedback { title } }', {});
    expect(anon.body.errors[0]).toMatchObject({ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } });
    const sdl = await gql('{ _sdl }', {});
    expect(sdl.body.data._sdl).toContain('type Feedback');
    expect(sdl.body.data._sdl).toContain('directive @merge');
  });

  it('answers health and readiness', async () => {
    expect((await request(app).get('/health')).body).toEqual({ status: 'ok', service: 'feedback' });
    expect((await request(app).get('/ready')).status).toBe(200);
  });
});

describe('demo seed', () => {
  it('is idempotent', async () => {
    const { seedDemo } = await import('../src/seed.ts');
    const { prisma } = buildApp({ db, log: createLogger('seed-test'), team: fakeTeam });
    await seedDemo(prisma);
    const once = await prisma.feedback.count();
    await seedDemo(prisma);
    expect(await prisma.feedback.count()).toBe(once);
    expect(await prisma.feedback.count({ where: { title: 'Looks great for our club', userId: null } })).toBe(1);
  });
});
