import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDose, libraryExerciseSchema, renderProgramText, START_DATE_NOT_TRAINING_DAY, type ProgramDocument } from '@rugby/contracts';
import { setClock } from '@rugby/service-kit';
import { people, startTestApp, type TestApp } from './helpers.ts';

/** The coach's structured editor: the exercise library, the rule check, and a push with a start date. */
let t: TestApp;
const MONDAY = '2026-03-02T10:00:00Z'; // pre-season, week 9 of it
beforeAll(async () => {
  t = await startTestApp();
  setClock(MONDAY);
});
afterAll(async () => {
  setClock(null);
  await t.stop();
});

const generate = async () =>
  (await t.post('/api/ai/generate-elite-program', { programType: 'england', teamId: 'team-a' }, people.coachA)).body as {
    program: string;
    document: ProgramDocument;
  };
const approve = async (title: string, who = people.coachA) => {
  const generated = await generate();
  const res = await t.post(
    '/api/ai/approve-program',
    { program: generated.program, document: generated.document, programType: 'england', teamId: 'team-a', programTitle: title },
    who,
  );
  expect(res.status).toBe(201);
  return res.body as { id: string };
};

describe('GET /api/exercise-library', () => {
  it("answers the library as program items at the dose of the team's phase and week", async () => {
    const res = await t.get('/api/exercise-library?teamId=team-a', people.coachA);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ seasonPhase: 'pre-season', weekOfPhase: expect.any(Number) });
    const exercises = res.body.exercises as unknown[];
    expect(exercises.length).toBeGreaterThan(40);
    for (const exercise of exercises) expect(libraryExerciseSchema.safeParse(exercise).success).toBe(true);
    const squat = res.body.exercises.find((e: { item: { exerciseId: string } }) => e.item.exerciseId === 'st-back-squat');
    expect(squat).toMatchObject({ category: 'strength', equipment: 'gym', item: { name: 'Back squat', origin: 'library', load: { kind: 'percent1rm' } } });
    expect(formatDose(squat.item)).toMatch(/^\d+ × \d+(-\d+)? @ \d+(\.\d+)?% 1RM$/);
    // Every category of the library is there, so each block of a day can be added to.
    expect(new Set(res.body.exercises.map((e: { category: string }) => e.category))).toEqual(
      new Set(['warmup', 'skills', 'strength', 'conditioning', 'laws', 'cooldown']),
    );
  });

  it('takes the phase from the team settings (off-season: no live scrummaging offered)', async () => {
    t.teamService.teams['team-a']!.seasonSettings.preseasonStartDate = '2026-03-03';
    try {
      const res = await t.get('/api/exercise-library?teamId=team-a', people.coachA);
      expect(res.body.seasonPhase).toBe('off-season');
      expect(res.body.exercises.some((e: { item: { contact: string } }) => e.item.contact === 'live')).toBe(false);
    } finally {
      t.teamService.teams['team-a']!.seasonSettings.preseasonStartDate = '2026-01-01';
    }
  });

  it('checks access and input', async () => {
    expect((await t.get('/api/exercise-library?teamId=team-a')).status).toBe(401);
    expect((await t.get('/api/exercise-library?teamId=team-a', people.playerA)).status).toBe(403);
    expect((await t.get('/api/exercise-library?teamId=team-a', people.coachB)).status).toBe(403);
    const missing = await t.get('/api/exercise-library', people.coachA);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('teamId is required');
  });
});

describe('POST /api/programs/check', () => {
  it('answers no violation for a generated week, and the rules an edit breaks with the day they concern', async () => {
    const { document } = await generate();
    const clean = await t.post('/api/programs/check', { document }, people.coachA);
    expect(clean.status).toBe(200);
    expect(clean.body).toEqual({ violations: [] });

    // The coach drops Monday's warm-up and most of the session.
    const edited: ProgramDocument = structuredClone(document);
    const monday = edited.days[0]!;
    monday.blocks = monday.blocks.filter((b) => b.kind !== 'warmup').slice(0, 1);
    const res = await t.post('/api/programs/check', { document: edited }, people.coachA);
    expect(res.status).toBe(200);
    const mondayRules = (res.body.violations as Array<{ rule: string; day?: string; message: string }>).filter((v) => v.day === 'monday').map((v) => v.rule);
    expect(mondayRules).toEqual(expect.arrayContaining(['session-length', 'warmup-first']));
    expect(res.body.violations.every((v: { day?: string }) => v.day === undefined || v.day === 'monday')).toBe(true);
  });

  it('refuses an invalid document with a 400 naming the field, and is for coaches only', async () => {
    const { document } = await generate();
    const bad: ProgramDocument = structuredClone(document);
    bad.days[0]!.blocks[0]!.items[0]!.sets = 0;
    const res = await t.post('/api/programs/check', { document: bad }, people.coachA);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('document.days.0.blocks.0.items.0.sets: sets must be a whole number from 1 to 20');
    const missing = await t.post('/api/programs/check', {}, people.coachA);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^document/);
    expect((await t.post('/api/programs/check', { document })).status).toBe(401);
    expect((await t.post('/api/programs/check', { document }, people.playerA)).status).toBe(403);
  });
});

describe('PUT /api/approved-programs/:id with an edited document', () => {
  it('keeps the structure the editor sent (its rendering is the text) and refuses an invalid one naming the field', async () => {
    const approved = await approve('To edit');
    const { document } = await generate();
    const edited: ProgramDocument = structuredClone(document);
    const strength = edited.days[0]!.blocks.find((b) => b.kind === 'strength')!;
    strength.items.reverse();
    strength.items[0] = { ...strength.items[0]!, name: 'Coach squat', sets: 5, reps: 3, repsMax: null, load: { kind: 'percent1rm', percent: 85 } };
    const res = await t.put(
      `/api/approved-programs/${approved.id}`,
      { programContent: renderProgramText(edited), programTitle: 'Edited', customizationPrompt: null, document: edited },
      people.coachA,
    );
    expect(res.status).toBe(200);
    expect(res.body.document).toEqual(edited);
    expect(res.body.programContent).toBe(renderProgramText(edited));

    const invalid: ProgramDocument = structuredClone(edited);
    invalid.days[1]!.blocks[0]!.items[0]!.restSeconds = 9000;
    const refused = await t.put(
      `/api/approved-programs/${approved.id}`,
      { programContent: renderProgramText(invalid), programTitle: 'Edited', document: invalid },
      people.coachA,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('document.days.1.blocks.0.items.0.restSeconds: restSeconds must be a whole number from 0 to 600');
    expect((await t.prisma.approvedProgram.findUniqueOrThrow({ where: { id: approved.id } })).document).toEqual(edited);
  });
});

describe('POST /api/programs/:id/push with a start date', () => {
  it('starts day 1 on the date given (a Thursday: the Thursday session), not before', async () => {
    const approved = await approve('Thursday start');
    const res = await t.post(`/api/programs/${approved.id}/push`, { startDate: '2026-03-05' }, people.coachA);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Program pushed to 2 players: day 1 is Thursday 2026-03-05', startDate: '2026-03-05', playerCount: 2 });
    expect((await t.get('/api/players/training/today', people.playerA)).body).toMatchObject({ hasTraining: false, reason: 'no-program' });
    setClock('2026-03-05T10:00:00Z');
    try {
      const thursday = await t.get('/api/players/training/today', people.playerA);
      expect(thursday.body.training).toMatchObject({ dayNumber: 1, day: { day: 'thursday' } });
    } finally {
      setClock(MONDAY);
    }
  });

  it('defaults to the first training day from today; today itself is allowed', async () => {
    const approved = await approve('Today');
    const res = await t.post(`/api/programs/${approved.id}/push`, { startDate: '2026-03-02' }, people.coachA);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Program pushed to 2 players: day 1 is today');
    const plain = await approve('No body');
    const noBody = await t.post(`/api/programs/${plain.id}/push`, {}, people.coachA);
    expect(noBody.body).toMatchObject({ startDate: '2026-03-02', playerCount: 2 });
  });

  it('refuses a past date, a rest or recovery day, a date too far ahead or not a date, with a 400 naming startDate; nothing is pushed', async () => {
    const approved = await approve('Refused dates');
    const cases: Array<[unknown, string | RegExp]> = [
      ['2026-02-27', "startDate must not be in the past: today is 2026-03-02 in the team's time zone"],
      ['2026-03-04', START_DATE_NOT_TRAINING_DAY],
      ['2026-03-07', START_DATE_NOT_TRAINING_DAY],
      ['2027-03-05', 'startDate must be at most a year ahead'],
      ['next week', /^startDate must be a date in the form YYYY-MM-DD/],
      ['2026-02-30', /^startDate is not a valid date/],
      [20260305, /^startDate/],
    ];
    for (const [startDate, message] of cases) {
      const res = await t.post(`/api/programs/${approved.id}/push`, { startDate }, people.coachA);
      expect(res.status, String(startDate)).toBe(400);
      expect(res.body.message).toMatch(typeof message === 'string' ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : message);
    }
    expect((await t.prisma.approvedProgram.findUniqueOrThrow({ where: { id: approved.id } })).isPushed).toBe(false);
    expect(await t.prisma.programDistribution.count({ where: { programId: approved.id } })).toBe(0);
  });

  it("refuses another team's program (403) and an unknown one (404)", async () => {
    const approved = await approve('Not yours');
    expect((await t.post(`/api/programs/${approved.id}/push`, { startDate: '2026-03-05' }, people.coachB)).status).toBe(403);
    expect((await t.post('/api/programs/missing/push', { startDate: '2026-03-05' }, people.coachA)).status).toBe(404);
    expect((await t.prisma.approvedProgram.findUniqueOrThrow({ where: { id: approved.id } })).isPushed).toBe(false);
  });
});

describe('a unit split reaches each player as their own session', () => {
  it('forwards see the forwards’ work, backs the backs’, the coach both with who does what', async () => {
    const { document } = await generate();
    const split: ProgramDocument = structuredClone(document);
    const skills = split.days[0]!.blocks.find((b) => b.kind === 'skills')!;
    const [first, ...rest] = skills.items;
    skills.items = [
      { ...first!, exerciseId: null, name: 'Scrum machine: eight-man hits', origin: 'coach', group: ['prop', 'hooker', 'lock', 'flanker', '8'] },
      {
        ...first!,
        exerciseId: null,
        name: 'Backs attack shape off first phase',
        origin: 'coach',
        group: ['scrum-half', 'fly-half', 'center', 'wing', 'fullback'],
      },
      ...rest,
    ];
    const approved = await t.post(
      '/api/ai/approve-program',
      { program: renderProgramText(split), document: split, programType: 'england', teamId: 'team-a', programTitle: 'Unit split' },
      people.coachA,
    );
    expect(approved.status).toBe(201);
    expect((await t.post(`/api/programs/${approved.body.id}/push`, { startDate: '2026-03-02' }, people.coachA)).status).toBe(200);

    const names = (day: { blocks: Array<{ items: Array<{ name: string; group?: string[] }> }> }) => day.blocks.flatMap((b) => b.items.map((i) => i.name));
    const prop = (await t.get('/api/players/training/today', people.playerA)).body.training;
    expect(names(prop.day)).toContain('Scrum machine: eight-man hits');
    expect(names(prop.day)).not.toContain('Backs attack shape off first phase');
    expect(prop.dayContent).not.toMatch(/Backs attack shape/);
    const wing = (await t.get('/api/players/training/today', people.playerA2)).body.training;
    expect(names(wing.day)).toContain('Backs attack shape off first phase');
    expect(names(wing.day)).not.toContain('Scrum machine: eight-man hits');
    // Both sides take the same minutes: each player's session is as long as the team's.
    const coach = (await t.get('/api/programs/today?teamId=team-a', people.coachA)).body;
    expect(names(coach.day)).toEqual(expect.arrayContaining(['Scrum machine: eight-man hits', 'Backs attack shape off first phase']));
    expect(coach.dayContent).toMatch(/- Forwards: Scrum machine: eight-man hits/);
    expect(coach.dayContent).toMatch(/- Backs: Backs attack shape off first phase/);
    const minutes = (text: string) => Number(/\((\d+) min\)/.exec(text)![1]);
    expect(minutes(prop.dayContent)).toBe(minutes(coach.dayContent));
    expect(minutes(wing.dayContent)).toBe(minutes(coach.dayContent));
    // The coach's date browser shows a player's own side.
    const browsed = (await t.get('/api/players/player-a2/training/2026-03-02', people.coachA)).body.dailyTraining;
    expect(names(browsed.day)).not.toContain('Scrum machine: eight-man hits');
  });
});

describe('PUT /api/approved-programs/{id} with the text edited by hand', () => {
  it('keeps every unchanged item whole and reads the numbers of the line the coach changed', async () => {
    const generated = await generate();
    const approved = await t.post(
      '/api/ai/approve-program',
      { program: generated.program, document: generated.document, programType: 'england', teamId: 'team-a', programTitle: 'Hand edit' },
      people.coachA,
    );
    const strength = generated.document.days[0]!.blocks.find((b) => b.kind === 'strength')!;
    const lift = strength.items[0]!;
    const line = generated.program.split('\n').find((l) => l.startsWith(`- ${lift.name} (`))!;
    const edited = generated.program.replace(line, `- ${lift.name} (${lift.minutes} min): 5 × 3 @ 85% 1RM, rest 3 min. Brace hard.`);
    expect(edited).not.toBe(generated.program);
    // No document sent: the text is read against the stored one.
    const res = await t.put(`/api/approved-programs/${approved.body.id}`, { programContent: edited, programTitle: 'Hand edit' }, people.coachA);
    expect(res.status).toBe(200);
    const list = (await t.get('/api/teams/team-a/approved-programs', people.coachA)).body.programs as Array<{ id: string; document?: ProgramDocument }>;
    const saved = list.find((p) => p.id === approved.body.id)!.document!;
    expect(saved).toBeDefined();
    const savedLift = saved.days[0]!.blocks.find((b) => b.kind === 'strength')!.items[0]!;
    expect(savedLift).toMatchObject({ name: lift.name, sets: 5, reps: 3, load: { kind: 'percent1rm', percent: 85 }, restSeconds: 180, origin: 'coach' });
    // Everything else is as generated: library items with their exercise ids, doses and cues; the match-day roles and phase.
    const rest = (doc: ProgramDocument) =>
      doc.days.map((d) => ({ ...d, blocks: d.blocks.map((b) => ({ ...b, items: b.items.filter((i) => i.name !== lift.name) })) }));
    expect(rest(saved)).toEqual(rest(generated.document));
    expect(saved.meta).toMatchObject({
      seasonPhase: generated.document.meta.seasonPhase,
      weekOfPhase: generated.document.meta.weekOfPhase,
      matchDay: generated.document.meta.matchDay,
    });
  });
});
