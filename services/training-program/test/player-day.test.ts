import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  formatPrescription,
  LIMITS,
  playerProgressSchema,
  SERVER_ERRORS,
  skillsGuideSchema,
  trainingLogSchema,
  type ProgramDayDoc,
  type TrainingDay,
} from '@rugby/contracts';
import { mondayOf, setClock } from '@rugby/service-kit';
import { personalWeekOf } from '../src/domain/personal-week.ts';
import { builtInGenerator } from '../src/generator/program-generator.ts';
import { dailyPlan } from '../src/player/daily-plan.ts';
import { people, SEASON_2026, startTestApp, type TestApp } from './helpers.ts';

// March 2026 (pre-season for the fake teams): Mon 2, Tue 3, Wed 4, Thu 5, Fri 6, Sat 7, Sun 8, Mon 9 ... Mon 16.
const at = (date: string, time = '10:00:00') => setClock(`${date}T${time}Z`);
type Entry = {
  id: string;
  completed: boolean;
  activity: { id: string; name: string; description: string; duration: number; category: string; item?: Record<string, unknown>; source?: string };
};

/** Player A (prop, 27, 118 kg, 183 cm) in team A: the plan the service writes for a date, from their personal week. */
const PLAYER_A = { playerId: 'player-a', position: 'prop' as const, age: 27, weight: 118, height: 183 };
const planOf = (date: string, teamDays: TrainingDay[] = []) =>
  dailyPlan({ profile: PLAYER_A, week: personalWeekOf(SEASON_2026, mondayOf(date), teamDays), date });
const countOf = (date: string, teamDays: TrainingDay[] = []) => planOf(date, teamDays).activities.length;
const WEEK_OF_MARCH_2 = ['2026-03-02', '2026-03-03', '2026-03-05', '2026-03-06'];
const pct = (completed: number, planned: number) => Math.round((completed / planned) * 100);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  setClock(null);
  await t.stop();
});
beforeEach(async () => {
  t.teamService.state.down = false;
  t.teamService.teams['team-a']!.timeZone = 'UTC';
  await t.prisma.trainingLog.deleteMany();
  await t.prisma.teamTrainingCompletion.deleteMany();
  await t.prisma.programDistribution.deleteMany();
  await t.prisma.approvedProgram.deleteMany();
  await t.prisma.lawAssignment.deleteMany();
  await t.prisma.viewedLaw.deleteMany();
});

async function training(date?: string, who = people.playerA) {
  const res = await t.get(`/api/player/training${date ? `?date=${date}` : ''}`, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Entry[];
}
async function tick(id: string, completed = true, who = people.playerA) {
  const res = await t.patch(`/api/training-log/${id}`, { completed }, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Entry;
}
async function progress(query = '', who = people.playerA) {
  const res = await t.get(`/api/player/progress${query}`, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return playerProgressSchema.parse(res.body);
}
async function pushProgram() {
  const program = (await builtInGenerator().generateEliteProgram('ireland', { seasonPhase: 'pre-season', teamId: 'team-a' })).program;
  const approved = await t.post('/api/ai/approve-program', { program, programType: 'ireland', teamId: 'team-a', programTitle: 'Squad week' }, people.coachA);
  expect((await t.post(`/api/programs/${approved.body.id}/push`, {}, people.coachA)).status).toBe(200);
}

describe('access', () => {
  const playerRoutes: Array<[string, string, object?]> = [
    ['get', '/api/player/training'],
    ['patch', '/api/training-log/x', { completed: true }],
    ['get', '/api/player/progress'],
    ['get', '/api/player/progress/history'],
    ['get', '/api/player/unviewed-laws'],
    ['get', '/api/player/laws-today'],
    ['post', '/api/player/mark-law-viewed', { lawId: 'scoring-points' }],
    ['post', '/api/player/answer-law', { lawId: 'scoring-points', optionId: 'a' }],
    ['get', '/api/player/skills-guide'],
    ['post', '/api/player/skills-session', {}],
  ];

  it('answers 401 to anonymous callers and 403 to coaches on every player route', async () => {
    at('2026-03-02');
    for (const [method, url, body] of playerRoutes) {
      const call = (who?: typeof people.coachA) =>
        method === 'get' ? t.get(url, who) : method === 'post' ? t.post(url, body ?? {}, who) : t.patch(url, body ?? {}, who);
      const anonymous = await call();
      expect(anonymous.status, `${method} ${url}`).toBe(401);
      expect(anonymous.body.error).toBe('UNAUTHORIZED');
      const coach = await call(people.coachA);
      expect(coach.status, `${method} ${url}`).toBe(403);
      expect(coach.body.message).toBe('Only players can do this');
    }
    expect((await t.get('/api/player/recovery-tip')).status).toBe(401);
    expect((await t.get('/api/player/recovery-tip', people.coachA)).status).toBe(200);
  });

  it("does not let a player read or tick another player's logs", async () => {
    at('2026-03-02');
    const mine = await training();
    const res = await t.patch(`/api/training-log/${mine[0]!.id}`, { completed: true }, people.playerA2);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Training log not found');
    expect((await t.prisma.trainingLog.findUniqueOrThrow({ where: { id: mine[0]!.id } })).completed).toBe(false);
    // Another player's day is their own: same date, different rows.
    const theirs = await training(undefined, people.playerA2);
    expect(theirs.map((e) => e.id).some((id) => mine.some((m) => m.id === id))).toBe(false);
  });
});

describe('GET /api/player/training', () => {
  it("writes the player's position-specific plan as logs the first time a training day is read, then returns the same rows", async () => {
    at('2026-03-02');
    const first = await training();
    for (const entry of first) trainingLogSchema.parse(entry);
    // The day of player A's personal week (their profile, the team's season), one activity per prescribed item.
    const plan = planOf('2026-03-02');
    expect(first.map((e) => e.activity)).toEqual(plan.activities);
    expect(first[0]!.activity.category).toBe('warmup');
    expect(first.at(-1)!.activity.category).toBe('cooldown');
    expect([...new Set(first.map((e) => e.activity.category))]).toEqual(['warmup', 'skills', 'strength', 'conditioning', 'laws', 'cooldown']);
    const session = first.filter((e) => e.activity.category !== 'laws');
    expect(session.map((e) => e.activity.item)).toEqual(plan.day!.blocks.flatMap((b) => b.items));
    const minutes = session.reduce((s, e) => s + e.activity.duration, 0);
    expect(minutes).toBeGreaterThanOrEqual(LIMITS.sessionMinutesMin);
    expect(minutes).toBeLessThanOrEqual(LIMITS.sessionMinutesMax);
    expect(first.find((e) => e.activity.category === 'laws')!.activity).toMatchObject({ duration: LIMITS.lawsMinutes });
    // The response carries each activity's prescription: sets, reps or seconds or metres, load, rest and cues.
    for (const { activity } of session) {
      expect(activity.item).toMatchObject({
        exerciseId: activity.id.split('@')[0],
        name: activity.name,
        minutes: activity.duration,
        sets: expect.any(Number),
        load: { kind: expect.any(String) },
        cues: expect.any(Array),
      });
      expect(formatPrescription(trainingLogSchema.parse({ id: 'x', completed: false, activity }).activity.item!)).not.toBe('');
    }
    expect(session.some((e) => typeof e.activity.item!.restSeconds === 'number' && (e.activity.item!.cues as string[]).length > 0)).toBe(true);
    expect(first.every((e) => e.completed === false)).toBe(true);
    expect(await training('2026-03-02')).toEqual(first);
    expect(await t.prisma.trainingLog.count({ where: { playerId: 'player-a' } })).toBe(first.length);
    // A wing gets a different, wing-specific day.
    const wing = await training(undefined, people.playerA2);
    expect(wing.filter((e) => e.activity.category === 'skills').map((e) => e.activity.id)).not.toEqual(
      first.filter((e) => e.activity.category === 'skills').map((e) => e.activity.id),
    );
  });

  it('is idempotent under concurrent first reads', async () => {
    at('2026-03-03');
    const results = await Promise.all(Array.from({ length: 5 }, () => t.get('/api/player/training', people.playerA)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const count = await t.prisma.trainingLog.count({ where: { playerId: 'player-a', date: '2026-03-03' } });
    expect(count).toBe(countOf('2026-03-03'));
    for (const r of results) expect((r.body as Entry[]).map((e) => e.id).sort()).toEqual(results[0]!.body.map((e: Entry) => e.id).sort());
  });

  it('is empty on the Wednesday rest day and at the weekend, and writes nothing', async () => {
    for (const date of ['2026-03-04', '2026-03-07', '2026-03-08']) {
      at(date);
      expect(await training()).toEqual([]);
    }
    expect(await t.prisma.trainingLog.count()).toBe(0);
  });

  it("defaults to today in the team's time zone", async () => {
    t.teamService.teams['team-a']!.timeZone = 'Pacific/Auckland';
    at('2026-03-03', '20:00:00'); // Tuesday evening in UTC is Wednesday morning in Auckland: the rest day
    expect(await training()).toEqual([]);
    t.teamService.teams['team-a']!.timeZone = 'UTC';
    expect((await training()).length).toBe(countOf('2026-03-03'));
  });

  it('adapts to the season phase: off-season days differ from pre-season days', async () => {
    at('2026-11-02');
    const offSeason = await training();
    const plan = planOf('2026-11-02');
    expect(plan.phase).toBe('off-season');
    expect(offSeason.map((e) => e.activity)).toEqual(plan.activities);
    expect(offSeason.map((e) => e.activity)).not.toEqual(planOf('2026-03-02').activities);
  });

  it("gives a player without a team a plan for their own profile's position, in the server's calendar", async () => {
    at('2026-03-02');
    const day = await training('2026-03-02', people.loner);
    const loner = { playerId: 'loner', position: 'hooker' as const, age: 22, weight: 100, height: 178 };
    expect(day.map((e) => e.activity)).toEqual(dailyPlan({ profile: loner, week: personalWeekOf(null, '2026-03-02'), date: '2026-03-02' }).activities);
  });

  it('validates the date', async () => {
    at('2026-03-02');
    const bad = await t.get('/api/player/training?date=2026-02-30', people.playerA);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('date');
    expect((await t.get('/api/player/training?date=tomorrow', people.playerA)).status).toBe(400);
    const ahead = await t.get('/api/player/training?date=2026-03-05', people.playerA);
    expect(ahead.status).toBe(400);
    expect(ahead.body.message).toBe('date must not be after tomorrow');
    expect((await t.get('/api/player/training?date=2026-03-03', people.playerA)).status).toBe(200);
    expect((await t.get('/api/player/training?date=2024-03-04', people.playerA)).body.message).toBe('date must be within the last year');
  });

  it('answers 503 when the team service is down', async () => {
    at('2026-03-02');
    t.teamService.state.down = true;
    const res = await t.get('/api/player/training', people.playerA);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(SERVER_ERRORS.unavailable('team'));
  });

  it('fails with the education-required message when the gate is closed', async () => {
    at('2026-03-02');
    expect((await t.get('/api/player/unviewed-laws', people.playerA)).body).toHaveLength(3);
    at('2026-03-03');
    const locked = await t.get('/api/player/training', people.playerA);
    expect(locked.status).toBe(403);
    expect(locked.body).toEqual({ error: 'EDUCATION_REQUIRED', message: SERVER_ERRORS.educationRequired });
    expect(locked.body.message).toContain('educational content');
    expect(await t.prisma.trainingLog.count({ where: { date: '2026-03-03' } })).toBe(0);
  });
});

describe('PATCH /api/training-log/:logId', () => {
  it('ticks and unticks an activity', async () => {
    at('2026-03-02');
    const [first] = await training();
    const ticked = await tick(first!.id);
    expect(ticked).toEqual({ ...first, completed: true });
    expect(ticked.activity.item).toEqual(first!.activity.item); // the prescription comes back with the tick
    expect(ticked.activity.item).toBeDefined();
    expect((await training()).find((e) => e.id === first!.id)!.completed).toBe(true);
    expect((await t.prisma.trainingLog.findUniqueOrThrow({ where: { id: first!.id } })).completedAt).not.toBeNull();
    const unticked = await tick(first!.id, false);
    expect(unticked.completed).toBe(false);
    expect((await t.prisma.trainingLog.findUniqueOrThrow({ where: { id: first!.id } })).completedAt).toBeNull();
  });

  it('validates the body and answers 404 for unknown logs', async () => {
    at('2026-03-02');
    const [first] = await training();
    for (const body of [{}, { completed: 'yes' }, { completed: null }]) {
      const res = await t.patch(`/api/training-log/${first!.id}`, body, people.playerA);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('completed must be true or false');
    }
    expect((await t.patch('/api/training-log/not-a-log', { completed: true }, people.playerA)).status).toBe(404);
  });
});

describe('progress', () => {
  it('counts real completions: activities and team training, today and for the week', async () => {
    at('2026-03-02');
    const beforePush = await progress();
    await pushProgram();
    const day = await training();
    // One plan: the squad's session (as this player does it) with the personal additions, the laws briefing and the
    // session's cool-down; every item shown counts, nothing hidden.
    const team = await t.get('/api/players/training/today', people.playerA);
    const sessionItems = (team.body.training.day as ProgramDayDoc).blocks.flatMap((b) => b.items);
    const fromTeam = day.filter((e) => e.activity.source === 'team');
    expect(fromTeam.map((e) => e.activity.item)).toEqual(sessionItems);
    const additions = day.filter((e) => e.activity.source === 'personal' && e.activity.category !== 'laws');
    expect(additions.length).toBeGreaterThan(0);
    expect(additions.every((e) => !['warmup', 'cooldown'].includes(e.activity.category))).toBe(true);
    expect(day.every((e) => e.activity.source !== undefined)).toBe(true);
    expect(day[0]!.activity).toMatchObject({ category: 'warmup', source: 'team' });
    expect(day.at(-1)!.activity).toMatchObject({ category: 'cooldown', source: 'team' });
    const today = day.length;
    let p = await progress();
    expect(p.today).toMatchObject({ date: '2026-03-02', planned: today, completed: 0, percent: 0 });
    const week = p.planned;
    expect(week).not.toBe(beforePush.planned); // the squad's sessions are in the week's plans
    // A day counts the same before and after it is opened.
    for (const date of WEEK_OF_MARCH_2.slice(1)) {
      at(date);
      await training();
    }
    at('2026-03-02');
    p = await progress();
    expect(p).toMatchObject({ weekStart: '2026-03-02', weekEnd: '2026-03-08', planned: week, completed: 0, progress: 0, trainingDays: 4, daysCompleted: 0 });

    await tick(day[0]!.id);
    await tick(day[1]!.id);
    p = await progress();
    expect(p.today).toMatchObject({ planned: today, completed: 2, percent: pct(2, today) });
    expect(p.progress).toBe(pct(2, week));

    // 'Complete Training' ticks the session's items; the additions are ticked one by one.
    expect((await t.post(`/api/players/training/${team.body.training.id}/complete`, {}, people.playerA)).status).toBe(200);
    expect((await training()).filter((e) => e.activity.source === 'team').every((e) => e.completed)).toBe(true);
    expect((await progress()).today).toMatchObject({ completed: fromTeam.length });
    for (const e of day.filter((e) => e.activity.source === 'personal')) await tick(e.id);
    p = await progress();
    expect(p.today).toMatchObject({ planned: today, completed: today, percent: 100, isComplete: true });
    expect(p).toMatchObject({ completed: today, progress: pct(today, week), daysCompleted: 1 });
    expect(p.days.map((d) => [d.date, d.completed])).toEqual([
      ['2026-03-02', today],
      ['2026-03-03', 0],
      ['2026-03-05', 0],
      ['2026-03-06', 0],
    ]);

    // Unticking lowers it again.
    await tick(day[0]!.id, false);
    expect((await progress()).today.percent).toBe(pct(today - 1, today));
  });

  it("rewrites today's unfinished plan when a push changes the squad's session, keeping what is done", async () => {
    at('2026-03-02');
    const before = await training();
    expect(before.every((e) => e.activity.source === 'personal')).toBe(true);
    await tick(before[0]!.id);
    await pushProgram();
    const after = await training();
    expect(after.some((e) => e.activity.source === 'team')).toBe(true);
    // The ticked activity stays, done; the rest of the old personal day is gone.
    expect(after.find((e) => e.id === before[0]!.id)).toMatchObject({ completed: true });
    const kept = new Set(after.map((e) => e.id));
    expect(before.slice(1).filter((e) => kept.has(e.id))).toEqual([]);
    expect(await training()).toEqual(after);
    // The last session item ticked completes the squad's session as 'Complete Training' would.
    for (const e of after.filter((e) => e.activity.source === 'team')) await tick(e.id);
    expect((await t.get('/api/players/training/today', people.playerA)).body.training.completed).toBe(true);
  });

  it('does not count days before the player joined the team', async () => {
    t.teamService.teams['team-a']!.members.find((m) => m.userId === 'player-a')!.joinedAt = '2026-03-04T09:00:00.000Z';
    try {
      at('2026-03-05');
      const p = await progress();
      expect(p.days.map((d) => d.planned)).toEqual([0, 0, countOf('2026-03-05'), countOf('2026-03-06')]);
      expect(p.planned).toBe(countOf('2026-03-05') + countOf('2026-03-06'));
    } finally {
      t.teamService.teams['team-a']!.members.find((m) => m.userId === 'player-a')!.joinedAt = '2025-01-01T00:00:00.000Z';
    }
  });

  it('accepts a week range, defaults weekEnd, and validates it', async () => {
    at('2026-03-09');
    await training(); // Monday 9
    const lastWeek = await progress('?weekStart=2026-03-02&weekEnd=2026-03-08');
    expect(lastWeek).toMatchObject({
      weekStart: '2026-03-02',
      weekEnd: '2026-03-08',
      planned: WEEK_OF_MARCH_2.reduce((s, date) => s + countOf(date), 0),
      completed: 0,
    });
    expect(lastWeek.today.date).toBe('2026-03-09');
    expect((await progress('?weekStart=2026-03-09')).weekEnd).toBe('2026-03-15');
    const reversed = await t.get('/api/player/progress?weekStart=2026-03-09&weekEnd=2026-03-02', people.playerA);
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('weekEnd must not be before weekStart');
    expect((await t.get('/api/player/progress?weekStart=2026-01-01&weekEnd=2026-03-02', people.playerA)).status).toBe(400);
    const bad = await t.get('/api/player/progress?weekStart=03/02/2026', people.playerA);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('weekStart');
  });

  it('history: this week and the 4 before it, oldest first, with days completed per week', async () => {
    // Complete every activity on Monday and Tuesday two weeks ago, and Monday this week.
    for (const date of ['2026-03-02', '2026-03-03', '2026-03-16']) {
      at(date);
      for (const e of await training()) await tick(e.id);
      // Keep the gate open: view the day's laws.
      for (const law of (await t.get('/api/player/unviewed-laws', people.playerA)).body)
        await t.post('/api/player/mark-law-viewed', { lawId: law.id }, people.playerA);
    }
    at('2026-03-17');
    const res = await t.get('/api/player/progress/history', people.playerA);
    expect(res.status).toBe(200);
    expect(res.body.weeks.map((w: { weekStart: string; daysCompleted: number }) => [w.weekStart, w.daysCompleted])).toEqual([
      ['2026-02-16', 0],
      ['2026-02-23', 0],
      ['2026-03-02', 2],
      ['2026-03-09', 0],
      ['2026-03-16', 1],
    ]);
    const [mon, tue, thu, fri] = WEEK_OF_MARCH_2.map((date) => countOf(date));
    expect(res.body.weeks[2]).toMatchObject({ progress: pct(mon! + tue!, mon! + tue! + thu! + fri!), trainingDays: 4 });
    expect(res.body.weeks[4].days).toBeUndefined();
    const three = await t.get('/api/player/progress/history?weeks=3', people.playerA);
    expect(three.body.weeks.map((w: { weekStart: string }) => w.weekStart)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
    for (const q of ['weeks=0', 'weeks=13', 'weeks=two']) {
      const bad = await t.get(`/api/player/progress/history?${q}`, people.playerA);
      expect(bad.status, q).toBe(400);
      expect(bad.body.message).toContain('weeks');
    }
  });
});

describe('skills guide', () => {
  it("serves the player's own position by default, or the one asked for", async () => {
    at('2026-03-02');
    const own = await t.get('/api/player/skills-guide', people.playerA);
    expect(own.status).toBe(200);
    const guide = skillsGuideSchema.parse(own.body);
    expect(guide).toMatchObject({ position: 'prop', title: 'Prop Skills Guide', session: { id: 'skills-guide-prop', category: 'skills' } });
    expect(guide.primarySkills.length).toBeGreaterThan(0);
    expect(guide.secondarySkills.length).toBeGreaterThan(0);
    expect(guide.primarySkills[0]!.techniques.length).toBeGreaterThan(0);
    expect(guide.primarySkills[0]!.drills.length).toBeGreaterThan(0);
    expect((await t.get('/api/player/skills-guide?position=8', people.playerA)).body.position).toBe('8');
    const bad = await t.get('/api/player/skills-guide?position=goalkeeper', people.playerA);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('position must be one of');
  });

  it('asks for a position when the player has none', async () => {
    t.teamService.teams['team-a']!.members.find((m) => m.userId === 'player-a2')!.position = null;
    try {
      at('2026-03-02');
      const res = await t.get('/api/player/skills-guide', people.playerA2);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('position is required: your profile has no position yet');
      expect((await t.post('/api/player/skills-session', {}, people.playerA2)).status).toBe(400);
      expect((await t.get('/api/player/skills-guide?position=wing', people.playerA2)).status).toBe(200);
    } finally {
      t.teamService.teams['team-a']!.members.find((m) => m.userId === 'player-a2')!.position = 'wing';
    }
  });

  it("'Complete Skills Session' records a completed skills activity for today, once, and it counts in progress", async () => {
    at('2026-03-02');
    const day = await training();
    const before = await progress();
    const first = await t.post('/api/player/skills-session', {}, people.playerA);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ completed: true, activity: { id: 'skills-guide-prop', name: 'Prop Skills Session', category: 'skills' } });
    const again = await t.post('/api/player/skills-session', {}, people.playerA);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const after = await progress();
    expect(after.today).toMatchObject({ planned: before.today.planned + 1, completed: 1 });
    const listed = await training();
    expect(listed).toHaveLength(day.length + 1);
    expect(listed.find((e) => e.id === first.body.id)).toMatchObject({ completed: true });
    // Another position's session is a separate entry; it can be unticked like any activity.
    const lock = await t.post('/api/player/skills-session', { position: 'lock' }, people.playerA);
    expect(lock.status).toBe(201);
    expect(lock.body.activity.name).toBe('Lock Skills Session');
    await tick(first.body.id, false);
    expect((await t.post('/api/player/skills-session', {}, people.playerA)).body).toMatchObject({ id: first.body.id, completed: true });
    expect((await t.post('/api/player/skills-session', { position: 'keeper' }, people.playerA)).status).toBe(400);
  });

  it('records a session before the day was opened without hiding the plan', async () => {
    at('2026-03-05');
    expect((await t.post('/api/player/skills-session', {}, people.playerA)).status).toBe(201);
    const day = await training();
    const plan = planOf('2026-03-05');
    expect(day).toHaveLength(plan.activities.length + 1);
    expect(day.filter((e) => e.activity.category === 'skills')).toHaveLength(plan.activities.filter((a) => a.category === 'skills').length + 1);
  });
});
