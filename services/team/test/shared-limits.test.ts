/**
 * Limits hold across replicas and restarts: two apps on one database (two replicas of the team service) count the
 * same failed sign-ins and invitations, and a new app on it (a restart) keeps the lock-out.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@rugby/service-kit';
import { buildApp } from '../src/app.ts';
import { fakeMessaging, registerCoach, registerUser, startTestApp, type TestApp } from './helpers.ts';

let first: TestApp;
const others: Array<ReturnType<typeof buildApp>> = [];
/** Another replica (or the same service after a restart) on the first one's database. */
const replica = () => {
  const built = buildApp({ db: first.db, log: createLogger('team-replica'), messaging: fakeMessaging(), oidc: null, publicBaseUrl: null });
  others.push(built);
  return built;
};

beforeAll(async () => {
  first = await startTestApp();
});
afterAll(async () => {
  for (const built of others) await built.close();
  await first.stop();
});

const login = (app: TestApp['app'], body: object, ip: string) => request(app).post('/api/auth/login').set('X-Forwarded-For', ip).send(body);

describe('limits shared by replicas', () => {
  it('five wrong passwords spread over two replicas lock the account on both, and a restart keeps the lock', async () => {
    const second = replica();
    const { email, password } = await registerUser(first.app, { email: 'spread@example.test' });
    for (let i = 0; i < 5; i++) {
      const app = i % 2 === 0 ? first.app : second.app;
      expect((await login(app, { email, password: 'wrong-wrong' }, `203.0.113.${i + 10}`)).status).toBe(401);
    }
    expect((await login(first.app, { email, password }, '203.0.113.50')).status).toBe(429);
    expect((await login(second.app, { email, password }, '203.0.113.51')).status).toBe(429);
    const restarted = replica();
    const locked = await login(restarted.app, { email, password }, '203.0.113.52');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
  });

  it("one coach's invitation budget is one budget whichever replica answers", async () => {
    const limits = { points: 3, durationSeconds: 3600 };
    const limited = await startTestApp({ messaging: fakeMessaging(), invitationLimits: limits });
    try {
      const twin = buildApp({
        db: limited.db,
        log: createLogger('team-replica'),
        messaging: fakeMessaging(),
        oidc: null,
        publicBaseUrl: null,
        invitationLimits: limits,
      });
      others.push(twin);
      const coach = await registerCoach(limited.app, 'Shared Limits RFC');
      const invite = (app: TestApp['app']) =>
        request(app).post('/api/invitations/create').set(coach.headers).send({ playerName: 'P', playerPhone: '+64 21 5' });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await invite(i % 2 === 0 ? limited.app : twin.app)).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      await limited.stop();
    }
  });
});
