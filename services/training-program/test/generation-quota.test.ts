/** A team's daily budget of generations is one budget for every replica of the service, and a 429 says when. */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@rugby/contracts';
import { createLogger, setClock } from '@rugby/service-kit';
import { identityHeaders } from '@rugby/service-kit/testing';
import { buildApp } from '../src/app.ts';
import { builtInGenerator } from '../src/generator/program-generator.ts';
import { people, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let replica: ReturnType<typeof buildApp>;
beforeAll(async () => {
  t = await startTestApp({ generationsPerTeamPerDay: 3 });
  replica = buildApp({ db: t.db, log: createLogger('replica'), team: t.teamService.client, generator: builtInGenerator(), generationsPerTeamPerDay: 3 });
  setClock('2026-03-02T10:00:00Z');
});
afterAll(async () => {
  setClock(null);
  await replica.close();
  await t.stop();
});

const onReplica = async (url: string, body: object, who: typeof people.coachA) =>
  request(replica.app)
    .post(url)
    .set(await identityHeaders(who))
    .send(body);

describe('generations per team per day', () => {
  it('counts elite programs, sessions and personal weeks on every replica; the next is a 429 with Retry-After', async () => {
    expect((await t.post('/api/ai/generate-elite-program', { programType: 'all-blacks', teamId: 'team-a' }, people.coachA)).status).toBe(200);
    // Refused before spending: a coach of another team, and bad input.
    expect((await onReplica('/api/ai/generate-elite-program', { programType: 'wales', teamId: 'team-a' }, people.coachB)).status).toBe(403);
    expect((await onReplica('/api/ai/generate-elite-program', { programType: 'nobody', teamId: 'team-a' }, people.coachA)).status).toBe(400);
    expect((await onReplica('/api/ai/generate-elite-program', { programType: 'wales', teamId: 'team-a' }, people.coachA)).status).toBe(200);
    expect((await t.post('/api/player/generate-training', { regenerate: true }, people.playerA)).status).toBe(200);
    const refused = await onReplica('/api/ai/generate-elite-program', { programType: 'springboks', teamId: 'team-a' }, people.coachA);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(SERVER_ERRORS.generationQuota(3, 24));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // A personal week already made is still read without spending.
    expect((await t.post('/api/player/generate-training', {}, people.playerA)).body.cached).toBe(true);
    // Another team has its own budget.
    expect((await t.post('/api/ai/generate-elite-program', { programType: 'all-blacks', teamId: 'team-b' }, people.coachB)).status).toBe(200);
  });
});
