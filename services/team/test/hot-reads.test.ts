import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTeamInfos, readUser } from '../src/domain/hot-reads.ts';
import type { TeamInfo } from '@rugby/contracts';
import { asTeamRole, seasonSettingsOf } from '../src/domain/rows.ts';
import { teamDomain, type TeamWithMembers } from '../src/domain/teams.ts';

/** What the team read answered when it went through Prisma: the reference the SQL must match. */
const toTeamInfo = (team: TeamWithMembers): TeamInfo => ({
  id: team.id,
  name: team.name,
  timeZone: team.timeZone,
  seasonSettings: seasonSettingsOf(team),
  members: team.memberships.map((m) => ({
    userId: m.userId,
    role: asTeamRole(m.role),
    firstName: m.user.firstName,
    lastName: m.user.lastName,
    email: m.user.email,
    position: m.user.position,
    height: m.user.height,
    weight: m.user.weight,
    age: m.user.age,
    joinedAt: m.joinedAt.toISOString(),
  })),
  version: team.version,
});
import { joinAndSignIn, registerCoach, startTestApp, type TestApp } from './helpers.ts';

/** The hot reads in SQL answer exactly what the Prisma reads they replace answer (hot-reads.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

describe('hot reads in SQL', () => {
  it('a team with settings and members, a team without settings, and an unknown id', async () => {
    const coach = await registerCoach(t.app, 'SQL Hawks');
    await joinAndSignIn(t.app, coach.inviteCode, { position: 'prop' });
    await joinAndSignIn(t.app, coach.inviteCode, { position: 'wing', height: null });
    const settings = {
      matchDay: 'sunday',
      preseasonStartDate: '2026-01-05',
      preseasonEndDate: '2026-03-29',
      inseasonStartDate: '2026-04-05',
      inseasonEndDate: '2026-10-25',
    };
    expect((await request(t.app).post(`/api/teams/${coach.teamId}/season-settings`).set(coach.headers).send(settings)).status).toBe(200);
    const bare = await registerCoach(t.app, 'No Settings');

    const ids = [bare.teamId, 'no-such-team', coach.teamId, bare.teamId];
    const viaPrisma = (await teamDomain({ prisma: t.prisma, sql: t.db.sql }).loadTeams(ids)).map((team) => (team ? toTeamInfo(team) : null));
    const viaSql = await readTeamInfos(t.db.sql, ids);
    expect(viaSql).toEqual(viaPrisma);
    expect(viaSql[2]!.members.map((m) => m.role)).toEqual(['head_coach', 'player', 'player']);
    expect(viaSql[2]!.seasonSettings.matchDay).toBe('sunday');
    expect(viaSql[2]!.members[1]!.joinedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('the signed-in user, with and without a team, and a user that does not exist', async () => {
    const coach = await registerCoach(t.app, 'User Reads');
    const player = await joinAndSignIn(t.app, coach.inviteCode, { position: '8', weight: 104 });
    const loner = await request(t.app)
      .post('/api/auth/register')
      .send({ email: `loner-${Date.now()}@example.test`, password: 'secret-pass', firstName: 'Lone' });
    for (const userId of [coach.user.id, player.userId, loner.body.id as string]) {
      const u = await t.prisma.user.findUniqueOrThrow({ where: { id: userId } });
      const first = await t.prisma.membership.findFirst({
        where: { userId, status: 'active' },
        include: { team: true },
        orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }],
      });
      expect(await readUser(t.db.sql, userId)).toEqual({
        id: u.id,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        userType: u.userType,
        position: u.position,
        phone: u.phone,
        height: u.height,
        weight: u.weight,
        age: u.age,
        teamName: first?.team.name ?? null,
      });
    }
    expect((await readUser(t.db.sql, loner.body.id as string))!.teamName).toBeNull();
    expect(await readUser(t.db.sql, 'nobody')).toBeNull();
    expect((await readUser(t.db.sql, player.userId))!.teamName).toBe('User Reads');
  });

  it('the dashboard lists pending coach invitations until they expire, and the newest activity first', async () => {
    const coach = await registerCoach(t.app, 'Dash Hawks');
    const invite = (name: string, email: string) =>
      request(t.app).post('/api/invitations/create-coach').set(coach.headers).send({ coachName: name, coachEmail: email, role: 'assistant_coach' });
    expect((await invite('Kept Pending', 'kept@example.test')).status).toBe(201);
    expect((await invite('Long Gone', 'gone@example.test')).status).toBe(201);
    await t.prisma.invitation.updateMany({ where: { teamId: coach.teamId, name: 'Long Gone' }, data: { expiresAt: new Date(Date.now() - 60_000) } });
    const dash = await request(t.app).get('/api/coaches/dashboard').set(coach.headers);
    expect(dash.status).toBe(200);
    expect(dash.body.coaches.filter((c: { status: string }) => c.status === 'pending').map((c: { name: string }) => c.name)).toEqual(['Kept Pending']);
    const stamps = dash.body.recentActivity.map((a: { timestamp: string }) => a.timestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(dash.body.recentActivity[0].description).toMatch(/Long Gone/);
    expect(stamps.every((s: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(s))).toBe(true);
  });
});
