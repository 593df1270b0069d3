import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema, TEAM_ERRORS } from '@rugby/contracts';
import { setClock } from '@rugby/service-kit';
import { asSession, joinAndSignIn, registerCoach, registerUser, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let coach: Awaited<ReturnType<typeof registerCoach>>;
let rival: Awaited<ReturnType<typeof registerCoach>>;
let player: Awaited<ReturnType<typeof joinAndSignIn>>;
let rivalPlayer: Awaited<ReturnType<typeof joinAndSignIn>>;

beforeAll(async () => {
  t = await startTestApp();
  coach = await registerCoach(t.app, 'Squad Club');
  rival = await registerCoach(t.app, 'Rival Club');
  player = await joinAndSignIn(t.app, coach.inviteCode, {
    firstName: 'Pita',
    lastName: 'Wing',
    position: 'wing',
    phone: '+64 21 000 1111',
    height: 182,
    weight: 88,
  });
  rivalPlayer = await joinAndSignIn(t.app, rival.inviteCode, { firstName: 'Rua', lastName: 'Lock', position: 'lock' });
});
afterAll(() => t.stop());

describe('GET /api/coaches/dashboard', () => {
  it("answers the coach's first team with squad, staff and recent activity newest first", async () => {
    const res = await request(t.app).get('/api/coaches/dashboard').set(coach.headers);
    expect(res.status).toBe(200);
    const body = dashboardSchema.parse(res.body);
    expect(body.team).toEqual({ id: coach.teamId, name: 'Squad Club', inviteCode: coach.inviteCode, playerCount: 1, maxPlayers: 35 });
    const me = await t.prisma.user.findUniqueOrThrow({ where: { id: coach.user.id } });
    expect(body.coach).toEqual({ name: `Pat ${me.lastName}` });
    expect(body.players).toEqual([{ id: player.userId, name: 'Pita Wing', position: 'wing', phone: '+64 21 000 1111', status: 'active' }]);
    expect(body.coaches).toEqual([{ id: coach.user.id, name: body.coach.name, email: coach.email, role: 'head_coach', status: 'active' }]);
    expect(body.recentActivity.map((a) => [a.description, a.status])).toEqual([
      ['Pita Wing joined the team', 'completed'],
      ['Team created', 'completed'],
    ]);
    expect(Date.parse(body.recentActivity[0]!.timestamp)).toBeGreaterThanOrEqual(Date.parse(body.recentActivity[1]!.timestamp));
  });

  it('shows at most 20 activities, newest first', async () => {
    const base = Date.parse('2030-01-01T00:00:00Z');
    await t.prisma.activity.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({
        teamId: rival.teamId,
        kind: 'test',
        description: `Event ${i}`,
        status: 'completed',
        createdAt: new Date(base + i * 60_000),
      })),
    });
    const res = await request(t.app).get('/api/coaches/dashboard').set(rival.headers);
    expect(res.body.recentActivity).toHaveLength(20);
    expect(res.body.recentActivity[0].description).toBe('Event 24');
    expect(res.body.recentActivity[19].description).toBe('Event 5');
  });

  it('serves another team the coach coaches with ?teamId=, and refuses teams they do not coach', async () => {
    // The rival's head coach becomes assistant of Squad Club as well (written directly; the invitation path is tested elsewhere).
    await t.prisma.membership.create({
      data: { teamId: coach.teamId, userId: rival.user.id, role: 'assistant_coach', status: 'active', joinedAt: new Date() },
    });
    const rivalHeaders = await asSession(t.app, rival.token);
    const first = await request(t.app).get('/api/coaches/dashboard').set(rivalHeaders);
    expect(first.body.team.id).toBe(rival.teamId);
    const other = await request(t.app).get(`/api/coaches/dashboard?teamId=${coach.teamId}`).set(rivalHeaders);
    expect(other.status).toBe(200);
    expect(other.body.team.name).toBe('Squad Club');
    expect(other.body.coaches.map((c: { role: string }) => c.role)).toEqual(['head_coach', 'assistant_coach']);
    await t.prisma.membership.delete({ where: { teamId_userId: { teamId: coach.teamId, userId: rival.user.id } } });

    const foreign = await request(t.app).get(`/api/coaches/dashboard?teamId=${rival.teamId}`).set(coach.headers);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('You do not coach this team');
  });

  it('is for coaches only: 401 anonymous, 403 player, 404 with the spec text for a coach without a team', async () => {
    expect((await request(t.app).get('/api/coaches/dashboard')).status).toBe(401);
    expect((await request(t.app).get('/api/coaches/dashboard').set(player.headers)).status).toBe(403);
    const lonely = await registerUser(t.app, { userType: 'coach' });
    const res = await request(t.app).get('/api/coaches/dashboard').set(lonely.headers);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(TEAM_ERRORS.noTeam);
  });
});

describe('GET /api/teams/:teamId/players/detailed', () => {
  it("lists the team's players with their details for its coaches", async () => {
    const res = await request(t.app).get(`/api/teams/${coach.teamId}/players/detailed`).set(coach.headers);
    expect(res.status).toBe(200);
    expect(res.body.players).toEqual([
      {
        playerId: player.userId,
        name: 'Pita Wing',
        email: player.email,
        phone: '+64 21 000 1111',
        height: 182,
        weight: 88,
        position: 'wing',
        joinedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
  });

  it('401 anonymous, 403 player (even of the team), 403 other-team coach', async () => {
    const path = `/api/teams/${coach.teamId}/players/detailed`;
    expect((await request(t.app).get(path)).status).toBe(401);
    expect((await request(t.app).get(path).set(player.headers)).status).toBe(403);
    expect((await request(t.app).get(path).set(rival.headers)).status).toBe(403);
    expect((await request(t.app).get('/api/teams/no-such-team/players/detailed').set(coach.headers)).status).toBe(403);
  });
});

describe('PATCH /api/players/:playerId/details', () => {
  const path = () => `/api/players/${player.userId}/details`;

  it('lets a coach of the player edit height, weight, position and phone', async () => {
    setClock(null);
    const res = await request(t.app).patch(path()).set(coach.headers).send({ height: '185', weight: 90, position: 'fullback', phone: '+64 21 999 0000' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ playerId: player.userId, height: 185, weight: 90, position: 'fullback', phone: '+64 21 999 0000' });
    const user = await t.prisma.user.findUniqueOrThrow({ where: { id: player.userId } });
    expect(user).toMatchObject({ height: 185, weight: 90, position: 'fullback', phone: '+64 21 999 0000' });

    // Omitted fields stay; blank text clears.
    const partial = await request(t.app).patch(path()).set(coach.headers).send({ phone: '' });
    expect(partial.body).toMatchObject({ height: 185, weight: 90, position: 'fullback', phone: null });
  });

  it('validates numbers with messages naming the field and changes nothing', async () => {
    for (const [body, message] of [
      [{ height: 'tall' }, 'height must be a number'],
      [{ weight: 12.5 }, 'weight must be a whole number'],
      [{ height: 20 }, 'height must be at least 100'],
      [{ weight: 400 }, 'weight must be at most 250'],
    ] as const) {
      const res = await request(t.app).patch(path()).set(coach.headers).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: player.userId } })).height).toBe(185);
  });

  it('401 anonymous, 403 player, 404 for a coach of another team or an unknown player', async () => {
    expect((await request(t.app).patch(path()).send({ height: 170 })).status).toBe(401);
    expect((await request(t.app).patch(path()).set(player.headers).send({ height: 170 })).status).toBe(403);
    const foreign = await request(t.app).patch(path()).set(rival.headers).send({ height: 170 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(TEAM_ERRORS.playerNotFound);
    // A coach id is not a player of the team either.
    expect((await request(t.app).patch(`/api/players/${coach.user.id}/details`).set(coach.headers).send({ height: 170 })).status).toBe(404);
    expect((await request(t.app).patch(`/api/players/${rivalPlayer.userId}/details`).set(coach.headers).send({ height: 170 })).status).toBe(404);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: player.userId } })).height).toBe(185);
  });
});
