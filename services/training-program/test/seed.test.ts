import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COACH, DEMO_PLAYER, DEMO_PLAYERS, DEMO_TEAM, playerProgressSchema } from '@rugby/contracts';
import { setClock } from '@rugby/service-kit';
import { makeIdentity } from '@rugby/service-kit/testing';
import { Prisma } from '../src/generated/prisma/client.ts';
import { DEMO_APPROVED_PROGRAM_ID, DEMO_PUSHED_PROGRAM_ID, seedDemo } from '../src/seed.ts';
import { member, SEASON_2026, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const demoPlayer = makeIdentity({ userId: 'demo-player', userType: 'player', memberships: [{ teamId: DEMO_TEAM.id, role: 'player' }] });
const demoCoach = makeIdentity({ userId: DEMO_COACH.id, userType: 'coach', memberships: [{ teamId: DEMO_TEAM.id, role: 'head_coach' }] });

beforeAll(async () => {
  t = await startTestApp();
  t.teamService.teams[DEMO_TEAM.id] = {
    id: DEMO_TEAM.id,
    name: DEMO_TEAM.name,
    timeZone: process.env.TZ_DEFAULT ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    seasonSettings: SEASON_2026,
    members: [
      member(DEMO_COACH.id, 'head_coach'),
      member('demo-player', 'player'),
      { ...member(DEMO_PLAYER.id, 'player', { position: 'fly-half' }), joinedAt: '2026-02-18T09:00:00.000Z' },
    ],
    version: 0,
  };
});
afterAll(async () => {
  setClock(null);
  await t.stop();
});

describe('demo seed', () => {
  it('loads a pushed and an approved program, idempotently, and players get team training this week', async () => {
    setClock('2026-03-04T12:00:00Z'); // a Wednesday
    expect(await seedDemo(t.prisma)).toMatchObject({ programs: 2, pushedOn: '2026-03-02' });
    expect(await seedDemo(t.prisma)).toMatchObject({ programs: 2, pushedOn: '2026-03-02', historyDays: 0, loopRecords: 0 });
    expect(await t.prisma.approvedProgram.count()).toBe(2);
    expect(await t.prisma.programDistribution.count()).toBe(1);

    const list = (await t.get(`/api/teams/${DEMO_TEAM.id}/approved-programs`, demoCoach)).body.programs;
    expect(list.map((p: { id: string; isPushed: boolean }) => [p.id, p.isPushed])).toEqual([
      [DEMO_APPROVED_PROGRAM_ID, false],
      [DEMO_PUSHED_PROGRAM_ID, true],
    ]);
    expect(list[0].customizationPrompt).toBe('We only have 50 minutes on Monday. More conditioning');
    expect(list[0].programContent).toMatch(/## Customizations applied\n- Session length: Monday \d+ → 50 minutes\.\n- More conditioning: /);
    expect(list[0].document.meta.sessionMinutes).toEqual({ monday: 50 });

    setClock('2026-03-05T12:00:00Z');
    expect((await t.get('/api/players/training/today', demoPlayer)).body).toMatchObject({ hasTraining: true, training: { dayNumber: 3 } });

    // A later week: the seeded push restarts on that Monday while it is still the team's running program.
    setClock('2026-03-17T12:00:00Z');
    await seedDemo(t.prisma);
    expect((await t.get('/api/players/training/today', demoPlayer)).body).toMatchObject({ hasTraining: true, training: { dayNumber: 2 } });
  });

  it('gives the squad 12 weeks of check-ins and session reports (never today), so Reports has a flag and an injury', async () => {
    await t.prisma.sessionReport.deleteMany();
    await t.prisma.readinessCheckIn.deleteMany();
    // The whole demo squad in the team (the other tests need only two players).
    const team = t.teamService.teams[DEMO_TEAM.id]!;
    const squad = DEMO_PLAYERS.filter((p) => p.id !== DEMO_PLAYER.id).map((p) => member(p.id, 'player', { position: p.position ?? null }));
    t.teamService.teams[DEMO_TEAM.id] = { ...team, members: [...team.members, ...squad], version: team.version + 1 };
    setClock('2026-03-04T12:00:00Z');
    expect((await seedDemo(t.prisma)).loopRecords).toBeGreaterThan(12 * 40);
    expect((await seedDemo(t.prisma)).loopRecords).toBe(0);
    expect(await t.prisma.sessionReport.count({ where: { date: { gte: '2026-03-04' } } })).toBe(0);
    expect(await t.prisma.sessionReport.count({ where: { date: { lt: '2025-12-10' } } })).toBe(0);
    const report = (await t.get(`/api/teams/${DEMO_TEAM.id}/report`, demoCoach)).body;
    expect(report.players.filter((p: { playerId: string }) => DEMO_PLAYERS.some((d) => d.id === p.playerId))).toHaveLength(12);
    const flagged = report.players.filter((p: { workload: { flagged: boolean } }) => p.workload.flagged);
    expect(flagged.map((p: { playerId: string }) => p.playerId)).toContain(DEMO_PLAYERS[3]!.id);
    expect(report.players.filter((p: { load: { sessions: number } }) => p.load.sessions > 0)).toHaveLength(12);
    expect(await t.prisma.readinessCheckIn.findFirst({ where: { injury: true } })).toMatchObject({
      playerId: DEMO_PLAYERS[5]!.id,
      date: '2026-03-02',
      injuryArea: 'hamstring',
    });
  });

  it('gives the demo player a realistic history in this and last week (never today), idempotently, with the laws gate open', async () => {
    const demo = makeIdentity({ userId: DEMO_PLAYER.id, userType: 'player', memberships: [{ teamId: DEMO_TEAM.id, role: 'player' }] });
    await t.prisma.trainingLog.deleteMany();
    await t.prisma.lawAssignment.deleteMany();
    await t.prisma.viewedLaw.deleteMany();
    await t.prisma.teamTrainingCompletion.deleteMany();
    setClock('2026-03-05T12:00:00Z'); // Thursday
    const { historyDays } = await seedDemo(t.prisma);
    // Candidates: Mon, Tue, Thu, Fri of last week and Mon, Tue of this week; a missed day may be among them.
    expect(historyDays).toBeGreaterThanOrEqual(4);
    expect(historyDays).toBeLessThanOrEqual(6);
    const counts = async () => [
      await t.prisma.trainingLog.count(),
      await t.prisma.lawAssignment.count(),
      await t.prisma.viewedLaw.count(),
      await t.prisma.teamTrainingCompletion.count(),
    ];
    const before = await counts();
    expect((await seedDemo(t.prisma)).historyDays).toBe(0);
    expect(await counts()).toEqual(before);
    expect(await t.prisma.trainingLog.count({ where: { date: { gte: '2026-03-05' } } })).toBe(0);
    expect(await t.prisma.trainingLog.count({ where: { date: { lt: '2026-02-23' } } })).toBe(0);

    const history = await t.get('/api/player/progress/history?weeks=2', demo);
    expect(history.status).toBe(200);
    const [lastWeek, thisWeek] = history.body.weeks;
    expect(lastWeek.daysCompleted + thisWeek.daysCompleted).toBeGreaterThanOrEqual(3);
    expect(lastWeek.completed).toBeGreaterThan(0);
    const progress = playerProgressSchema.parse((await t.get('/api/player/progress', demo)).body);
    expect(progress.completed).toBeGreaterThan(0);
    expect(progress.today).toMatchObject({ date: '2026-03-05', completed: 0 });

    // The done strength and conditioning items were logged set by set: the record has best sets, the warm-up none.
    const record = (await t.get('/api/player/training-record', demo)).body as { records: { exercise: string; set: string }[] };
    expect(record.records.length).toBeGreaterThan(0);
    expect(await t.prisma.trainingLog.count({ where: { category: 'warmup', performed: { not: Prisma.DbNull } } })).toBe(0);
    expect(await t.prisma.trainingLog.count({ where: { category: 'strength', completed: true, performed: { equals: Prisma.DbNull } } })).toBe(0);

    // Today is fresh: the gate is open and today's laws are waiting in the popup.
    expect((await t.get('/api/player/training', demo)).status).toBe(200);
    expect((await t.get('/api/player/unviewed-laws', demo)).body).toHaveLength(3);
  });
});
