import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, SERVER_ERRORS, SESSION_COOKIE } from '@rugby/contracts';
import { setClock } from '@rugby/service-kit';
import { identityHeaders, makeIdentity } from '@rugby/service-kit/testing';
import { hashSessionToken } from '../src/domain/sessions.ts';
import { asSession, registerUser, resolveSession, sessionTokenFrom, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ loginLimits: { perAccount: { points: 5, durationSeconds: 900 }, perIp: { points: 8, durationSeconds: 900 } } });
});
afterAll(() => t.stop());
afterEach(() => setClock(null));

const DAY = 24 * 60 * 60 * 1000;
const login = (body: object, ip = '198.51.100.1') => request(t.app).post('/api/auth/login').set('X-Forwarded-For', ip).send(body);

describe('registration', () => {
  it('creates the account, hashes the password with argon2id and signs it in', async () => {
    const res = await request(t.app)
      .post('/api/auth/register')
      .send({ email: '  Riley.Reg@Example.TEST ', password: 'abcdef', confirmPassword: 'abcdef', firstName: 'Riley', lastName: 'Reg', userType: 'coach' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'riley.reg@example.test', firstName: 'Riley', lastName: 'Reg', userType: 'coach', position: null, teamName: null });
    expect(res.headers[HEADERS.identityChanged]).toBe('1');
    const token = sessionTokenFrom(res);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url

    const credential = await t.prisma.passwordCredential.findUniqueOrThrow({ where: { userId: res.body.id } });
    expect(credential.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(credential.passwordHash).not.toContain('abcdef');
    // Only the token's hash is stored.
    const session = await t.prisma.session.findFirstOrThrow({ where: { userId: res.body.id } });
    expect(session.tokenHash).toBe(hashSessionToken(token!));
    expect(session.tokenHash).not.toBe(token);

    const me = await request(t.app)
      .get('/api/auth/user')
      .set(await asSession(t.app, token!));
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: res.body.id, email: 'riley.reg@example.test', userType: 'coach' });
  });

  it('rejects a taken e-mail (any case) with 409', async () => {
    await registerUser(t.app, { email: 'taken@example.test' });
    const again = await request(t.app).post('/api/auth/register').send({ email: 'TAKEN@example.test', password: 'abcdef', firstName: 'Other' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SERVER_ERRORS.emailTaken);
    expect(sessionTokenFrom(again)).toBeNull();
  });

  it('validates the body with messages naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ email: 'a@example.test', password: 'abc', firstName: 'A' }, 'password must be at least 6 characters long'],
      [{ email: 'a@example.test', password: 'abcdef', confirmPassword: 'abcdeg', firstName: 'A' }, 'Passwords do not match'],
      [{ email: 'not-an-email', password: 'abcdef', firstName: 'A' }, 'email must be a valid email address'],
      [{ password: 'abcdef', firstName: 'A' }, 'email is required'],
      [{ email: 'a@example.test', password: 'abcdef', firstName: '  ' }, 'firstName is required'],
      [{ email: 'a@example.test', password: 'abcdef', firstName: 'A', userType: 'admin' }, "userType must be 'coach' or 'player'"],
    ];
    for (const [body, message] of cases) {
      const res = await request(t.app).post('/api/auth/register').send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await t.prisma.user.count({ where: { email: 'a@example.test' } })).toBe(0);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password only, and sets a hardened cookie', async () => {
    const { email } = await registerUser(t.app, { email: 'signin@example.test', password: 'right-password' });
    const wrong = await login({ email, password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(SERVER_ERRORS.invalidCredentials);
    const unknown = await login({ email: 'nobody@example.test', password: 'whatever' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(SERVER_ERRORS.invalidCredentials);

    const ok = await login({ email: 'SignIn@Example.test', password: 'right-password' });
    expect(ok.status).toBe(200);
    expect(ok.body.email).toBe(email);
    const cookie = ([] as string[]).concat(ok.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/);

    const https = await request(t.app).post('/api/auth/login').set('X-Forwarded-Proto', 'https').send({ email, password: 'right-password' });
    expect(([] as string[]).concat(https.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toMatch(/; Secure/);
  });

  it('requires both fields', async () => {
    const res = await login({ email: 'x@example.test' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('password is required');
  });

  it('logs out: revokes the session, clears the cookie, and answers even when signed out', async () => {
    const { token, headers } = await registerUser(t.app);
    const out = await request(t.app).post('/api/auth/logout').set(headers);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'Logged out successfully' });
    expect(([] as string[]).concat(out.headers['set-cookie'] ?? []).join()).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
    expect(await resolveSession(t.app, token)).toBeNull();

    const anonymous = await request(t.app).post('/api/auth/logout');
    expect(anonymous.status).toBe(200);
  });

  it('GET /api/logout revokes and redirects to /', async () => {
    const { token } = await registerUser(t.app);
    const res = await request(t.app).get('/api/logout').set('cookie', `${SESSION_COOKIE}=${token}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(await resolveSession(t.app, token)).toBeNull();
  });

  it('GET /api/auth/user needs a signed identity', async () => {
    expect((await request(t.app).get('/api/auth/user')).status).toBe(401);
    // A cookie alone is not an identity: only the gateway's signed header is trusted.
    const { token } = await registerUser(t.app);
    expect((await request(t.app).get('/api/auth/user').set('cookie', `${SESSION_COOKIE}=${token}`)).status).toBe(401);
    const ghost = await request(t.app)
      .get('/api/auth/user')
      .set(await identityHeaders(makeIdentity({ userId: 'no-such-user' })));
    expect(ghost.status).toBe(401);
  });
});

describe('session lifetime', () => {
  it('expires after 7 idle days, and use keeps it alive', async () => {
    const start = new Date('2030-03-01T10:00:00Z');
    setClock(start);
    const { token } = await registerUser(t.app);
    setClock(new Date(start.getTime() + 6 * DAY));
    expect(await resolveSession(t.app, token)).not.toBeNull(); // bumps lastSeenAt
    setClock(new Date(start.getTime() + 12 * DAY));
    expect(await resolveSession(t.app, token)).not.toBeNull();
    setClock(new Date(start.getTime() + 19 * DAY + 1000));
    expect(await resolveSession(t.app, token)).toBeNull();
  });

  it('writes lastSeenAt at most once a minute', async () => {
    const start = new Date('2030-04-01T10:00:00Z');
    setClock(start);
    const { token } = await registerUser(t.app);
    const seen = async () => (await t.prisma.session.findUniqueOrThrow({ where: { tokenHash: hashSessionToken(token) } })).lastSeenAt.getTime();
    setClock(new Date(start.getTime() + 30_000));
    await resolveSession(t.app, token);
    expect(await seen()).toBe(start.getTime());
    setClock(new Date(start.getTime() + 61_000));
    await resolveSession(t.app, token);
    expect(await seen()).toBe(start.getTime() + 61_000);
  });

  it('ends 30 days after sign-in even when used every day', async () => {
    const start = new Date('2030-05-01T10:00:00Z');
    setClock(start);
    const { token } = await registerUser(t.app);
    for (let day = 5; day < 30; day += 5) {
      setClock(new Date(start.getTime() + day * DAY));
      expect(await resolveSession(t.app, token), `day ${day}`).not.toBeNull();
    }
    setClock(new Date(start.getTime() + 30 * DAY));
    expect(await resolveSession(t.app, token)).toBeNull();
  });

  it('a revoked session stays dead', async () => {
    const { token } = await registerUser(t.app);
    await t.prisma.session.update({ where: { tokenHash: hashSessionToken(token) }, data: { revokedAt: new Date() } });
    expect(await resolveSession(t.app, token)).toBeNull();
    expect(await resolveSession(t.app, 'not-a-token')).toBeNull();
  });
});

describe('login rate limits', () => {
  it('locks an account after 5 failures with 429 and Retry-After, from any IP', async () => {
    const { email, password } = await registerUser(t.app, { email: 'locked@example.test' });
    for (let i = 0; i < 5; i++) expect((await login({ email, password: 'nope-nope' }, `203.0.113.${i + 1}`)).status).toBe(401);
    const blocked = await login({ email, password }, '203.0.113.99');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(SERVER_ERRORS.tooManyLoginAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    // Another account is unaffected.
    const other = await registerUser(t.app);
    expect((await login({ email: other.email, password: other.password }, '203.0.113.99')).status).toBe(200);
  });

  it('a successful sign-in resets the account count', async () => {
    const { email, password } = await registerUser(t.app);
    for (let i = 0; i < 4; i++) await login({ email, password: 'nope-nope' }, `192.0.2.${i + 1}`);
    expect((await login({ email, password }, '192.0.2.50')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login({ email, password: 'nope-nope' }, `192.0.2.${i + 10}`)).status).toBe(401);
    expect((await login({ email, password }, '192.0.2.51')).status).toBe(200);
  });

  it('limits one IP across many accounts (client IP from X-Forwarded-For)', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 8; i++) expect((await login({ email: `spray${i}@example.test`, password: 'guess-guess' }, ip)).status).toBe(401);
    const { email, password } = await registerUser(t.app);
    const blocked = await login({ email, password }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await login({ email, password }, '198.51.100.78')).status).toBe(200);
  });
});
