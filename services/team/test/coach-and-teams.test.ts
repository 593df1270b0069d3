import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '@rugby/contracts';
import { setClock } from '@rugby/service-kit';
import { identityHeaders, makeIdentity } from '@rugby/service-kit/testing';
import { asSession, coachBody, registerCoach, registerUser, resolveSession, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
/** Invite codes the app will hand out next (then random ones). */
const queuedCodes: string[] = [];
beforeAll(async () => {
  t = await startTestApp({ newInviteCode: () => queuedCodes.shift() ?? `code-${crypto.randomUUID()}` });
});
afterAll(() => t.stop());
afterEach(() => {
  queuedCodes.length = 0;
  delete process.env.ENABLE_TEST_ENDPOINTS;
});

/** A registered player on a team (joining by invitation is a later feature, so the membership is written directly). */
async function addPlayer(teamId: string) {
  const account = await registerUser(t.app);
  const profile = await request(t.app).post('/api/player/profile').set(account.headers).send({ position: 'wing', height: 180, weight: 85 });
  expect(profile.status).toBe(200);
  await t.prisma.membership.create({ data: { teamId, userId: account.user.id, role: 'player', status: 'active', joinedAt: new Date() } });
  return { ...account, headers: await asSession(t.app, account.token) };
}

describe('POST /api/coaches/create', () => {
  it('creates profile, team and head-coach membership in one step', async () => {
    const account = await registerUser(t.app, { firstName: 'Dana', lastName: 'Hill' });
    const res = await request(t.app)
      .post('/api/coaches/create')
      .set(account.headers)
      .send(coachBody({ email: account.email, teamName: '  Riverside RFC ' }));
    expect(res.status).toBe(201);
    expect(res.headers[HEADERS.identityChanged]).toBe('1');
    expect(res.body.coach).toEqual({ id: account.user.id, name: 'Dana Hill' });
    expect(res.body.team.name).toBe('Riverside RFC');

    const team = await t.prisma.team.findUniqueOrThrow({ where: { id: res.body.team.id } });
    expect(team).toMatchObject({ maxPlayers: 35, description: 'Senior men', inviteCode: res.body.team.inviteCode });
    expect(team.timeZone).toBeTruthy();
    const membership = await t.prisma.membership.findUniqueOrThrow({ where: { teamId_userId: { teamId: team.id, userId: account.user.id } } });
    expect(membership).toMatchObject({ role: 'head_coach', status: 'active' });
    expect(await t.prisma.coachProfile.findUniqueOrThrow({ where: { userId: account.user.id } })).toMatchObject({
      specialization: 'forwards',
      experience: '2-5',
      phone: '+64 21 000 0000',
    });
    expect(await t.prisma.activity.findMany({ where: { teamId: team.id }, select: { description: true } })).toEqual([{ description: 'Team created' }]);

    const identity = await resolveSession(t.app, account.token);
    expect(identity).toMatchObject({ userType: 'coach', memberships: [{ teamId: team.id, role: 'head_coach' }] });
    const me = await request(t.app)
      .get('/api/auth/user')
      .set(await asSession(t.app, account.token));
    expect(me.body).toMatchObject({ userType: 'coach', teamName: 'Riverside RFC', phone: '+64 21 000 0000' });
  });

  it('generates long random invite codes', async () => {
    const a = await registerCoach(t.app, 'Code A');
    const b = await registerCoach(t.app, 'Code B');
    expect(a.inviteCode).not.toBe(b.inviteCode);
    const real = (await import('../src/domain/teams.ts')).newTeamInviteCode();
    expect(real).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('retries a colliding invite code, and leaves nothing half-created when it keeps failing', async () => {
    const first = await registerCoach(t.app, 'First Club');
    queuedCodes.push(first.inviteCode, 'fresh-code-1');
    const retried = await registerCoach(t.app, 'Second Club');
    expect(retried.inviteCode).toBe('fresh-code-1');

    const account = await registerUser(t.app);
    queuedCodes.push(first.inviteCode, first.inviteCode, first.inviteCode);
    const res = await request(t.app)
      .post('/api/coaches/create')
      .set(account.headers)
      .send(coachBody({ teamName: 'Doomed Club' }));
    expect(res.status).toBe(500);
    expect(res.body.message).not.toMatch(/unique|constraint|prisma/i);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { id: account.user.id } });
    expect(user).toMatchObject({ userType: null, phone: null });
    expect(await t.prisma.coachProfile.count({ where: { userId: account.user.id } })).toBe(0);
    expect(await t.prisma.team.count({ where: { name: 'Doomed Club' } })).toBe(0);
    expect(await t.prisma.membership.count({ where: { userId: account.user.id } })).toBe(0);
  });

  it('creates one team for one user however many identical requests arrive at once', async () => {
    const account = await registerUser(t.app, { firstName: 'Pat', lastName: 'Quinn' });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(t.app)
          .post('/api/coaches/create')
          .set(account.headers)
          .send(coachBody({ email: account.email, teamName: 'Harbour Tens' })),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(results.map((r) => r.body.team.id)).size).toBe(1);
    expect(await t.prisma.membership.count({ where: { userId: account.user.id, role: 'head_coach' } })).toBe(1);
    // A retry later answers the same team; a team of another name is a second team.
    const retry = await request(t.app)
      .post('/api/coaches/create')
      .set(account.headers)
      .send(coachBody({ email: account.email, teamName: 'harbour tens' }));
    expect(retry.body.team.id).toBe(results[0]!.body.team.id);
    const other = await request(t.app)
      .post('/api/coaches/create')
      .set(account.headers)
      .send(coachBody({ email: account.email, teamName: 'Harbour Sevens' }));
    expect(other.status).toBe(201);
    expect(other.body.team.id).not.toBe(results[0]!.body.team.id);
  });

  it('needs a session and valid input', async () => {
    const anon = await request(t.app).post('/api/coaches/create').send(coachBody());
    expect(anon.status).toBe(401);
    expect(anon.body.message).toContain('Unauthorized');
    const account = await registerUser(t.app);
    const noTeam = await request(t.app)
      .post('/api/coaches/create')
      .set(account.headers)
      .send(coachBody({ teamName: '' }));
    expect(noTeam.status).toBe(400);
    expect(noTeam.body.message).toContain('teamName is required');
    const badSpec = await request(t.app)
      .post('/api/coaches/create')
      .set(account.headers)
      .send(coachBody({ specialization: 'wizard' }));
    expect(badSpec.body.message).toContain('specialization is not a valid option');
  });

  it('refuses a player of a team', async () => {
    const coach = await registerCoach(t.app, 'Player Home');
    const player = await addPlayer(coach.teamId);
    const res = await request(t.app).post('/api/coaches/create').set(player.headers).send(coachBody());
    expect(res.status).toBe(403);
  });
});

describe('POST /api/coaches/create-test', () => {
  it('is absent unless ENABLE_TEST_ENDPOINTS=1', async () => {
    const res = await request(t.app)
      .post('/api/coaches/create-test')
      .send(coachBody({ email: 'gated@example.test' }));
    expect(res.status).toBe(404);
    expect(await t.prisma.user.count({ where: { email: 'gated@example.test' } })).toBe(0);
  });

  it('creates user, coach and team without a session; 409 on a taken e-mail', async () => {
    process.env.ENABLE_TEST_ENDPOINTS = '1';
    const res = await request(t.app)
      .post('/api/coaches/create-test')
      .send(coachBody({ name: 'Terry Test', email: 'Terry@Example.test', teamName: 'Test Town' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ coach: { name: 'Terry Test' }, team: { name: 'Test Town' } });
    expect(res.headers['set-cookie']).toBeUndefined();
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email: 'terry@example.test' }, include: { memberships: true } });
    expect(user).toMatchObject({ firstName: 'Terry', lastName: 'Test', userType: 'coach' });
    expect(user.memberships).toMatchObject([{ teamId: res.body.team.id, role: 'head_coach' }]);

    const again = await request(t.app)
      .post('/api/coaches/create-test')
      .send(coachBody({ email: 'terry@example.test', teamName: 'Other' }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists');
    expect(await t.prisma.team.count({ where: { name: 'Other' } })).toBe(0);
  });
});

describe('profiles', () => {
  it('create-profile sets the user type and reports the identity change', async () => {
    const account = await registerUser(t.app);
    const res = await request(t.app).post('/api/users/create-profile').set(account.headers).send({ userType: 'player' });
    expect(res.status).toBe(200);
    expect(res.body.userType).toBe('player');
    expect(res.headers[HEADERS.identityChanged]).toBe('1');
    const bad = await request(t.app).post('/api/users/create-profile').set(account.headers).send({ userType: 'referee' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("userType must be 'coach' or 'player'");
    expect((await request(t.app).post('/api/users/create-profile').send({ userType: 'coach' })).status).toBe(401);
  });

  it('player profile stores position, height, weight and age', async () => {
    const account = await registerUser(t.app);
    const res = await request(t.app).post('/api/player/profile').set(account.headers).send({ position: 'fly-half', height: 181, weight: 84, age: 23 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userType: 'player', position: 'fly-half', height: 181, weight: 84, age: 23 });
    const missing = await request(t.app).post('/api/player/profile').set(account.headers).send({ position: 'fly-half', weight: 84 });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('height is required');
    const badPosition = await request(t.app).post('/api/player/profile').set(account.headers).send({ position: 'goalie', height: 181, weight: 84 });
    expect(badPosition.body.message).toContain('position must be one of');
  });

  it('a coach of a team cannot become a player', async () => {
    const coach = await registerCoach(t.app, 'Staying Coach');
    const res = await request(t.app).post('/api/player/profile').set(coach.headers).send({ position: 'wing', height: 180, weight: 80 });
    expect(res.status).toBe(403);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: coach.user.id } })).userType).toBe('coach');
  });

  it('coach profile creates a team only when named and none is coached yet', async () => {
    const account = await registerUser(t.app);
    const res = await request(t.app).post('/api/coach/profile').set(account.headers).send({ teamName: 'Profile Club' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userType: 'coach', teamName: 'Profile Club' });
    const again = await request(t.app)
      .post('/api/coach/profile')
      .set(await asSession(t.app, account.token))
      .send({ teamName: 'Profile Club Two' });
    expect(again.status).toBe(200);
    expect(await t.prisma.team.count({ where: { name: 'Profile Club Two' } })).toBe(0);
    expect(await t.prisma.membership.findMany({ where: { userId: account.user.id }, select: { role: true } })).toEqual([{ role: 'head_coach' }]);

    const noTeam = await registerUser(t.app);
    const plain = await request(t.app).post('/api/coach/profile').set(noTeam.headers).send({});
    expect(plain.body).toMatchObject({ userType: 'coach', teamName: null });
    expect(await t.prisma.coachProfile.count({ where: { userId: noTeam.user.id } })).toBe(1);
  });
});

describe('teams', () => {
  it('GET /api/teams lists coached teams for coaches and the own team for players', async () => {
    const coach = await registerCoach(t.app, 'Listed Club');
    const second = await request(t.app)
      .post('/api/coaches/create')
      .set(coach.headers)
      .send(coachBody({ teamName: 'Listed Club B' }));
    expect(second.status).toBe(201);
    const coachTeams = await request(t.app)
      .get('/api/teams')
      .set(await asSession(t.app, coach.token));
    const zone = (await t.prisma.team.findUniqueOrThrow({ where: { id: coach.teamId } })).timeZone;
    expect(coachTeams.body).toEqual([
      { id: coach.teamId, name: 'Listed Club', description: 'Senior men', timeZone: zone, playerCount: 0, role: 'head_coach' },
      { id: second.body.team.id, name: 'Listed Club B', description: 'Senior men', timeZone: zone, playerCount: 0, role: 'head_coach' },
    ]);

    const player = await addPlayer(coach.teamId);
    expect((await request(t.app).get('/api/teams').set(player.headers)).body).toEqual([
      { id: coach.teamId, name: 'Listed Club', description: 'Senior men', timeZone: zone, playerCount: 1, role: 'player' },
    ]);
    expect((await request(t.app).get('/api/player/team').set(player.headers)).body).toEqual({ teamId: coach.teamId });

    const loner = await registerUser(t.app);
    expect((await request(t.app).get('/api/teams').set(loner.headers)).body).toEqual([]);
    expect((await request(t.app).get('/api/player/team').set(loner.headers)).body).toEqual({ teamId: null });
    expect((await request(t.app).get('/api/teams')).status).toBe(401);
    expect((await request(t.app).get('/api/player/team')).status).toBe(401);
  });
});

describe('PATCH /api/teams/:teamId (edit the team)', () => {
  it("changes the name, description and time zone for the team's coaches; the team's today follows the zone", async () => {
    const coach = await registerCoach(t.app, 'Zoned Club');
    const headers = await asSession(t.app, coach.token);
    // 2026-12-31 20:00 UTC is already 1 January 2027 in Auckland: the default season moves to 2027.
    setClock(new Date('2026-12-31T20:00:00Z'));
    try {
      await t.prisma.team.update({ where: { id: coach.teamId }, data: { timeZone: 'Europe/London' } });
      expect((await request(t.app).get(`/api/teams/${coach.teamId}/season-settings`).set(headers)).body.preseasonStartDate).toBe('2026-01-01');

      const res = await request(t.app)
        .patch(`/api/teams/${coach.teamId}`)
        .set(headers)
        .send({ name: '  Zoned Club Seniors ', description: '', timeZone: 'pacific/auckland' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: coach.teamId,
        name: 'Zoned Club Seniors',
        description: null,
        timeZone: 'Pacific/Auckland',
        playerCount: 0,
        role: 'head_coach',
      });
      expect((await request(t.app).get('/api/teams').set(headers)).body[0]).toMatchObject({ name: 'Zoned Club Seniors', timeZone: 'Pacific/Auckland' });
      expect((await request(t.app).get(`/api/teams/${coach.teamId}/season-settings`).set(headers)).body.preseasonStartDate).toBe('2027-01-01');
      expect((await request(t.app).get('/api/coaches/dashboard').set(headers)).body.team.name).toBe('Zoned Club Seniors');
    } finally {
      setClock(null);
    }
  });

  it('refuses what is not a team edit with a 400 naming the field, and other people with 401/403', async () => {
    const coach = await registerCoach(t.app, 'Guarded Club');
    const headers = await asSession(t.app, coach.token);
    const patch = (body: unknown, h: Record<string, string> = headers) =>
      request(t.app)
        .patch(`/api/teams/${coach.teamId}`)
        .set(h)
        .send(body as object);
    for (const [body, field] of [
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
      [{ timeZone: 42 }, 'timeZone'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ description: 'x'.repeat(2001) }, 'description'],
      [{}, 'name'],
    ] as const) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(field);
    }
    expect((await t.prisma.team.findUniqueOrThrow({ where: { id: coach.teamId } })).name).toBe('Guarded Club');

    const other = await registerCoach(t.app, 'Other Club');
    expect((await patch({ name: 'Taken over' }, await asSession(t.app, other.token))).status).toBe(403);
    const player = await addPlayer(coach.teamId);
    expect((await patch({ name: 'Taken over' }, player.headers)).status).toBe(403);
    expect((await request(t.app).patch(`/api/teams/${coach.teamId}`).send({ name: 'Taken over' })).status).toBe(401);
    expect((await t.prisma.team.findUniqueOrThrow({ where: { id: coach.teamId } })).name).toBe('Guarded Club');
  });
});

describe('POST /api/teams/:teamId/invite-code (replace the team link)', () => {
  it('gives the team a new code: the old link stops working, the new one works, personal invitations are untouched', async () => {
    const coach = await registerCoach(t.app, 'Rotating Club');
    const personal = await request(t.app)
      .post('/api/invitations/create')
      .set(coach.headers)
      .send({ playerName: 'Kept Invite', playerPhone: '+64 21 555 0101' });
    expect(personal.status).toBe(201);
    const personalCode = String(personal.body.inviteLink).split('/join/')[1]!;
    const neighbour = await registerCoach(t.app, 'Neighbour Club');
    queuedCodes.push(neighbour.inviteCode, 'rotated-team-code');

    // A collision with an existing code is retried with the next one.
    const res = await request(t.app).post(`/api/teams/${coach.teamId}/invite-code`).set(coach.headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ inviteCode: 'rotated-team-code' });
    expect((await request(t.app).get(`/api/invitations/${coach.inviteCode}`)).status).toBe(404);
    expect((await request(t.app).get('/api/invitations/rotated-team-code')).body).toMatchObject({ kind: 'team', team: { name: 'Rotating Club' } });
    expect((await request(t.app).get(`/api/invitations/${personalCode}`)).status).toBe(200);

    const dashboard = await request(t.app).get('/api/coaches/dashboard').set(coach.headers);
    expect(dashboard.body.team.inviteCode).toBe('rotated-team-code');
    expect(dashboard.body.recentActivity[0]).toMatchObject({ description: 'Team invitation link replaced' });
  });

  it('is for the coaches of that team only', async () => {
    const coach = await registerCoach(t.app, 'Guarded Club');
    const other = await registerCoach(t.app, 'Envious Club');
    const player = await addPlayer(coach.teamId);
    const url = `/api/teams/${coach.teamId}/invite-code`;
    expect((await request(t.app).post(url)).status).toBe(401);
    expect((await request(t.app).post(url).set(player.headers)).status).toBe(403);
    expect((await request(t.app).post(url).set(other.headers)).status).toBe(403);
    const team = await t.prisma.team.findUniqueOrThrow({ where: { id: coach.teamId } });
    expect(team.inviteCode).toBe(coach.inviteCode);
  });
});

describe('season settings', () => {
  it('answers the defaults to the team coach only', async () => {
    const coach = await registerCoach(t.app, 'Season Club');
    const other = await registerCoach(t.app, 'Rival Club');
    const player = await addPlayer(coach.teamId);
    const url = `/api/teams/${coach.teamId}/season-settings`;

    // The spec's month and day ranges, in the season of the team's today.
    setClock('2026-11-24T10:00:00Z');
    try {
      const own = await request(t.app).get(url).set(coach.headers);
      expect(own.status).toBe(200);
      expect(own.body).toEqual({
        matchDay: 'saturday',
        preseasonStartDate: '2026-01-01',
        preseasonEndDate: '2026-03-31',
        inseasonStartDate: '2026-04-01',
        inseasonEndDate: '2026-10-31',
        // Never saved by a coach: the defaults apply.
        savedAt: null,
      });
      setClock('2027-02-01T10:00:00Z');
      expect((await request(t.app).get(url).set(coach.headers)).body).toMatchObject({
        preseasonStartDate: '2027-01-01',
        inseasonEndDate: '2027-10-31',
        savedAt: null,
      });
    } finally {
      setClock(null);
    }

    expect((await request(t.app).get(url)).status).toBe(401);
    expect((await request(t.app).get(url).set(player.headers)).status).toBe(403);
    expect((await request(t.app).get(url).set(other.headers)).status).toBe(403);
    expect((await request(t.app).get('/api/teams/no-such-team/season-settings').set(other.headers)).status).toBe(403);
    // A forged membership claim does not help: the team's own records decide.
    const forged = makeIdentity({ userId: other.user.id, userType: 'coach', memberships: [{ teamId: coach.teamId, role: 'head_coach' }] });
    expect(
      (
        await request(t.app)
          .get(url)
          .set(await identityHeaders(forged))
      ).status,
    ).toBe(403);
  });

  it('saves valid phases and rejects reversed or overlapping ones', async () => {
    const coach = await registerCoach(t.app, 'Saving Club');
    const other = await registerCoach(t.app, 'Meddling Club');
    const url = `/api/teams/${coach.teamId}/season-settings`;
    const settings = { preseasonStartDate: '2026-01-05', preseasonEndDate: '2026-03-15', inseasonStartDate: '2026-03-16', inseasonEndDate: '2026-09-30' };

    expect((await request(t.app).get(url).set(coach.headers)).body.savedAt).toBeNull();
    setClock('2026-11-24T10:00:00Z');
    try {
      const saved = await request(t.app).post(url).set(coach.headers).send(settings);
      expect(saved.status).toBe(200);
      // The match day defaults to Saturday; saving without one keeps it, saving with one changes it. The answer says
      // when a coach saved the settings, and so does every later read.
      expect(saved.body).toEqual({ ...settings, matchDay: 'saturday', savedAt: '2026-11-24T10:00:00.000Z' });
      expect((await request(t.app).get(url).set(coach.headers)).body).toEqual({ ...settings, matchDay: 'saturday', savedAt: '2026-11-24T10:00:00.000Z' });
      setClock('2026-11-25T08:30:00Z');
      const again = await request(t.app)
        .post(url)
        .set(coach.headers)
        .send({ ...settings, matchDay: 'sunday' });
      expect(again.body).toMatchObject({ matchDay: 'sunday', savedAt: '2026-11-25T08:30:00.000Z' });
      setClock('2026-11-26T07:15:00Z');
      expect((await request(t.app).post(url).set(coach.headers).send(settings)).body).toMatchObject({
        matchDay: 'sunday',
        savedAt: '2026-11-26T07:15:00.000Z',
      });
    } finally {
      setClock(null);
    }
    const badDay = await request(t.app)
      .post(url)
      .set(coach.headers)
      .send({ ...settings, matchDay: 'wednesday' });
    expect(badDay.status).toBe(400);
    expect(badDay.body.message).toContain('matchDay');

    const reversed = await request(t.app)
      .post(url)
      .set(coach.headers)
      .send({ ...settings, preseasonEndDate: '2026-01-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toContain('Pre-season end date must not be before its start date');
    const overlap = await request(t.app)
      .post(url)
      .set(coach.headers)
      .send({ ...settings, inseasonStartDate: '2026-03-01' });
    expect(overlap.status).toBe(400);
    expect(overlap.body.message).toBe('Pre-season and in-season must not overlap');
    const missing = await request(t.app)
      .post(url)
      .set(coach.headers)
      .send({ ...settings, inseasonEndDate: undefined });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('inseasonEndDate is required');
    const badDate = await request(t.app)
      .post(url)
      .set(coach.headers)
      .send({ ...settings, preseasonStartDate: '2026-02-30' });
    expect(badDate.body.message).toContain('preseasonStartDate is not a valid date');

    expect((await request(t.app).post(url).set(other.headers).send(settings)).status).toBe(403);
    // Refused saves leave the settings and when they were saved as they were.
    expect((await request(t.app).get(url).set(coach.headers)).body).toEqual({ ...settings, matchDay: 'sunday', savedAt: '2026-11-26T07:15:00.000Z' });
  });
});
