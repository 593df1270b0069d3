import path from 'node:path';
import request from 'supertest';
import {
  HEADERS,
  InternalCallError,
  SESSION_COOKIE,
  type Identity,
  type OutboundResult,
  type PlanDay,
  type ProgramDay,
  type sendEmailBody,
  type sendSmsBody,
  type WelfareSummary,
} from '@rugby/contracts';
import type { z } from 'zod';
import { createLogger, internalServiceToken, type Database } from '@rugby/service-kit';
import { createTestDatabase, identityHeaders } from '@rugby/service-kit/testing';
import { buildApp, type BuildOptions } from '../src/app.ts';

export const migrations = path.resolve(import.meta.dirname, '../prisma/migrations');

export type TestApp = ReturnType<typeof buildApp> & { db: Database; stop: () => Promise<void> };

/**
 * A stand-in for the messaging service's internal client: records every SMS and e-mail and answers with `status`
 * (or throws, like an outage, when status is 'down').
 */
export function fakeMessaging(initial: OutboundResult['status'] | 'down' = 'outbox') {
  const sms: Array<z.input<typeof sendSmsBody>> = [];
  const emails: Array<z.input<typeof sendEmailBody>> = [];
  const fake = {
    status: initial,
    sms,
    emails,
    answer(): OutboundResult {
      if (fake.status === 'down') throw new Error('POST /internal/outbound/sms is unreachable');
      return { outboxId: `outbox-${sms.length + emails.length}`, status: fake.status, error: fake.status === 'blocked' ? 'Twilio error 30034' : null };
    },
    sendSms: async (body: z.input<typeof sendSmsBody>) => {
      sms.push(body);
      return fake.answer();
    },
    sendEmail: async (body: z.input<typeof sendEmailBody>) => {
      emails.push(body);
      return fake.answer();
    },
  };
  return fake;
}

/**
 * A stand-in for training-program's internal reads (the calendar feeds): the days a test sets, within the asked range;
 * `down` makes every read fail as an unreachable service would.
 */
export function fakeTraining() {
  const fake = {
    programDays: [] as ProgramDay[],
    planDays: [] as PlanDay[],
    /** Players' welfare summaries by player id (available when absent). */
    welfare: new Map<string, WelfareSummary>(),
    down: false,
    asked: [] as string[],
    client: {
      programDays: async (teamId: string, from: string, to: string) => {
        fake.asked.push(`program-days ${teamId} ${from} ${to}`);
        if (fake.down) throw new InternalCallError('GET program-days is unreachable', null);
        return { days: fake.programDays.filter((d) => d.date >= from && d.date <= to) };
      },
      planDays: async (teamId: string, playerId: string, from: string, to: string) => {
        fake.asked.push(`plan-days ${teamId} ${playerId} ${from} ${to}`);
        if (fake.down) throw new InternalCallError('GET plan-days is unreachable', null);
        return { days: fake.planDays.filter((d) => d.date >= from && d.date <= to) };
      },
      teamWelfare: async (teamId: string) => {
        fake.asked.push(`welfare ${teamId}`);
        if (fake.down) throw new InternalCallError('GET welfare is unreachable', null);
        return { date: '', players: [...fake.welfare].map(([playerId, summary]) => ({ playerId, summary })) };
      },
    },
  };
  return fake;
}

export async function startTestApp(options: Omit<BuildOptions, 'db' | 'log'> = {}): Promise<TestApp> {
  const db = await createTestDatabase('team', migrations);
  const built = buildApp({
    db,
    log: createLogger('team-test'),
    messaging: fakeMessaging(),
    training: fakeTraining().client,
    oidc: null,
    publicBaseUrl: null,
    ...options,
  });
  return {
    ...built,
    db,
    stop: async () => {
      await built.close();
      await db.close();
    },
  };
}

/** The session token from a response's Set-Cookie, or null. */
export function sessionTokenFrom(res: request.Response): string | null {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const ours = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const value = ours?.split(';')[0]?.slice(SESSION_COOKIE.length + 1);
  return value ? decodeURIComponent(value) : null;
}

export const internal = () => ({ [HEADERS.serviceToken]: internalServiceToken() });

/** What the gateway does with a session cookie: resolve it through the internal API. */
export async function resolveSession(app: TestApp['app'], token: string): Promise<Identity | null> {
  const res = await request(app).post('/internal/sessions/resolve').set(internal()).send({ token });
  if (res.status !== 200) throw new Error(`resolve failed: ${res.status} ${res.text}`);
  return res.body.identity;
}

/** Gateway-signed identity headers for a session token (throws when the session is not live). */
export async function asSession(app: TestApp['app'], token: string): Promise<Record<string, string>> {
  const identity = await resolveSession(app, token);
  if (!identity) throw new Error('session is not live');
  return { ...(await identityHeaders(identity)), cookie: `${SESSION_COOKIE}=${token}` };
}

let counter = 0;
/** Registers a fresh account and returns its session token and headers. */
export async function registerUser(app: TestApp['app'], overrides: Record<string, unknown> = {}) {
  counter += 1;
  const body = { email: `user${counter}-${Date.now()}@example.test`, password: 'secret-pass', firstName: 'Pat', lastName: `Number${counter}`, ...overrides };
  const res = await request(app).post('/api/auth/register').send(body);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  const token = sessionTokenFrom(res)!;
  return {
    token,
    user: res.body as { id: string; email: string },
    headers: await asSession(app, token),
    email: body.email as string,
    password: body.password as string,
  };
}

export const coachBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Casey Coach',
  email: 'casey@example.test',
  phone: '+64 21 000 0000',
  address: '1 Stadium Rd',
  specialization: 'forwards',
  experience: '2-5',
  teamName: 'Northern Hawks',
  teamDescription: 'Senior men',
  ...overrides,
});

/** Registers a user and makes them head coach of a new team. */
export async function registerCoach(app: TestApp['app'], teamName = 'Northern Hawks') {
  const account = await registerUser(app);
  const res = await request(app)
    .post('/api/coaches/create')
    .set(account.headers)
    .send(coachBody({ email: account.email, teamName }));
  if (res.status !== 201) throw new Error(`create coach failed: ${res.status} ${res.text}`);
  return { ...account, teamId: res.body.team.id as string, inviteCode: res.body.team.inviteCode as string, headers: await asSession(app, account.token) };
}

export const joinBodyFor = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    firstName: 'Jamie',
    lastName: `Joiner${counter}`,
    email: `joiner${counter}-${Date.now()}@example.test`,
    phone: '+64 21 111 2222',
    position: 'wing',
    height: 181,
    weight: 86,
    password: 'join-pass',
    ...overrides,
  };
};

/** Joins through a join link code, signs in with the new account and returns its session. */
export async function joinAndSignIn(app: TestApp['app'], code: string, overrides: Record<string, unknown> = {}) {
  const body = joinBodyFor(overrides);
  const joined = await request(app).post(`/api/invitations/${code}/join`).send(body);
  if (joined.status !== 201) throw new Error(`join failed: ${joined.status} ${joined.text}`);
  const login = await request(app).post('/api/auth/login').send({ email: body.email, password: body.password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  const token = sessionTokenFrom(login)!;
  return { userId: joined.body.userId as string, email: body.email as string, body, token, headers: await asSession(app, token) };
}
