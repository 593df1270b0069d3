import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, SERVER_ERRORS, SESSION_COOKIE, TEAM_ERRORS } from '@rugby/contracts';
import { verifyPassword } from '../src/domain/passwords.ts';
import { asSession, joinAndSignIn, registerCoach, registerUser, resolveSession, sessionTokenFrom, startTestApp, type TestApp } from './helpers.ts';

/** PATCH /api/auth/user (name and e-mail) and POST /api/auth/password: a signed-in user changes their own account. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ loginLimits: { perAccount: { points: 3, durationSeconds: 900 }, perIp: { points: 50, durationSeconds: 900 } } });
});
afterAll(() => t.stop());

const updateAccount = (headers: Record<string, string> | null, body: object) => {
  const call = request(t.app).patch('/api/auth/user');
  return (headers ? call.set(headers) : call).send(body);
};
const changePassword = (headers: Record<string, string> | null, body: object, ip = '198.51.100.20') => {
  const call = request(t.app).post('/api/auth/password').set('X-Forwarded-For', ip);
  return (headers ? call.set(headers) : call).send(body);
};
const login = (email: string, password: string) => request(t.app).post('/api/auth/login').send({ email, password });
const userRow = (id: string) => t.prisma.user.findUniqueOrThrow({ where: { id } });
const hashOf = async (userId: string) => (await t.prisma.passwordCredential.findUniqueOrThrow({ where: { userId } })).passwordHash;

describe('PATCH /api/auth/user', () => {
  it('changes the name and the e-mail (trimmed, lowercase) of the signed-in user only', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const otherBefore = await userRow(other.user.id);

    const res = await updateAccount(me.headers, { firstName: '  Robin ', lastName: ' Hart ', email: '  Robin.Hart@Example.TEST ' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: me.user.id, firstName: 'Robin', lastName: 'Hart', email: 'robin.hart@example.test' });
    expect(res.headers[HEADERS.identityChanged]).toBe('1');

    const fresh = await request(t.app)
      .get('/api/auth/user')
      .set(await asSession(t.app, me.token));
    expect(fresh.body).toMatchObject({ firstName: 'Robin', lastName: 'Hart', email: 'robin.hart@example.test' });
    // The new e-mail signs in; the old one no longer does.
    expect((await login('robin.hart@example.test', me.password)).status).toBe(200);
    expect((await login(me.email, me.password)).status).toBe(401);
    // Another account is untouched.
    expect(await userRow(other.user.id)).toEqual(otherBefore);
  });

  it('keeps the last name when it is left out and removes it when empty; keeping the own e-mail is fine', async () => {
    const me = await registerUser(t.app, { lastName: 'Keep' });
    const kept = await updateAccount(me.headers, { firstName: 'Pat', email: me.email.toUpperCase() });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body).toMatchObject({ firstName: 'Pat', lastName: 'Keep', email: me.email });
    const removed = await updateAccount(me.headers, { firstName: 'Pat', lastName: '  ', email: me.email });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.lastName).toBeNull();
  });

  it('refuses an invalid body with a 400 naming the field, and changes nothing', async () => {
    const me = await registerUser(t.app);
    const before = await userRow(me.user.id);
    const cases: Array<[object, string, string]> = [
      [{ firstName: '  ', email: 'a@example.test' }, 'firstName', 'firstName is required'],
      [{ email: 'a@example.test' }, 'firstName', 'firstName is required'],
      [{ firstName: 'A', email: 'not-an-email' }, 'email', 'email must be a valid email address'],
      [{ firstName: 'A' }, 'email', 'email is required'],
      [{ firstName: 'A'.repeat(101), email: 'a@example.test' }, 'firstName', 'firstName must be at most 100 characters'],
      [{ firstName: 'A', lastName: 7, email: 'a@example.test' }, 'lastName', 'lastName must be a string'],
    ];
    for (const [body, field, message] of cases) {
      const res = await updateAccount(me.headers, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
      expect(res.body.details).toContainEqual(expect.objectContaining({ path: [field] }));
    }
    expect(await userRow(me.user.id)).toEqual(before);
  });

  it('answers 409 for an e-mail another account uses (any case), and changes nothing', async () => {
    const taken = await registerUser(t.app, { email: 'already.here@example.test' });
    const me = await registerUser(t.app);
    const before = await userRow(me.user.id);
    const res = await updateAccount(me.headers, { firstName: 'New', lastName: 'Name', email: ' Already.Here@example.test' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SERVER_ERRORS.emailTaken);
    expect(await userRow(me.user.id)).toEqual(before);
    expect((await userRow(taken.user.id)).email).toBe('already.here@example.test');
  });

  it("shows the new name on the coach's dashboard and squad list at once (the team's version moves)", async () => {
    const coach = await registerCoach(t.app, 'Renamers RFC');
    const player = await joinAndSignIn(t.app, coach.inviteCode, { firstName: 'Old', lastName: 'Name' });
    const dashboard = async () => (await request(t.app).get('/api/coaches/dashboard').set(coach.headers).expect(200)).body;
    const version = async () => (await t.prisma.team.findUniqueOrThrow({ where: { id: coach.teamId } })).version;
    expect((await dashboard()).players.map((p: { name: string }) => p.name)).toEqual(['Old Name']);
    const before = await version();

    await updateAccount(player.headers, { firstName: 'New', lastName: 'Name', email: player.email }).expect(200);
    expect(await version()).toBeGreaterThan(before);
    expect((await dashboard()).players.map((p: { name: string }) => p.name)).toEqual(['New Name']);
    const squad = await request(t.app).get(`/api/teams/${coach.teamId}/players/detailed`).set(coach.headers).expect(200);
    expect(squad.body.players.map((p: { name: string }) => p.name)).toEqual(['New Name']);

    await updateAccount(coach.headers, { firstName: 'Head', lastName: 'Coach', email: coach.email }).expect(200);
    expect((await dashboard()).coach.name).toBe('Head Coach');
  });

  it('needs a signed-in user (401)', async () => {
    const res = await updateAccount(null, { firstName: 'A', email: 'anon@example.test' });
    expect(res.status).toBe(401);
    // A cookie alone is not an identity: only the gateway's signed header is.
    const { token } = await registerUser(t.app);
    expect(
      (await request(t.app).patch('/api/auth/user').set('cookie', `${SESSION_COOKIE}=${token}`).send({ firstName: 'A', email: 'x@example.test' })).status,
    ).toBe(401);
  });
});

describe('POST /api/auth/password', () => {
  it('stores the new password (argon2id), keeps this session and ends the other ones', async () => {
    const me = await registerUser(t.app, { password: 'old-password' });
    const elsewhere = sessionTokenFrom(await login(me.email, 'old-password').expect(200))!;
    const other = await registerUser(t.app);
    const otherHash = await hashOf(other.user.id);

    const res = await changePassword(me.headers, { currentPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'new-password' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ message: 'Password changed' });
    expect(sessionTokenFrom(res)).toBeNull(); // the cookie is not replaced

    const hash = await hashOf(me.user.id);
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'new-password')).toBe(true);
    expect(await resolveSession(t.app, me.token)).not.toBeNull();
    expect(await resolveSession(t.app, elsewhere)).toBeNull();
    expect((await login(me.email, 'old-password')).status).toBe(401);
    expect((await login(me.email, 'new-password')).status).toBe(200);
    // Another user's password and sessions are untouched.
    expect(await hashOf(other.user.id)).toBe(otherHash);
    expect(await resolveSession(t.app, other.token)).not.toBeNull();
  });

  it('takes the confirmation as optional', async () => {
    const me = await registerUser(t.app, { password: 'old-password' });
    expect((await changePassword(me.headers, { currentPassword: 'old-password', newPassword: 'another-one' })).status).toBe(200);
    expect((await login(me.email, 'another-one')).status).toBe(200);
  });

  it('refuses an invalid body with a 400 naming the field, and changes nothing', async () => {
    const me = await registerUser(t.app, { password: 'old-password' });
    const before = await hashOf(me.user.id);
    const cases: Array<[object, string, string]> = [
      [{ newPassword: 'new-password' }, 'currentPassword', 'currentPassword is required'],
      [{ currentPassword: '', newPassword: 'new-password' }, 'currentPassword', 'currentPassword is required'],
      [{ currentPassword: 'old-password' }, 'newPassword', 'newPassword is required'],
      [{ currentPassword: 'old-password', newPassword: 'abc' }, 'newPassword', 'newPassword must be at least 6 characters long'],
      [{ currentPassword: 'old-password', newPassword: 'x'.repeat(201) }, 'newPassword', 'newPassword must be at most 200 characters'],
      [{ currentPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'new-passw0rd' }, 'confirmPassword', 'Passwords do not match'],
    ];
    for (const [body, field, message] of cases) {
      const res = await changePassword(me.headers, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
      expect(res.body.details).toContainEqual(expect.objectContaining({ path: [field] }));
    }
    expect(await hashOf(me.user.id)).toBe(before);
  });

  it('answers a wrong current password with a 400 naming currentPassword; the user stays signed in', async () => {
    const me = await registerUser(t.app, { password: 'old-password' });
    const before = await hashOf(me.user.id);
    const res = await changePassword(me.headers, { currentPassword: 'not-my-password', newPassword: 'new-password' }, '198.51.100.30');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'BAD_REQUEST',
      message: `currentPassword: ${TEAM_ERRORS.wrongCurrentPassword}`,
      details: [expect.objectContaining({ path: ['currentPassword'], message: TEAM_ERRORS.wrongCurrentPassword })],
    });
    expect(await hashOf(me.user.id)).toBe(before);
    expect(await resolveSession(t.app, me.token)).not.toBeNull();
    expect((await login(me.email, 'old-password')).status).toBe(200);
  });

  it('counts wrong current passwords like failed sign-ins: 429 with Retry-After once the budget is spent', async () => {
    const me = await registerUser(t.app, { password: 'old-password' });
    const wrong = { currentPassword: 'guess-guess', newPassword: 'new-password' };
    for (let i = 0; i < 3; i++) expect((await changePassword(me.headers, wrong, `203.0.113.${40 + i}`)).status).toBe(400);
    const blocked = await changePassword(me.headers, { currentPassword: 'old-password', newPassword: 'new-password' }, '203.0.113.60');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(SERVER_ERRORS.tooManyPasswordAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await verifyPassword(await hashOf(me.user.id), 'old-password')).toBe(true);
    // The same budget as sign-in: the account's sign-in is held back too.
    expect(
      (await request(t.app).post('/api/auth/login').set('X-Forwarded-For', '203.0.113.61').send({ email: me.email, password: 'old-password' })).status,
    ).toBe(429);
    // Another account is unaffected.
    const other = await registerUser(t.app, { password: 'old-password' });
    expect((await changePassword(other.headers, { currentPassword: 'old-password', newPassword: 'new-password' }, '203.0.113.60')).status).toBe(200);
  });

  it('needs a signed-in user (401)', async () => {
    expect((await changePassword(null, { currentPassword: 'old-password', newPassword: 'new-password' })).status).toBe(401);
  });
});
