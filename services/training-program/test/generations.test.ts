/**
 * A coach's generation as a job (issue 17): `Prefer: respond-async` answers 202 at once and the job keeps the answer
 * the call would have given, followed at GET /api/ai/generations/:id; without the header nothing changes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generationSchema, renderProgramText, type Identity } from '@rugby/contracts';
import { createLogger, setClock } from '@rugby/service-kit';
import { identityHeaders, makeIdentity } from '@rugby/service-kit/testing';
import request from 'supertest';
import { GENERATION_TOPIC, generationKey, prefersRespondAsync } from '../src/domain/generations.ts';
import { buildEliteDocument } from '../src/generator/elite.ts';
import { openAIGenerator } from '../src/generator/openai.ts';
import { builtInGenerator, type ProgramGenerator } from '../src/generator/program-generator.ts';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai.ts';
import { people, startTestApp, type TestApp } from './helpers.ts';

const log = createLogger('generations-test');
const ASYNC = { Prefer: 'respond-async' };

/** The built-in generator, counting the generations it makes. */
function countingGenerator() {
  const inner = builtInGenerator();
  const counts = { made: 0 };
  const count =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    (...args: A) => {
      counts.made += 1;
      return fn(...args);
    };
  const generator: ProgramGenerator = {
    name: 'counting',
    generateEliteProgram: count(inner.generateEliteProgram),
    processCustomProgram: count(inner.processCustomProgram),
    customizeProgram: count(inner.customizeProgram),
    generateTeamSession: count(inner.generateTeamSession),
    generatePositionSession: count(inner.generatePositionSession),
    generatePlayerWeek: count(inner.generatePlayerWeek),
  };
  return { generator, counts };
}

/** POST with `Prefer: respond-async`. */
async function postAsync(t: TestApp, url: string, body: object, who: Identity) {
  return request(t.app)
    .post(url)
    .set({ ...(await identityHeaders(who)), ...ASYNC })
    .send(body);
}

/** Follows a generation until it is no longer running; answers its last GET. */
async function follow(t: TestApp, location: string, who: Identity = people.coachA) {
  for (let i = 0; i < 500; i += 1) {
    const res = await t.get(location, who);
    if (res.status !== 200 || res.body.status !== 'running') return res;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${location} still running`);
}

const elite = { programType: 'all-blacks', teamId: 'team-a' };
const program = () => buildEliteDocument('ireland', { seasonPhase: 'pre-season', weekOfPhase: 9, weekOfSeason: 9, matchDay: 'saturday' });
const CALLS = [
  ['/api/ai/generate-elite-program', elite],
  ['/api/ai/generate-elite-program', { programType: 'custom', customContent: 'Monday: scrums 20 min, sprints 6 x 40 m\nThursday: lineouts', teamId: 'team-a' }],
  ['/api/ai/customize-program', { originalProgram: renderProgramText(program()), customizationRequest: 'no gym', teamId: 'team-a', document: program() }],
  ['/api/coach/generate-training', { teamId: 'team-a', focus: 'tackle technique', durationMinutes: 60 }],
  ['/api/coach/generate-position-training', { teamId: 'team-a', position: 'hooker' }],
] as const;

describe('generations with the built-in generator', () => {
  let t: TestApp;
  let counts: { made: number };
  beforeAll(async () => {
    const counting = countingGenerator();
    counts = counting.counts;
    t = await startTestApp({ generator: counting.generator });
    setClock('2026-03-02T10:00:00Z');
  });
  afterAll(async () => {
    setClock(null);
    await t.stop();
  });

  it('reads Prefer as RFC 7240 does: respond-async among other preferences, in any case', () => {
    expect(prefersRespondAsync('respond-async')).toBe(true);
    expect(prefersRespondAsync('return=minimal, Respond-Async; wait=5')).toBe(true);
    expect(prefersRespondAsync(['wait=10', 'respond-async'])).toBe(true);
    expect(prefersRespondAsync('respond-asynchronously')).toBe(false);
    expect(prefersRespondAsync(undefined)).toBe(false);
  });

  it.each(CALLS)('%s: without the header the answer is as before; with it, 202 and Location, then the same body when done', async (url, body) => {
    const rowsBefore = await t.prisma.generation.count();
    const sync = await t.post(url, body, people.coachA);
    expect(sync.status).toBe(200);
    expect(sync.body).not.toHaveProperty('generationId');
    expect(sync.body.program).toEqual(expect.any(String));
    expect(await t.prisma.generation.count()).toBe(rowsBefore);

    const started = await postAsync(t, url, body, people.coachA);
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ generationId: expect.any(String), status: 'running' });
    expect(started.headers.location).toBe(`/api/ai/generations/${started.body.generationId}`);
    expect(started.headers['preference-applied']).toBe('respond-async');

    const done = await follow(t, started.headers.location!);
    expect(done.status).toBe(200);
    expect(generationSchema.parse(done.body)).toEqual(done.body);
    expect(done.body).toEqual({ generationId: started.body.generationId, status: 'done', result: sync.body });
    // Another coach of the team follows it too.
    expect((await t.get(started.headers.location!, people.assistantA)).body.status).toBe('done');
  });

  it('records the error the call would have answered: a 400 from the coach’s text', async () => {
    const body = { originalProgram: '🏉🏉🏉 💪', customizationRequest: 'no gym', teamId: 'team-a' };
    const sync = await t.post('/api/ai/customize-program', body, people.coachA);
    expect(sync.status).toBe(400);
    const started = await postAsync(t, '/api/ai/customize-program', body, people.coachA);
    expect(started.status).toBe(202);
    const failed = await follow(t, started.headers.location!);
    expect(failed.body).toEqual({
      generationId: started.body.generationId,
      status: 'failed',
      error: { status: 400, code: sync.body.error, message: sync.body.message },
    });
    expect(failed.body.error.message).toMatch(/^originalProgram /);
  });

  it('refuses before anything is stored: 401, 403 for a player or another team’s coach, 400 naming the field, 404 for a team the team service does not know', async () => {
    const rows = await t.prisma.generation.count();
    const outbox = await t.outbox.depth();
    const anonymous = await request(t.app).post('/api/ai/generate-elite-program').set(ASYNC).send(elite);
    expect(anonymous.status).toBe(401);
    expect((await postAsync(t, '/api/ai/generate-elite-program', elite, people.playerA)).status).toBe(403);
    const otherTeam = await postAsync(t, '/api/ai/generate-elite-program', elite, people.coachB);
    expect(otherTeam.status).toBe(403);
    expect(otherTeam.body.message).toBe('Only coaches of this team can do this');
    const bad = await postAsync(t, '/api/coach/generate-training', { teamId: 'team-a', durationMinutes: 5 }, people.coachA);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^durationMinutes/);
    const unknownTeam = makeIdentity({ userId: 'coach-z', userType: 'coach', memberships: [{ teamId: 'team-z', role: 'head_coach' }] });
    expect((await postAsync(t, '/api/ai/generate-elite-program', { ...elite, teamId: 'team-z' }, unknownTeam)).status).toBe(404);
    expect(await t.prisma.generation.count()).toBe(rows);
    expect(await t.outbox.depth()).toEqual(outbox);
  });

  it('is read by the coaches of its team only: 404 for another team’s coach, a player and an unknown id, 400 naming a malformed id', async () => {
    const started = await postAsync(t, '/api/ai/generate-elite-program', elite, people.coachA);
    const location = started.headers.location!;
    await follow(t, location);
    const other = await t.get(location, people.coachB);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'NOT_FOUND', message: 'Generation not found' });
    expect((await t.get('/api/ai/generations/0b6f2b8e-4a59-4c1e-9d3c-2f4a5b6c7d8e', people.coachA)).status).toBe(404);
    expect((await t.get(location, people.playerA)).status).toBe(404);
    expect((await request(t.app).get(location)).status).toBe(401);
    const malformed = await t.get('/api/ai/generations/not-a-uuid', people.coachA);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('id must be a generation id (a UUID)');
  });

  it("a player's week: 202 and Location, then the answer the call gives; followed by that player (and the team's coaches) only", async () => {
    const sync = await t.post('/api/player/generate-training', { regenerate: true }, people.playerA);
    expect(sync.status).toBe(200);
    expect(sync.body.cached).toBe(false);

    const started = await postAsync(t, '/api/player/generate-training', {}, people.playerA);
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ generationId: expect.any(String), status: 'running' });
    expect(started.headers.location).toBe(`/api/ai/generations/${started.body.generationId}`);
    const cached = await follow(t, started.headers.location!, people.playerA);
    expect(generationSchema.parse(cached.body)).toEqual(cached.body);
    expect(cached.body).toEqual({ generationId: started.body.generationId, status: 'done', result: { program: sync.body.program, cached: true } });

    const made = counts.made;
    const again = await postAsync(t, '/api/player/generate-training', { regenerate: true }, people.playerA);
    const regenerated = await follow(t, again.headers.location!, people.playerA);
    expect(regenerated.body.result).toMatchObject({ cached: false, program: { weekStartDate: sync.body.program.weekStartDate } });
    expect(counts.made).toBe(made + 1);
    expect((await t.get('/api/player/training-program', people.playerA)).body.program).toEqual(regenerated.body.result.program);

    // Another player of the team and another team's coach cannot follow it; the player's coaches can.
    expect((await t.get(again.headers.location!, people.playerA2)).status).toBe(404);
    expect((await t.get(again.headers.location!, people.coachB)).status).toBe(404);
    expect((await t.get(again.headers.location!, people.coachA)).body.status).toBe('done');

    // A player without a team: the call's 404, before anything is stored.
    const rows = await t.prisma.generation.count();
    const loner = makeIdentity({ userId: 'loner', userType: 'player', memberships: [] });
    const refused = await postAsync(t, '/api/player/generate-training', {}, loner);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Join a team to get your weekly training program');
    expect(await t.prisma.generation.count()).toBe(rows);
  });

  it('a job run again (the outbox delivers at least once) finds its generation finished and makes nothing', async () => {
    const started = await postAsync(t, '/api/ai/generate-elite-program', { programType: 'wales', teamId: 'team-a' }, people.coachA);
    const done = await follow(t, started.headers.location!);
    expect(done.body.status).toBe('done');
    const made = counts.made;
    const key = generationKey(started.body.generationId);
    // As if the process had stopped after keeping the result but before closing its outbox row.
    await t.prisma.$executeRawUnsafe(`UPDATE "outbox" SET "doneAt" = NULL, "lockedUntil" = NULL WHERE "key" = $1`, key);
    expect(await t.outbox.runNow(key)).toEqual({ ran: true, ok: true, result: 'skipped' });
    await t.prisma.$executeRawUnsafe(`UPDATE "outbox" SET "doneAt" = NULL, "lockedUntil" = NULL WHERE "key" = $1`, key);
    expect(await t.outbox.runOnce()).toEqual({ done: 1, failed: 0 });
    expect(counts.made).toBe(made);
    expect((await t.get(started.headers.location!, people.coachA)).body).toEqual(done.body);
  });
});

describe('a job whose worker stopped', () => {
  let t: TestApp;
  let at = Date.parse('2026-03-02T10:00:00Z');
  beforeAll(async () => {
    // The outbox's own clock, moved by the test (leases).
    t = await startTestApp({ outbox: { clock: () => new Date(at), backoffMs: () => 0 } });
    setClock('2026-03-02T10:00:00Z');
  });
  afterAll(async () => {
    setClock(null);
    await t.stop();
  });

  it('is finished by the relay once the lease of the worker that stopped has ended', async () => {
    const sync = await t.post('/api/ai/generate-elite-program', elite, people.coachA);
    // The team context a request stores, from a generation started and finished here.
    const first = await postAsync(t, '/api/ai/generate-elite-program', elite, people.coachA);
    await follow(t, first.headers.location!);
    const { context } = await t.prisma.generation.findUniqueOrThrow({ where: { id: first.body.generationId } });
    // Written as the request writes it, but never started here: the process stopped right after its commit…
    const id = '6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f';
    await t.prisma.$transaction(async (tx) => {
      await tx.generation.create({
        data: {
          id,
          teamId: 'team-a',
          requestedBy: 'coach-a',
          route: 'generateEliteProgram',
          request: elite,
          context: context!,
          status: 'running',
          createdAt: new Date(),
        },
      });
      await t.outbox.enqueue(tx, { topic: GENERATION_TOPIC, key: generationKey(id), payload: { generationId: id } });
    });
    // …or a worker claimed it and stopped while the provider was working: its lease hides the job from the relay.
    await t.prisma.$executeRawUnsafe(
      `UPDATE "outbox" SET "attempts" = 1, "lockedUntil" = $2::timestamptz WHERE "key" = $1`,
      generationKey(id),
      new Date(at + 60_000).toISOString(),
    );
    expect(await t.outbox.runOnce()).toEqual({ done: 0, failed: 0 });
    expect((await t.get(`/api/ai/generations/${id}`, people.coachA)).body).toEqual({ generationId: id, status: 'running' });

    at += 61_000;
    expect(await t.outbox.runOnce()).toEqual({ done: 1, failed: 0 });
    const done = await t.get(`/api/ai/generations/${id}`, people.coachA);
    expect(done.body).toEqual({ generationId: id, status: 'done', result: sync.body });
  });

  it('is given up as failed when its runs keep stopping, not run for ever', async () => {
    const started = await postAsync(t, '/api/ai/generate-elite-program', elite, people.coachA);
    await follow(t, started.headers.location!);
    const id = '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    await t.prisma.$transaction(async (tx) => {
      await tx.generation.create({
        data: {
          id,
          teamId: 'team-a',
          requestedBy: 'coach-a',
          route: 'generateEliteProgram',
          request: elite,
          context: { seasonPhase: 'pre-season' },
          status: 'running',
          createdAt: new Date(),
        },
      });
      await t.outbox.enqueue(tx, { topic: GENERATION_TOPIC, key: generationKey(id), payload: { generationId: id } });
    });
    await t.prisma.$executeRawUnsafe(`UPDATE "outbox" SET "attempts" = 3 WHERE "key" = $1`, generationKey(id));
    expect(await t.outbox.runOnce()).toEqual({ done: 1, failed: 0 });
    expect((await t.get(`/api/ai/generations/${id}`, people.coachA)).body).toEqual({
      generationId: id,
      status: 'failed',
      error: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'The generation could not be finished. Please try again.' },
    });
  });
});

describe("the team's daily quota", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ generationsPerTeamPerDay: 2 });
    setClock('2026-03-02T10:00:00Z');
  });
  afterAll(async () => {
    setClock(null);
    await t.stop();
  });

  it('is spent once per generation asked for as a job (by the request, never by the job): the third is a 429 and stores nothing', async () => {
    for (const programType of ['all-blacks', 'wales']) {
      const started = await postAsync(t, '/api/ai/generate-elite-program', { programType, teamId: 'team-a' }, people.coachA);
      expect(started.status).toBe(202);
      expect((await follow(t, started.headers.location!)).body.status).toBe('done');
    }
    const refused = await postAsync(t, '/api/ai/generate-elite-program', { programType: 'france', teamId: 'team-a' }, people.coachA);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await t.prisma.generation.count()).toBe(2);
  });
});

describe('generations through the AI provider', () => {
  let fake: FakeOpenAI;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await startTestApp({
      generator: openAIGenerator({ apiKey: 'test-key', baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 5000, maxRetries: 0, log }),
    });
    setClock('2026-03-02T10:00:00Z');
  });
  afterAll(async () => {
    setClock(null);
    await t.stop();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const customize = {
    originalProgram: renderProgramText(program()),
    customizationRequest: 'we only have 40 minutes on Tuesday',
    teamId: 'team-a',
    document: program(),
  };
  const plan = JSON.stringify({
    changes: [{ text: 'we only have 40 minutes on Tuesday', days: ['tuesday'], blocks: [], operation: { op: 'length', minutes: 40, change: 'set' } }],
    notUnderstood: [],
  });

  it('a slow provider holds no request: 202 at once, running while the provider works, then the answer the call gives', async () => {
    fake.reply({ content: plan });
    const sync = await t.post('/api/ai/customize-program', customize, people.coachA);
    expect(sync.status).toBe(200);

    fake.reply({ content: plan, delayMs: 600 });
    const before = Date.now();
    const started = await postAsync(t, '/api/ai/customize-program', customize, people.coachA);
    expect(started.status).toBe(202);
    expect(Date.now() - before).toBeLessThan(500);
    expect((await t.get(started.headers.location!, people.coachA)).body).toEqual({ generationId: started.body.generationId, status: 'running' });
    const done = await follow(t, started.headers.location!);
    expect(done.body).toEqual({ generationId: started.body.generationId, status: 'done', result: sync.body });
    expect(fake.requests).toHaveLength(2);
  });

  it('a provider failure is recorded with the 502 and message the call would have answered', async () => {
    fake.reply({ status: 500 });
    const sync = await t.post('/api/ai/generate-elite-program', elite, people.coachA);
    expect(sync.status).toBe(502);

    fake.reply({ status: 500, delayMs: 200 });
    const started = await postAsync(t, '/api/ai/generate-elite-program', elite, people.coachA);
    expect(started.status).toBe(202);
    const failed = await follow(t, started.headers.location!);
    expect(failed.body).toEqual({
      generationId: started.body.generationId,
      status: 'failed',
      error: { status: 502, code: 'AI_PROVIDER_ERROR', message: sync.body.message },
    });
    expect(failed.body.error.message).toMatch(/^The AI provider failed \(status 500\)\. Nothing was saved/);
    // Recorded, not retried: the outbox row is closed and the provider was asked once.
    expect(await t.outbox.depth()).toEqual({ waiting: 0, due: 0 });
    expect(fake.requests).toHaveLength(2);
  });
});
