import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSeasonSettings, HEADERS, identitySchema, teamInfoSchema, teamInternalClient } from '@rugby/contracts';
import { calendarDate, now } from '@rugby/service-kit';
import { identityHeaders, makeIdentity } from '@rugby/service-kit/testing';
import { asSession, internal, registerCoach, registerUser, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let coach: Awaited<ReturnType<typeof registerCoach>>;
let rival: Awaited<ReturnType<typeof registerCoach>>;
let player: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await startTestApp();
  coach = await registerCoach(t.app, 'Internal Club');
  rival = await registerCoach(t.app, 'Rival Club');
  player = await registerUser(t.app, { firstName: 'Sky', lastName: 'Wing' });
  await request(t.app).post('/api/player/profile').set(player.headers).send({ position: 'wing', height: 182, weight: 88, age: 21 });
  await t.prisma.membership.create({ data: { teamId: coach.teamId, userId: player.user.id, role: 'player', status: 'active', joinedAt: new Date() } });
  player = { ...player, headers: await asSession(t.app, player.token) };
});
afterAll(() => t.stop());

describe('internal API', () => {
  it('requires the service token', async () => {
    expect((await request(t.app).post('/internal/sessions/resolve').send({ token: coach.token })).status).toBe(401);
    expect((await request(t.app).get(`/internal/teams/${coach.teamId}`).set(HEADERS.serviceToken, 'wrong')).status).toBe(401);
    // A signed user identity is not a service token.
    expect(
      (
        await request(t.app)
          .get(`/internal/teams/${coach.teamId}`)
          .set(await identityHeaders(makeIdentity({ userId: coach.user.id })))
      ).status,
    ).toBe(401);
  });

  it('resolves sessions to identities with memberships', async () => {
    const res = await request(t.app).post('/internal/sessions/resolve').set(internal()).send({ token: player.token });
    expect(res.status).toBe(200);
    const identity = identitySchema.parse(res.body.identity);
    expect(identity).toEqual({
      userId: player.user.id,
      email: player.email,
      firstName: 'Sky',
      lastName: 'Wing',
      userType: 'player',
      memberships: [{ teamId: coach.teamId, role: 'player', teamVersion: expect.any(Number) }],
    });
    // With the user as GET /api/auth/user answers it (the gateway answers that call from its session cache).
    expect(res.body.user).toEqual((await request(t.app).get('/api/auth/user').set(player.headers)).body);
    expect(res.body.user.id).toBe(player.user.id);
    expect((await request(t.app).post('/internal/sessions/resolve').set(internal()).send({ token: 'unknown' })).body).toEqual({ identity: null, user: null });
    const bad = await request(t.app).post('/internal/sessions/resolve').set(internal()).send({});
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('token is required');
  });

  it('serves teams with members and season settings, singly and in batches', async () => {
    const res = await request(t.app).get(`/internal/teams/${coach.teamId}`).set(internal());
    expect(res.status).toBe(200);
    const team = teamInfoSchema.parse(res.body);
    expect(team).toMatchObject({ id: coach.teamId, name: 'Internal Club', seasonSettings: defaultSeasonSettings(calendarDate(now(), team.timeZone)) });
    expect(team.members.map((m) => [m.userId, m.role])).toEqual([
      [coach.user.id, 'head_coach'],
      [player.user.id, 'player'],
    ]);
    expect(team.members[1]).toMatchObject({ firstName: 'Sky', position: 'wing', height: 182, weight: 88, age: 21 });

    const missing = await request(t.app).get('/internal/teams/nope').set(internal());
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'NOT_FOUND', message: 'Team not found' });

    const batch = await request(t.app)
      .post('/internal/teams/batch')
      .set(internal())
      .send({ teamIds: [rival.teamId, 'nope', coach.teamId] });
    expect(batch.status).toBe(200);
    expect(batch.body.teams.map((x: { name: string } | null) => x?.name ?? null)).toEqual(['Rival Club', null, 'Internal Club']);
    expect((await request(t.app).post('/internal/teams/batch').set(internal()).send({ teamIds: 'x' })).status).toBe(400);
  });

  it('serves a user profile (position for players without a team)', async () => {
    const res = await request(t.app).get(`/internal/users/${player.user.id}`).set(internal());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId: player.user.id, userType: 'player', position: 'wing', height: 182, weight: 88, age: 21 });
    expect(Number.isNaN(Date.parse(res.body.createdAt))).toBe(false);
    const missing = await request(t.app).get('/internal/users/nope').set(internal());
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'NOT_FOUND', message: 'User not found' });
    expect((await request(t.app).get(`/internal/users/${player.user.id}`)).status).toBe(401);
  });

  it('records activity for an existing team', async () => {
    const ok = await request(t.app)
      .post(`/internal/teams/${coach.teamId}/activity`)
      .set(internal())
      .send({ kind: 'program_pushed', description: 'Program pushed to players' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ ok: true });
    expect(await t.prisma.activity.findFirst({ where: { teamId: coach.teamId, kind: 'program_pushed' } })).toMatchObject({
      description: 'Program pushed to players',
      status: 'completed',
    });
    expect((await request(t.app).post('/internal/teams/nope/activity').set(internal()).send({ kind: 'x', description: 'y' })).status).toBe(404);
    expect((await request(t.app).post(`/internal/teams/${coach.teamId}/activity`).set(internal()).send({ kind: 'x', description: '' })).status).toBe(400);
  });

  it('works through the typed client from contracts', async () => {
    const server = t.app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const { port } = server.address() as { port: number };
      const client = teamInternalClient({ baseUrl: `http://127.0.0.1:${port}`, token: internal()[HEADERS.serviceToken]! });
      expect((await client.resolveSession(coach.token)).identity?.userId).toBe(coach.user.id);
      expect((await client.getTeam(coach.teamId)).name).toBe('Internal Club');
      expect((await client.getTeams([coach.teamId, 'nope'])).teams.map((x) => x?.id ?? null)).toEqual([coach.teamId, null]);
      expect((await client.getUser(player.user.id)).position).toBe('wing');
      expect(await client.recordActivity(coach.teamId, { kind: 'note', description: 'Typed client works' })).toEqual({ ok: true });
      await expect(client.getTeam('nope')).rejects.toMatchObject({ status: 404 });
    } finally {
      server.close();
    }
  });
});

const gql = async (query: string, variables: object = {}, headers: Record<string, string> = {}) =>
  request(t.app).post('/graphql').set(headers).send({ query, variables });

describe('GraphQL subgraph', () => {
  it('me is the signed-in user or null', async () => {
    const me = await gql('{ me { id email firstName lastName userType position } }', {}, player.headers);
    expect(me.body.data.me).toEqual({ id: player.user.id, email: player.email, firstName: 'Sky', lastName: 'Wing', userType: 'player', position: 'wing' });
    expect((await gql('{ me { id } }')).body.data.me).toBeNull();
  });

  it('myTeams and team(id) show only the caller’s teams; members only to members', async () => {
    const mine = await gql('{ myTeams { id name maxPlayers playerCount members { role user { id firstName } } } }', {}, player.headers);
    expect(mine.body.data.myTeams).toEqual([
      {
        id: coach.teamId,
        name: 'Internal Club',
        maxPlayers: 35,
        playerCount: 1,
        members: [
          { role: 'head_coach', user: { id: coach.user.id, firstName: 'Pat' } },
          { role: 'player', user: { id: player.user.id, firstName: 'Sky' } },
        ],
      },
    ]);
    expect((await gql('{ myTeams { id } }')).body.errors[0].extensions.code).toBe('UNAUTHORIZED');

    const q = 'query($id: ID!) { team(id: $id) { name } }';
    expect((await gql(q, { id: coach.teamId }, player.headers)).body.data.team).toEqual({ name: 'Internal Club' });
    expect((await gql(q, { id: coach.teamId }, rival.headers)).body.data.team).toBeNull();

    const foreign = await gql('query($ids: [ID!]!) { teamsByIds(ids: $ids) { name members { role } } }', { ids: [coach.teamId] }, rival.headers);
    expect(foreign.body.errors[0]).toMatchObject({ message: 'Only members of this team can see its members', extensions: { code: 'FORBIDDEN' } });
  });

  it("members' e-mails: a player sees only their own, the team's coaches see everyone's", async () => {
    const q = '{ myTeams { members { user { id email } } } }';
    const emails = async (headers: Record<string, string>) =>
      Object.fromEntries(
        ((await gql(q, {}, headers)).body.data.myTeams[0].members as { user: { id: string; email: string | null } }[]).map((m) => [m.user.id, m.user.email]),
      );
    expect(await emails(player.headers)).toEqual({ [coach.user.id]: null, [player.user.id]: player.email });
    expect(await emails(coach.headers)).toEqual({ [coach.user.id]: coach.email, [player.user.id]: player.email });
  });

  it('teamsByIds is the batched merge entry point, in key order with nulls for unknown ids', async () => {
    const res = await gql(
      'query($ids: [ID!]!) { teamsByIds(ids: $ids) { id name playerCount } }',
      { ids: ['nope', coach.teamId, rival.teamId] },
      coach.headers,
    );
    expect(res.body.data.teamsByIds).toEqual([
      null,
      { id: coach.teamId, name: 'Internal Club', playerCount: 1 },
      { id: rival.teamId, name: 'Rival Club', playerCount: 0 },
    ]);
    const sdl = (await gql('{ _sdl }')).body.data._sdl as string;
    expect(sdl).toMatch(/type Team @key\(selectionSet: "\{ id }"\) @canonical/);
    expect(sdl).toMatch(/teamsByIds\(ids: \[ID!\]!\): \[Team\]! @merge\(keyField: "id"\)/);
  });
});
