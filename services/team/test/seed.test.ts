import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ASSISTANT, DEMO_COACH, DEMO_PLAYER, DEMO_TEAM, DEMO_USERS } from '@rugby/contracts';
import { DEMO_INVITATIONS, seedDemo } from '../src/seed.ts';
import { asSession, sessionTokenFrom, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const counts = async () => ({
  users: await t.prisma.user.count(),
  credentials: await t.prisma.passwordCredential.count(),
  teams: await t.prisma.team.count(),
  memberships: await t.prisma.membership.count(),
  coachProfiles: await t.prisma.coachProfile.count(),
  activities: await t.prisma.activity.count(),
  invitations: await t.prisma.invitation.count(),
});

describe('demo seed', () => {
  it('is idempotent', async () => {
    await seedDemo(t.prisma);
    const first = await counts();
    expect(first).toEqual({ users: 14, credentials: 14, teams: 1, memberships: 14, coachProfiles: 2, activities: 7, invitations: 2 });
    const hash = (await t.prisma.passwordCredential.findUniqueOrThrow({ where: { userId: DEMO_COACH.id } })).passwordHash;
    await seedDemo(t.prisma);
    expect(await counts()).toEqual(first);
    expect((await t.prisma.passwordCredential.findUniqueOrThrow({ where: { userId: DEMO_COACH.id } })).passwordHash).toBe(hash);
  });

  it('lets the demo coach and player sign in and see their team', async () => {
    const login = await request(t.app).post('/api/auth/login').send({ email: DEMO_COACH.email, password: DEMO_COACH.password });
    // The answer in the message: a 5xx here under load (seen twice in CI) must say what it was.
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body).toMatchObject({ firstName: 'Alex', lastName: 'Carter', userType: 'coach', teamName: DEMO_TEAM.name });
    const coachHeaders = await asSession(t.app, sessionTokenFrom(login)!);
    expect((await request(t.app).get('/api/teams').set(coachHeaders)).body).toMatchObject([{ id: DEMO_TEAM.id, name: DEMO_TEAM.name, role: 'head_coach' }]);

    const team = await t.prisma.team.findUniqueOrThrow({ where: { id: DEMO_TEAM.id }, include: { memberships: true } });
    expect(team.inviteCode).toBe(DEMO_TEAM.inviteCode);
    expect(team.memberships.find((m) => m.userId === DEMO_ASSISTANT.id)?.role).toBe('assistant_coach');
    expect(team.memberships.filter((m) => m.role === 'player')).toHaveLength(DEMO_USERS.length - 2);

    const player = await request(t.app).post('/api/auth/login').send({ email: DEMO_PLAYER.email, password: 'rugby-player-1' });
    expect(player.body).toMatchObject({ firstName: 'Sam', lastName: 'Taylor', position: 'fly-half', userType: 'player' });
    const activity = await t.prisma.activity.findMany({ where: { teamId: DEMO_TEAM.id }, select: { description: true } });
    expect(activity.map((a) => a.description)).toContain('Sam Taylor joined the team');

    // The dashboard shows the pending coach invitation, and its link opens the join page.
    const dash = await request(t.app).get('/api/coaches/dashboard').set(coachHeaders);
    expect(dash.body.coaches).toContainEqual({
      id: DEMO_INVITATIONS[0].id,
      name: 'Riley Morgan',
      email: 'riley.morgan@demo.test',
      role: 'fitness_trainer',
      status: 'pending',
    });
    expect(dash.body.recentActivity[0]).toMatchObject({ description: 'Invited Tom Harris (Wing)', status: 'pending' });
    const view = await request(t.app).get(`/api/invitations/${DEMO_INVITATIONS[0].code}`);
    expect(view.body).toMatchObject({ kind: 'coach', role: 'fitness_trainer', invitedBy: { firstName: 'Alex', lastName: 'Carter' } });
  });
});
