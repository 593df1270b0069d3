import type { ActivityCategory, ProgramItemDoc } from '@rugby/contracts';
import { readinessAdaptation } from '@rugby/contracts/training-load';
import { setClock } from '@rugby/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESCRIPTIONS } from '../src/content/doses.ts';
import { adaptItem } from '../src/player/readiness-adaptation.ts';
import { people, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  setClock(new Date('2026-03-04T09:00:00Z')); // a Wednesday, UTC (team-a's time zone)
});
afterAll(async () => {
  setClock(null);
  await t.stop();
});

const ready = { sleep: 4, soreness: 3, fatigue: 3, stress: 4, mood: 5 };

describe('readiness check-in (PUT /api/player/readiness)', () => {
  it("saves today's check-in with its score and how the session adapts; saving again replaces it", async () => {
    const first = await t.put('/api/player/readiness', ready, people.playerA);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      date: '2026-03-04',
      ...ready,
      injury: false,
      injuryArea: null,
      notes: null,
      score: 3.8,
      adaptation: { level: 'as-planned', volume: 1, reason: 'readiness 3.8/5: train as planned' },
    });

    const low = await t.put('/api/player/readiness', { sleep: 2, soreness: 2, fatigue: 2, stress: 3, mood: 3, notes: ' Late night ' }, people.playerA);
    expect(low.body).toMatchObject({
      score: 2.4,
      notes: 'Late night',
      adaptation: { level: 'low', volume: 0.7, noSprints: true, reason: 'readiness 2.4/5: volume −30 %, no sprints or hard intervals' },
    });
    expect(await t.prisma.readinessCheckIn.count({ where: { playerId: 'player-a' } })).toBe(1);

    const day = await t.get('/api/player/day-log', people.playerA);
    expect(day.status).toBe(200);
    expect(day.body).toMatchObject({ date: '2026-03-04', readiness: { score: 2.4 }, session: null });
  });

  it('records an injury with where it is felt: volume halved, no sprints or contact', async () => {
    const res = await t.put('/api/player/readiness', { ...ready, date: '2026-03-03', injury: true, injuryArea: 'hamstring' }, people.playerA2);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      date: '2026-03-03',
      injury: true,
      injuryArea: 'hamstring',
      adaptation: { level: 'injured', volume: 0.5, noSprints: true, noContact: true },
    });
    expect(res.body.adaptation.reason).toContain('hamstring reported');
  });

  it('refuses bad values with a 400 naming the field, and keeps what was saved', async () => {
    const before = (await t.get('/api/player/day-log', people.playerA)).body;
    for (const [body, field] of [
      [{ ...ready, sleep: 0 }, 'sleep'],
      [{ ...ready, mood: 6 }, 'mood'],
      [{ ...ready, fatigue: 2.5 }, 'fatigue'],
      [{ ...ready, stress: '4' }, 'stress'],
      [{ soreness: 3, fatigue: 3, stress: 4, mood: 5 }, 'sleep'],
      [{ ...ready, injury: 'yes' }, 'injury'],
      [{ ...ready, injury: true, injuryArea: 'elbow pit' }, 'injuryArea'],
      [{ ...ready, injuryArea: 'knee' }, 'injuryArea'],
      [{ ...ready, notes: 'x'.repeat(501) }, 'notes'],
      [{ ...ready, date: '2026-03-05' }, 'date'],
      [{ ...ready, date: '2026-02-25' }, 'date'],
      [{ ...ready, date: '4 March' }, 'date'],
    ] as const) {
      const res = await t.put('/api/player/readiness', body, people.playerA);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(field);
    }
    expect((await t.get('/api/player/day-log', people.playerA)).body).toEqual(before);
  });
});

type Entry = {
  id: string;
  completed: boolean;
  activity: { category: ActivityCategory; duration: number; item?: ProgramItemDoc; source?: string };
  adjustment?: { reason: string; dropped: boolean; planned: ProgramItemDoc | null };
};

describe("the day's personal session follows the check-in", () => {
  const training = async () => (await t.get('/api/player/training', people.playerA)).body as Entry[];

  it('cuts the personal items by the rule, leaves out sprints with the reason shown, counts only what is left, and restores the plan', async () => {
    setClock(new Date('2026-03-05T09:00:00Z')); // Thursday
    try {
      let planned = await training();
      // Make one of the personal conditioning items a sprint, so the day has one to leave out.
      const sprintId = Object.entries(PRESCRIPTIONS).find(([, p]) => p.kind === 'sprint')![0];
      const target = planned.find(
        (e) => e.activity.source === 'personal' && e.activity.item && ['conditioning', 'strength', 'skills'].includes(e.activity.category),
      )!;
      await t.prisma.trainingLog.update({ where: { id: target.id }, data: { item: { ...target.activity.item!, exerciseId: sprintId } } });
      planned = await training();

      const lowScores = { sleep: 2, soreness: 2, fatigue: 2, stress: 2, mood: 2 };
      const low = await t.put('/api/player/readiness', lowScores, people.playerA);
      expect(low.body.adaptation.reason).toBe('readiness 2/5: volume −30 %, no sprints, hard intervals, plyometrics or live contact; RPE 6 (70 % 1RM) at most');
      const adaptation = readinessAdaptation(lowScores, { reported: false });
      const adapted = await training();
      expect(adapted.map((e) => e.id)).toEqual(planned.map((e) => e.id));
      planned.forEach((before, i) => {
        const after = adapted[i]!;
        // Every block and both sources: what the rule leaves out goes from the squad's session too.
        const rule = before.activity.item ? adaptItem(before.activity.item, before.activity.category, adaptation) : null;
        if (!rule || rule.change === 'none') return expect(after).toEqual(before);
        expect(after.adjustment).toEqual({ reason: rule.reason, dropped: rule.change === 'dropped', planned: before.activity.item });
        if (rule.change === 'reduced') expect(after.activity).toMatchObject({ item: rule.item, duration: rule.item.minutes });
      });
      expect(adapted.find((e) => e.id === target.id)!.adjustment).toEqual({
        reason: 'readiness 2/5: left out (sprints — sprinting on a poor check-in raises the risk of a strain)',
        dropped: true,
        planned: { ...target.activity.item!, exerciseId: sprintId },
      });
      expect(adapted.filter((e) => e.adjustment && !e.adjustment.dropped).length).toBeGreaterThan(0);
      // The Activate warm-up keeps its volume (it has no sprints to leave out).
      expect(adapted.filter((e) => e.activity.category === 'warmup').every((e) => !e.adjustment)).toBe(true);
      // Progress counts what is left to do.
      const progress = (await t.get('/api/player/progress', people.playerA)).body;
      expect(progress.today.planned).toBe(adapted.filter((e) => !e.adjustment?.dropped).length);

      // A second check-in replaces the first: as planned again.
      await t.put('/api/player/readiness', ready, people.playerA);
      expect(await training()).toEqual(planned);
    } finally {
      setClock(new Date('2026-03-04T09:00:00Z'));
    }
  });

  it('applies a check-in made before the day is opened when the plan is written', async () => {
    setClock(new Date('2026-03-06T09:00:00Z')); // Friday
    try {
      const injured = await t.put('/api/player/readiness', { ...ready, injury: true, injuryArea: 'calf-achilles' }, people.playerA);
      expect(injured.status).toBe(200);
      const day = await training();
      expect(injured.body.adaptation.reason).toMatch(
        /^readiness 3.8\/5, calf or achilles reported: volume −50 %, no jumps, .* or contact; .*tell your coach or physio$/,
      );
      const personal = day.filter((e) => e.activity.source === 'personal' && e.activity.item && !['warmup', 'cooldown'].includes(e.activity.category));
      expect(personal.length).toBeGreaterThan(0);
      // Each personal item is either left out (with why) or halved with the check-in's reason; replacements say what they replace.
      for (const e of personal) {
        expect(e.adjustment?.reason).toMatch(
          e.adjustment?.dropped
            ? /^calf or achilles reported: left out \(.+ — .+\)$/
            : e.adjustment?.planned
              ? /^readiness 3.8\/5, calf or achilles/
              : /^instead of .+: /,
        );
      }
    } finally {
      setClock(new Date('2026-03-04T09:00:00Z'));
    }
  });
});

describe('set-by-set logging (PUT /api/training-log/:logId/sets)', () => {
  const set = (reps: number | null, loadKg: number | null, seconds: number | null = null, meters: number | null = null) => ({ reps, loadKg, seconds, meters });

  it('logs what was done, shows the last time and the best, and celebrates a new personal record', async () => {
    setClock(new Date('2026-03-05T09:00:00Z')); // Thursday
    try {
      const day = (await t.get('/api/player/training', people.playerA2)).body as Entry[] & { id: string }[];
      const target = day.find((e) => e.activity.item && e.activity.category === 'strength')!;
      const first = await t.put(`/api/training-log/${target.id}/sets`, { sets: [set(8, 60), set(8, 60), set(7, 60)] }, people.playerA2);
      expect(first.status).toBe(200);
      expect(first.body.entry).toMatchObject({ id: target.id, completed: true, performed: { sets: [set(8, 60), set(8, 60), set(7, 60)], skipReason: null } });
      // The first time sets the mark; it is not a record.
      expect(first.body.record).toBeNull();
      expect((await t.get(`/api/training-log/${target.id}/history`, people.playerA2)).body).toEqual({ last: null, best: null });
      const logged = (await t.get('/api/player/training', people.playerA2)).body as Entry[] & { id: string }[];
      expect(logged.find((e) => e.id === target.id)).toMatchObject({ completed: true, performed: { sets: [set(8, 60), set(8, 60), set(7, 60)] } });

      // A week later, the same exercise: the last time and the best are shown, and a heavier set is a record.
      const later = await t.prisma.trainingLog.create({
        data: {
          playerId: 'player-a2',
          teamId: 'team-a',
          date: '2026-03-12',
          activityId: `${target.activity.item!.exerciseId}@strength`,
          category: 'strength',
          durationMinutes: 10,
          createdAt: new Date(),
        },
      });
      setClock(new Date('2026-03-12T09:00:00Z'));
      const history = await t.get(`/api/training-log/${later.id}/history`, people.playerA2);
      expect(history.body).toEqual({
        last: { date: '2026-03-05', sets: [set(8, 60), set(8, 60), set(7, 60)] },
        best: { kind: 'e1rm', value: 76, set: set(8, 60), date: '2026-03-05' }, // Epley: 60 × (1 + 8/30)
      });
      const record = await t.put(`/api/training-log/${later.id}/sets`, { sets: [set(8, 62.5), set(8, 62.5)] }, people.playerA2);
      expect(record.body.record).toEqual({ best: { kind: 'e1rm', value: 79.2, set: set(8, 62.5) }, previous: 76 });
      // Not better: no record.
      const same = await t.put(`/api/training-log/${later.id}/sets`, { sets: [set(8, 60)] }, people.playerA2);
      expect(same.body.record).toBeNull();

      // Skipped with a reason: not done, the reason kept; unticking forgets what was logged.
      const skipped = await t.put(`/api/training-log/${later.id}/sets`, { sets: [], skipReason: 'pain' }, people.playerA2);
      expect(skipped.body.entry).toMatchObject({ completed: false, performed: { sets: [], skipReason: 'pain' } });
      await t.put(`/api/training-log/${target.id}/sets`, { sets: [set(5, 40)] }, people.playerA2);
      const untick = await t.patch(`/api/training-log/${target.id}`, { completed: false }, people.playerA2);
      expect(untick.body.performed).toBeUndefined();
    } finally {
      setClock(new Date('2026-03-04T09:00:00Z'));
    }
  });

  it("refuses bad values with a 400 naming the field, and anyone else's log with a 404", async () => {
    setClock(new Date('2026-03-05T09:00:00Z'));
    try {
      const [entry] = (await t.get('/api/player/training', people.playerA2)).body as Array<{ id: string }>;
      const url = `/api/training-log/${entry!.id}/sets`;
      for (const [body, field] of [
        [{ sets: [set(10000, 60)] }, 'reps'],
        [{ sets: [set(8, -5)] }, 'loadKg'],
        [{ sets: [set(8, 501)] }, 'loadKg'],
        [{ sets: [set(8.5, 60)] }, 'reps'],
        [{ sets: [set(null, null, 4000)] }, 'seconds'],
        [{ sets: [set(null, null, null, 20000)] }, 'meters'],
        [{ sets: Array.from({ length: 21 }, () => set(5, 50)) }, 'sets'],
        [{ sets: [] }, 'sets'],
        [{ sets: [set(5, 50)], skipReason: 'pain' }, 'skipReason'],
        [{ sets: [], skipReason: 'bored' }, 'skipReason'],
        [{ sets: 'lots' }, 'sets'],
      ] as const) {
        const res = await t.put(url, body, people.playerA2);
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(res.body.message).toContain(field);
      }
      expect((await t.put(url, { sets: [set(5, 50)] }, people.playerA)).status).toBe(404);
      expect((await t.get(`/api/training-log/${entry!.id}/history`, people.playerA)).status).toBe(404);
      expect((await t.put(url, { sets: [set(5, 50)] }, people.coachA)).status).toBe(403);
    } finally {
      setClock(new Date('2026-03-04T09:00:00Z'));
    }
  });
});

describe('session report (PUT /api/player/session-report)', () => {
  it('stores session RPE and minutes and answers the load (RPE × minutes)', async () => {
    const res = await t.put('/api/player/session-report', { rpe: 7, durationMinutes: 75 }, people.playerA);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ date: '2026-03-04', rpe: 7, durationMinutes: 75, load: 525 });
    const again = await t.put('/api/player/session-report', { rpe: 6, durationMinutes: 75 }, people.playerA);
    expect(again.body.load).toBe(450);
    expect((await t.get('/api/player/day-log', people.playerA)).body.session).toMatchObject({ rpe: 6, load: 450 });
  });

  it('refuses RPE 11, 0 or 10,000 minutes and future dates with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ rpe: 11, durationMinutes: 60 }, 'rpe'],
      [{ rpe: 0, durationMinutes: 60 }, 'rpe'],
      [{ rpe: 5, durationMinutes: 10_000 }, 'durationMinutes'],
      [{ rpe: 5, durationMinutes: -5 }, 'durationMinutes'],
      [{ rpe: 5 }, 'durationMinutes'],
      [{ rpe: 5, durationMinutes: 60, date: '2026-03-05' }, 'date'],
    ] as const) {
      const res = await t.put('/api/player/session-report', body, people.playerA);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(field);
    }
    expect((await t.get('/api/player/day-log', people.playerA)).body.session).toMatchObject({ rpe: 6, load: 450 });
  });
});

describe("the squad's day (GET /api/teams/:teamId/readiness)", () => {
  it("lists every player with their check-in and report for the team's coaches only", async () => {
    const res = await t.get('/api/teams/team-a/readiness', people.assistantA);
    expect(res.status).toBe(200);
    expect(res.body.date).toBe('2026-03-04');
    expect(res.body.players.map((p: { playerId: string }) => p.playerId)).toEqual(['player-a', 'player-a2']);
    expect(res.body.players[0]).toMatchObject({ name: 'player-a Test', position: 'prop', readiness: { score: 2.4 }, session: { load: 450 } });
    // player-a2 checked in yesterday, not today: shown as not checked in.
    expect(res.body.players[1]).toMatchObject({ readiness: null, session: null });
    expect((await t.get('/api/teams/team-a/readiness?date=2026-03-03', people.coachA)).body.players[1].readiness).toMatchObject({ injuryArea: 'hamstring' });

    expect((await t.get('/api/teams/team-a/readiness')).status).toBe(401);
    expect((await t.get('/api/teams/team-a/readiness', people.playerA)).status).toBe(403);
    expect((await t.get('/api/teams/team-a/readiness', people.coachB)).status).toBe(403);
    expect((await t.get('/api/teams/team-a/readiness?date=2026-03-05', people.coachA)).status).toBe(400);
  });

  it('says who trained with the squad that day: completed its session, or ticked one of its items (not personal work alone)', async () => {
    const trained = async (date: string) =>
      Object.fromEntries(
        ((await t.get(`/api/teams/team-a/readiness?date=${date}`, people.coachA)).body.players as Array<{ playerId: string; trained: boolean }>).map((p) => [
          p.playerId,
          p.trained,
        ]),
      );
    expect(await trained('2026-03-02')).toEqual({ 'player-a': false, 'player-a2': false });
    const log = { date: '2026-03-02', category: 'warmup', durationMinutes: 10, completed: true, teamId: 'team-a' };
    await t.prisma.trainingLog.create({ data: { ...log, playerId: 'player-a2', activityId: 'personal-mobility', source: 'personal' } });
    expect(await trained('2026-03-02')).toEqual({ 'player-a': false, 'player-a2': false });
    await t.prisma.trainingLog.create({ data: { ...log, playerId: 'player-a2', activityId: 'squad-warmup', source: 'team' } });
    await t.prisma.teamTrainingCompletion.create({ data: { playerId: 'player-a', teamId: 'team-a', distributionId: 'd1', date: '2026-03-02', dayNumber: 1 } });
    expect(await trained('2026-03-02')).toEqual({ 'player-a': true, 'player-a2': true });
    expect(await trained('2026-03-01')).toEqual({ 'player-a': false, 'player-a2': false });
  });

  it("keeps a player's records to themselves: coaches cannot write them, other players cannot read them", async () => {
    expect((await t.put('/api/player/readiness', ready, people.coachA)).status).toBe(403);
    expect((await t.put('/api/player/session-report', { rpe: 5, durationMinutes: 60 }, people.coachA)).status).toBe(403);
    // Another player reads only their own (empty) day.
    expect((await t.get('/api/player/day-log', people.playerB)).body).toEqual({ date: '2026-03-04', readiness: null, session: null });
  });
});

describe('the squad report (GET /api/teams/:teamId/report)', () => {
  it('gives each player compliance, load, the workload ratio and readiness over the range', async () => {
    // player-a2: five weeks of Monday/Tuesday/Thursday/Friday sessions of 300 AU, then a week at 900 (RPE 9 × 100 min) — flagged.
    const rows: Array<{
      playerId: string;
      teamId: string;
      date: string;
      rpe: number;
      durationMinutes: number;
      load: number;
      createdAt: Date;
      updatedAt: Date;
    }> = [];
    for (let d = new Date('2026-01-26T00:00:00Z'); d <= new Date('2026-03-03T00:00:00Z'); d = new Date(d.getTime() + 86_400_000)) {
      const date = d.toISOString().slice(0, 10);
      if (![1, 2, 4, 5].includes(d.getUTCDay())) continue;
      const heavy = date >= '2026-02-26';
      rows.push({
        playerId: 'player-a2',
        teamId: 'team-a',
        date,
        rpe: heavy ? 9 : 5,
        durationMinutes: heavy ? 100 : 60,
        load: heavy ? 900 : 300,
        createdAt: d,
        updatedAt: d,
      });
    }
    await t.prisma.sessionReport.createMany({ data: rows });
    await t.prisma.trainingLog.create({
      data: { playerId: 'player-a', teamId: 'team-a', date: '2026-03-02', activityId: 'x', category: 'strength', durationMinutes: 10, completed: true },
    });

    const res = await t.get('/api/teams/team-a/report?from=2026-02-23&to=2026-03-04', people.coachA);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ from: '2026-02-23', to: '2026-03-04' });
    const [a, a2] = res.body.players;
    // Training days from Mon 23 Feb to Wed 4 Mar: 23, 24, 26, 27 Feb, 2, 3 Mar = 6.
    expect(a).toMatchObject({
      playerId: 'player-a',
      compliance: { planned: 6, done: 1, percent: 17 }, // ticked on Monday 2 March; Wednesday 4 March (its session report) is a rest day
      load: { sessions: 1, total: 450, last7Days: 450 },
      workload: { ratio: null, flagged: false },
      readiness: { checkIns: 1, average: 2.4, latest: { date: '2026-03-04', score: 2.4, level: 'low' } },
    });
    expect(a2.compliance).toEqual({ planned: 6, done: 6, percent: 100 });
    // 23, 24 Feb at 300; 26, 27 Feb, 2, 3 Mar at 900; the last 7 days (26 Feb on) hold the four heavy ones.
    expect(a2.load).toEqual({ sessions: 6, total: 4200, last7Days: 3600 });
    // EWMA over 38 days of reports (worked out by hand: acute 408.7, chronic 285.3): 1.43, above 1.3.
    expect(a2.workload).toEqual({ acute: 408.7, chronic: 285.3, ratio: 1.43, flagged: true });
    expect(a2.workload.flagged).toBe(true);
    expect(a2.readiness).toMatchObject({ checkIns: 1, latest: { date: '2026-03-03', level: 'injured' } });
    // Week by week for the charts: Mon 23 – Sun 1 (four heavy-then-light sessions), Mon 2 – Wed 4 (two).
    expect(a2.weeks).toEqual([
      { weekStart: '2026-02-23', planned: 4, done: 4, sessions: 4, load: 2400, readiness: null, acwr: expect.any(Number) },
      { weekStart: '2026-03-02', planned: 2, done: 2, sessions: 2, load: 1800, readiness: 3.8, acwr: 1.43 },
    ]);
    expect(a.weeks.map((w: { done: number }) => w.done)).toEqual([0, 1]);
  });

  it("refuses a range that is not one, and anyone but the team's coaches", async () => {
    for (const query of ['from=2026-03-04&to=2026-03-01', 'from=2025-11-01&to=2026-03-04', 'to=2026-03-05', 'from=March']) {
      const res = await t.get(`/api/teams/team-a/report?${query}`, people.coachA);
      expect(res.status, query).toBe(400);
    }
    expect((await t.get('/api/teams/team-a/report', people.playerA)).status).toBe(403);
    expect((await t.get('/api/teams/team-a/report', people.coachB)).status).toBe(403);
    expect((await t.get('/api/teams/team-a/report')).status).toBe(401);
  });
});

describe("a player's training record (GET /api/player/training-record, and the coach's view of it)", () => {
  const set = (reps: number | null, loadKg: number | null, seconds: number | null = null) => ({ reps, loadKg, seconds, meters: null });
  const logged = (date: string, activityId: string, name: string, sets: ReturnType<typeof set>[]) =>
    t.prisma.trainingLog.create({
      data: {
        playerId: 'player-b',
        teamId: 'team-b',
        date,
        activityId,
        category: 'strength',
        durationMinutes: 10,
        item: { name },
        performed: sets,
        completed: true,
        completedAt: new Date(`${date}T18:00:00Z`),
      },
    });

  it('gives weeks since joining, every exercise best with what it beat, streaks, and personal records in the squad report', async () => {
    await logged('2026-03-02', 'goblet-squat@strength', 'Goblet squat', [set(8, 40)]);
    await logged('2026-03-03', 'front-plank', 'Front plank', [set(null, null, 45)]);
    await logged('2026-03-09', 'goblet-squat@strength', 'Goblet squat', [set(8, 45), set(8, 45)]);
    setClock(new Date('2026-03-10T09:00:00Z')); // Tuesday
    try {
      const res = await t.get('/api/player/training-record?weeks=2', people.playerB);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        from: '2026-03-02',
        to: '2026-03-10',
        joined: '2025-01-01',
        // Training days 2, 3, 5, 6, 9, 10 March: 2, 3 and 9 done (today, the 10th, can still be).
        compliance: { planned: 6, done: 3, percent: 50 },
        weeks: [
          { weekStart: '2026-03-02', planned: 4, done: 2, sessions: 0, load: 0, readiness: null, acwr: null },
          { weekStart: '2026-03-09', planned: 2, done: 1, sessions: 0, load: 0, readiness: null, acwr: null },
        ],
        records: [
          // Epley: 45 × (1 + 8/30) = 57, beating 40 × (1 + 8/30) = 50.7.
          { exercise: 'Goblet squat', kind: 'e1rm', value: 57, set: '8 × 45 kg', date: '2026-03-09', previous: 50.7 },
          { exercise: 'Front plank', kind: 'seconds', value: 45, set: '45 s', date: '2026-03-03', previous: null },
        ],
        // 2, 3 done; 5, 6 missed; 9 done; today not yet: one in a row now, two at best.
        streak: { current: 1, best: 2 },
      });

      // The coach of the team sees the same record; the squad report names the records beaten in its range.
      const coach = await t.get('/api/teams/team-b/players/player-b/record?weeks=2', people.coachB);
      expect(coach.status).toBe(200);
      expect(coach.body).toEqual(res.body);
      const report = await t.get('/api/teams/team-b/report?from=2026-03-02', people.coachB);
      expect(report.body.players[0].records).toEqual([
        { exercise: 'Goblet squat', kind: 'e1rm', value: 57, set: '8 × 45 kg', date: '2026-03-09', previous: 50.7 },
      ]);
    } finally {
      setClock(new Date('2026-03-04T09:00:00Z'));
    }
  });

  it('is read by the player and their coaches only, and refuses a bad number of weeks', async () => {
    expect((await t.get('/api/teams/team-b/players/player-b/record', people.coachA)).status).toBe(403);
    expect((await t.get('/api/teams/team-a/players/player-b/record', people.coachA)).status).toBe(404);
    expect((await t.get('/api/teams/team-b/players/player-b/record', people.playerB)).status).toBe(403);
    expect((await t.get('/api/player/training-record', people.coachB)).status).toBe(403);
    expect((await t.get('/api/player/training-record')).status).toBe(401);
    for (const weeks of ['0', '53', 'many', '2.5']) {
      const res = await t.get(`/api/player/training-record?weeks=${weeks}`, people.playerB);
      expect(res.status, weeks).toBe(400);
      expect(JSON.stringify(res.body)).toContain('weeks');
    }
    // A player's record starts on the day they joined: this one joined on 1 January 2025, long before.
    const record = await t.get('/api/player/training-record', people.playerA);
    expect(record.body.weeks).toHaveLength(12);
  });
});
