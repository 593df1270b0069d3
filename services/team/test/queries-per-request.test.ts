import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@rugby/service-kit';
import { countingStatements, createTestDatabase } from '@rugby/service-kit/testing';
import { buildApp } from '../src/app.ts';
import { fakeMessaging, internal, joinAndSignIn, migrations, registerCoach } from './helpers.ts';

/**
 * Database statements per request do not grow with squad size: the coach's dashboard, the squad list, the team
 * context other services load and a player's own calls cost the same with 5 players as with 35.
 */
let app: ReturnType<typeof buildApp>['app'];
let stop: () => Promise<void>;
let counter: ReturnType<typeof countingStatements>;
beforeAll(async () => {
  const db = await createTestDatabase('team', migrations);
  counter = countingStatements(db);
  const built = buildApp({ db: counter.db, log: createLogger('team-test'), messaging: fakeMessaging(), oidc: null, publicBaseUrl: null });
  app = built.app;
  stop = async () => {
    await built.close();
    await db.close();
  };
});
afterAll(() => stop());

describe('statements per request', () => {
  it('are the same for a squad of 5 and of 35', async () => {
    const coach = await registerCoach(app);
    const players: Array<Awaited<ReturnType<typeof joinAndSignIn>>> = [];
    const join = async (n: number) => {
      for (let i = 0; i < n; i += 1) players.push(await joinAndSignIn(app, coach.inviteCode, { position: i % 2 ? 'prop' : 'wing' }));
    };
    const statements = async () => {
      const calls: Array<[string, () => request.Test]> = [
        ['GET /api/coaches/dashboard', () => request(app).get('/api/coaches/dashboard').set(coach.headers)],
        ['GET /api/teams', () => request(app).get('/api/teams').set(coach.headers)],
        ['GET /api/teams/:id/players/detailed', () => request(app).get(`/api/teams/${coach.teamId}/players/detailed`).set(coach.headers)],
        ['GET /internal/teams/:id', () => request(app).get(`/internal/teams/${coach.teamId}`).set(internal())],
        ['GET /api/auth/user (player)', () => request(app).get('/api/auth/user').set(players[0]!.headers)],
        ['GET /api/player/team', () => request(app).get('/api/player/team').set(players[0]!.headers)],
      ];
      const out: Record<string, number> = {};
      for (const [name, call] of calls) {
        counter.reset();
        const res = await call();
        expect(res.status, `${name}: ${res.text.slice(0, 200)}`).toBe(200);
        out[name] = counter.count();
      }
      return out;
    };
    await join(5);
    const small = await statements();
    await join(30);
    const large = await statements();
    expect(large).toEqual(small);
    // And they are few: a page's call is a handful of statements, not one per player.
    for (const [name, n] of Object.entries(small)) expect(n, name).toBeLessThanOrEqual(8);
    // The counter counts (a request that reads the database shows it).
    expect(small['GET /api/coaches/dashboard']).toBeGreaterThan(0);
  }, 120_000);
});
