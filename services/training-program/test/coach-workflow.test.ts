import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dayMinutesOf, formatPrescription, renderProgramText, SERVER_ERRORS, type ProgramDocument } from '@rugby/contracts';
import { setClock } from '@rugby/service-kit';
import { programFromText } from '../src/import/program-text.ts';
import { people, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  setClock('2026-03-02T10:00:00Z'); // a Monday in pre-season
});
afterAll(async () => {
  setClock(null);
  await t.stop();
});
beforeEach(() => {
  t.teamService.state.down = false;
  t.teamService.state.activityDown = false;
});

const approve = async (title = 'Week one', who = people.coachA, teamId = 'team-a') => {
  const generated = await t.post('/api/ai/generate-elite-program', { programType: 'all-blacks', teamId }, who);
  return t.post('/api/ai/approve-program', { program: generated.body.program, programType: 'all-blacks', teamId, programTitle: title }, who);
};

describe('POST /api/ai/generate-elite-program', () => {
  it('generates an elite week for the team, in the format the rest of the service reads', async () => {
    const res = await t.post('/api/ai/generate-elite-program', { programType: 'springboks', teamId: 'team-a' }, people.coachA);
    expect(res.status).toBe(200);
    expect(res.body.programType).toBe('springboks');
    expect(res.body.programTitle).toBe('Springboks Style: Pre-season Training Week');
    expect(res.body.program).toContain('Season phase: Pre-season');
    expect(res.body.document.days).toHaveLength(4);
    expect(res.body.program).toBe(renderProgramText(res.body.document));
  });

  it('uses the season phase of today under the team settings', async () => {
    t.teamService.teams['team-a']!.seasonSettings.preseasonStartDate = '2026-03-03';
    try {
      const res = await t.post('/api/ai/generate-elite-program', { programType: 'wales', teamId: 'team-a' }, people.coachA);
      expect(res.body.programTitle).toContain('Off-season');
    } finally {
      t.teamService.teams['team-a']!.seasonSettings.preseasonStartDate = '2026-01-01';
    }
  });

  it("arranges the coach's custom text, and refuses blank content with the spec's message", async () => {
    const res = await t.post(
      '/api/ai/generate-elite-program',
      { programType: 'custom', teamId: 'team-a', customContent: 'Monday: scrum machine 15 min, squats 4x5\nTuesday: passing drills 20 min, sprints' },
      people.coachA,
    );
    expect(res.status).toBe(200);
    expect(res.body.programType).toBe('custom');
    expect(res.body.program).toMatch(/scrum machine/i);
    // The coach's own items, as written, in the structured program.
    const mine = res.body.document.days.flatMap((d: { day: string; blocks: Array<{ items: Array<{ name: string; origin: string; notes: string }> }> }) =>
      d.blocks.flatMap((b) => b.items.filter((i) => i.origin === 'coach').map((i) => `${d.day}: ${i.notes}`)),
    );
    expect(mine).toEqual(['monday: scrum machine 15 min', 'monday: squats 4x5', 'tuesday: passing drills 20 min', 'tuesday: sprints']);
    for (const customContent of [undefined, '', '   \n ']) {
      const blank = await t.post(
        '/api/ai/generate-elite-program',
        { programType: 'custom', teamId: 'team-a', ...(customContent === undefined ? {} : { customContent }) },
        people.coachA,
      );
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe('customContent: Please provide training content to process');
    }
  });

  it('refuses custom text that cannot be a training week with a 400 naming customContent, and saves nothing', async () => {
    const before = await t.prisma.approvedProgram.count();
    const long = 'Monday: squats 5x5, passing drills 20 min\n'.repeat(500);
    const huge = long.repeat(3);
    for (const [customContent, message] of [
      [long, `customContent is too long for one training week: ${long.length.toLocaleString('en')} characters (at most 10,000). Paste one week at a time.`],
      [huge, `customContent is too long for one training week: ${huge.length.toLocaleString('en')} characters (at most 10,000). Paste one week at a time.`],
      ['Monday: squats\u0001\u0002 5x5', 'customContent looks like binary data, not text (it holds control characters). Paste the plan as plain text.'],
      ['💪🏉🔥 😴', 'customContent has no training content in words: write the drills with their sets, reps or minutes, and the days they are on.'],
      ['Wednesday: rest', 'customContent has no training items: write the drills with their sets, reps or minutes, and the days they are on.'],
    ] as const) {
      const res = await t.post('/api/ai/generate-elite-program', { programType: 'custom', teamId: 'team-a', customContent }, people.coachA);
      expect(res.status, customContent.slice(0, 30)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await t.prisma.approvedProgram.count()).toBe(before);
  });

  it('checks access and input', async () => {
    const body = { programType: 'fiji', teamId: 'team-a' };
    expect((await t.post('/api/ai/generate-elite-program', body)).status).toBe(401);
    expect((await t.post('/api/ai/generate-elite-program', body, people.playerA)).status).toBe(403);
    expect((await t.post('/api/ai/generate-elite-program', body, people.coachB)).status).toBe(403);
    const badType = await t.post('/api/ai/generate-elite-program', { programType: 'narnia', teamId: 'team-a' }, people.coachA);
    expect(badType.status).toBe(400);
    expect(badType.body.message).toMatch(/^programType must be one of: all-blacks/);
    const noTeam = await t.post('/api/ai/generate-elite-program', { programType: 'fiji' }, people.coachA);
    expect(noTeam.body.message).toBe('teamId is required');
  });

  it('answers 503 when the team service cannot give the team context', async () => {
    t.teamService.state.down = true;
    const res = await t.post('/api/ai/generate-elite-program', { programType: 'fiji', teamId: 'team-a' }, people.coachA);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(SERVER_ERRORS.unavailable('team'));
  });
});

describe('POST /api/ai/customize-program', () => {
  it('applies the request to the whole program and says what changed', async () => {
    const original = (await t.post('/api/ai/generate-elite-program', { programType: 'australia', teamId: 'team-a' }, people.coachA)).body.program as string;
    const res = await t.post(
      '/api/ai/customize-program',
      { originalProgram: original, customizationRequest: 'shorter sessions', teamId: 'team-a' },
      people.coachA,
    );
    expect(res.status).toBe(200);
    expect(res.body.program).toContain('## Customizations applied');
    const before = programFromText(original, { programType: 'australia', team: { seasonPhase: 'pre-season' }, field: 'program' });
    const total = (w: ProgramDocument) => w.days.reduce((s, d) => s + dayMinutesOf(d), 0);
    expect(total(res.body.document)).toBeLessThan(total(before));
  });

  it('validates and checks access', async () => {
    const body = { originalProgram: '# P\n## Monday: x\n### Warm-up\n- Jog (5 min): easy', customizationRequest: 'more scrums', teamId: 'team-a' };
    expect((await t.post('/api/ai/customize-program', body)).status).toBe(401);
    expect((await t.post('/api/ai/customize-program', body, people.playerA)).status).toBe(403);
    expect((await t.post('/api/ai/customize-program', body, people.coachB)).status).toBe(403);
    const blank = await t.post('/api/ai/customize-program', { ...body, customizationRequest: '  ' }, people.coachA);
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('customizationRequest is required');
  });
});

describe('approve, list, edit, push', () => {
  it('approves a program (201), records the activity and lists it for the team', async () => {
    const res = await approve('Approved week');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      teamId: 'team-a',
      programTitle: 'Approved week',
      programType: 'all-blacks',
      isPushed: false,
      pushedAt: null,
      customizationPrompt: null,
      approvedAt: '2026-03-02T10:00:00.000Z',
    });
    expect(t.teamService.activities).toContainEqual(
      expect.objectContaining({ teamId: 'team-a', kind: 'program_approved', description: 'Program approved: Approved week' }),
    );
    const list = await t.get('/api/teams/team-a/approved-programs', people.coachA);
    expect(list.body.programs.map((p: { id: string }) => p.id)).toContain(res.body.id);
  });

  it('titles an untitled program from its heading and keeps the customization prompt', async () => {
    const generated = await t.post('/api/ai/generate-elite-program', { programType: 'japan', teamId: 'team-a' }, people.coachA);
    const res = await t.post(
      '/api/ai/approve-program',
      { program: generated.body.program, programType: 'japan', teamId: 'team-a', customizationPrompt: ' more tempo ' },
      people.coachA,
    );
    expect(res.body.programTitle).toBe(generated.body.programTitle);
    expect(res.body.programTitle).toMatch(/^# /.test(generated.body.program) ? /Pre-season Training Week$/ : /./);
    expect(res.body.customizationPrompt).toBe('more tempo');
  });

  it('approves even when the activity cannot be recorded (logged only)', async () => {
    t.teamService.state.activityDown = true;
    const res = await approve('No activity');
    expect(res.status).toBe(201);
    expect(t.teamService.activities.some((a) => a.description === 'Program approved: No activity')).toBe(false);
  });

  it('guards approval', async () => {
    const body = { program: 'Monday: run', programType: 'custom', teamId: 'team-a' };
    expect((await t.post('/api/ai/approve-program', body)).status).toBe(401);
    expect((await t.post('/api/ai/approve-program', body, people.playerA)).status).toBe(403);
    expect((await t.post('/api/ai/approve-program', body, people.coachB)).status).toBe(403);
    const blank = await t.post('/api/ai/approve-program', { ...body, program: '' }, people.coachA);
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('program is required');
    expect(await t.prisma.approvedProgram.count({ where: { programContent: 'Monday: run' } })).toBe(0);
  });

  it('updates a program that was not pushed without distributing it', async () => {
    const approved = (await approve('To edit')).body;
    const res = await t.put(
      `/api/approved-programs/${approved.id}`,
      { programContent: '# Edited\nMonday: sprints', programTitle: 'Edited', customizationPrompt: 'shorter' },
      people.assistantA,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: approved.id,
      programTitle: 'Edited',
      programContent: '# Edited\nMonday: sprints',
      customizationPrompt: 'shorter',
      isPushed: false,
    });
    expect(await t.prisma.programDistribution.count({ where: { programId: approved.id } })).toBe(0);
  });

  it('guards updates', async () => {
    const approved = (await approve('Guarded')).body;
    const body = { programContent: 'x', programTitle: 'x' };
    expect((await t.put(`/api/approved-programs/${approved.id}`, body)).status).toBe(401);
    expect((await t.put(`/api/approved-programs/${approved.id}`, body, people.playerA)).status).toBe(403);
    expect((await t.put(`/api/approved-programs/${approved.id}`, body, people.coachB)).status).toBe(403);
    expect((await t.put('/api/approved-programs/nope', body, people.coachA)).status).toBe(404);
    const noTitle = await t.put(`/api/approved-programs/${approved.id}`, { programContent: 'x', programTitle: ' ' }, people.coachA);
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toBe('programTitle is required');
    expect((await t.prisma.approvedProgram.findUniqueOrThrow({ where: { id: approved.id } })).programTitle).toBe('Guarded');
  });

  it('pushes once (activity recorded), then answers Already Pushed', async () => {
    const approved = (await approve('Push me')).body;
    const res = await t.post(`/api/programs/${approved.id}/push`, {}, people.coachA);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Program pushed to 2 players: day 1 is today');
    expect(t.teamService.activities).toContainEqual(expect.objectContaining({ kind: 'program_pushed', description: 'Program pushed to the squad: Push me' }));
    const list = (await t.get('/api/teams/team-a/approved-programs', people.coachA)).body.programs as Array<{
      id: string;
      isPushed: boolean;
      pushedAt: string;
    }>;
    expect(list.find((p) => p.id === approved.id)).toMatchObject({ isPushed: true, pushedAt: '2026-03-02T10:00:00.000Z' });
    const again = await t.post(`/api/programs/${approved.id}/push`, {}, people.coachA);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Already Pushed: this program has already been pushed to the squad');
    expect(await t.prisma.programDistribution.count({ where: { programId: approved.id } })).toBe(1);
  });

  it("keeps the structured program from generation through approval and push to the player's day", async () => {
    const generated = await t.post('/api/ai/generate-elite-program', { programType: 'wales', teamId: 'team-a' }, people.coachA);
    expect(generated.body.document.days).toHaveLength(4);
    expect(generated.body.program).toBe(renderProgramText(generated.body.document));
    const approved = await t.post(
      '/api/ai/approve-program',
      { program: generated.body.program, document: generated.body.document, programType: 'wales', teamId: 'team-a' },
      people.coachA,
    );
    expect(approved.status).toBe(201);
    expect(approved.body.document).toEqual(generated.body.document);
    expect((await t.post(`/api/programs/${approved.body.id}/push`, {}, people.coachA)).status).toBe(200);
    const today = await t.get('/api/players/training/today', people.playerA);
    const day = today.body.training.day;
    expect(day.day).toBe('monday');
    expect(day).toEqual(generated.body.document.days[0]);
    expect(today.body.training.dayContent).toContain(formatPrescription(day.blocks.find((b: { kind: string }) => b.kind === 'strength').items[0]));
  });

  it("takes the text as the coach's own when it was edited by hand (the sent document no longer matches it)", async () => {
    const generated = await t.post('/api/ai/generate-elite-program', { programType: 'wales', teamId: 'team-a' }, people.coachA);
    const edited = generated.body.program.replace(/^- ([^(\n]+) \((\d+) min\)/m, '- Coach special drill ($2 min)');
    const approved = await t.post(
      '/api/ai/approve-program',
      { program: edited, document: generated.body.document, programType: 'wales', teamId: 'team-a' },
      people.coachA,
    );
    expect(approved.status).toBe(201);
    const items = approved.body.document.days.flatMap((d: { blocks: Array<{ items: Array<{ name: string; origin: string }> }> }) =>
      d.blocks.flatMap((b) => b.items),
    );
    expect(items).toContainEqual(expect.objectContaining({ name: 'Coach special drill', origin: 'coach' }));
  });

  it('keeps exactly one program running per team when different programs are pushed in parallel', async () => {
    const programs = await Promise.all(Array.from({ length: 10 }, (_, i) => approve(`Parallel ${i}`)));
    const pushes = await Promise.all(programs.map((p) => t.post(`/api/programs/${p.body.id}/push`, {}, people.coachA)));
    expect(pushes.map((r) => r.status)).toEqual(Array(10).fill(200));
    const open = await t.prisma.programDistribution.findMany({ where: { teamId: 'team-a', endDate: null } });
    expect(open).toHaveLength(1);
    // The squad sees the running one, and editing an older program does not switch the squad back to it.
    const running = open[0]!.programId;
    const older = programs.map((p) => p.body.id as string).find((id) => id !== running)!;
    const edited = await t.put(
      `/api/approved-programs/${older}`,
      { programTitle: 'Old one, edited', programContent: programs[0]!.body.programContent },
      people.coachA,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await t.prisma.programDistribution.findMany({ where: { teamId: 'team-a', endDate: null }, select: { programId: true } })).toEqual([
      { programId: running },
    ]);
  });

  it('refuses a second open distribution for a team in the database itself', async () => {
    const open = await t.prisma.programDistribution.findFirstOrThrow({ where: { teamId: 'team-a', endDate: null } });
    const { id: _id, createdAt: _at, documentSnapshot, ...copy } = open;
    await expect(t.prisma.programDistribution.create({ data: { ...copy, documentSnapshot: documentSnapshot as object } })).rejects.toThrow();
  });

  it('guards pushes; a push needing the team service fails cleanly when it is down', async () => {
    const approved = (await approve('Guard push')).body;
    expect((await t.post(`/api/programs/${approved.id}/push`, {})).status).toBe(401);
    expect((await t.post(`/api/programs/${approved.id}/push`, {}, people.playerA)).status).toBe(403);
    expect((await t.post(`/api/programs/${approved.id}/push`, {}, people.coachB)).status).toBe(403);
    expect((await t.post('/api/programs/missing/push', {}, people.coachA)).status).toBe(404);
    t.teamService.state.down = true;
    const down = await t.post(`/api/programs/${approved.id}/push`, {}, people.coachA);
    expect(down.status).toBe(503);
    expect(down.body.message).toBe(SERVER_ERRORS.unavailable('team'));
    expect((await t.prisma.approvedProgram.findUniqueOrThrow({ where: { id: approved.id } })).isPushed).toBe(false);
  });

  it('pushes even when the activity cannot be recorded', async () => {
    const approved = (await approve('Quiet push')).body;
    t.teamService.state.activityDown = true;
    expect((await t.post(`/api/programs/${approved.id}/push`, {}, people.coachA)).status).toBe(200);
  });
});

describe('coach sessions', () => {
  it('generates a whole-squad session with the focus and length asked for', async () => {
    const res = await t.post('/api/coach/generate-training', { teamId: 'team-a', focus: 'tackle technique', durationMinutes: 50 }, people.coachA);
    expect(res.status).toBe(200);
    expect(res.body.program).toMatch(/^# Team Session: tackle technique/);
    expect(res.body.program).toContain('(50 min)');
    expect(res.body.program).toMatch(/tackl/i);
  });

  it('generates a session for a position group', async () => {
    const res = await t.post('/api/coach/generate-position-training', { teamId: 'team-a', position: 'hooker', durationMinutes: 45 }, people.coachA);
    expect(res.status).toBe(200);
    expect(res.body.program).toMatch(/^# Hooker Session/);
    expect(res.body.program).toContain('Front row');
  });

  it('validates and checks access', async () => {
    expect((await t.post('/api/coach/generate-training', { teamId: 'team-a' })).status).toBe(401);
    expect((await t.post('/api/coach/generate-training', { teamId: 'team-a' }, people.playerA)).status).toBe(403);
    expect((await t.post('/api/coach/generate-position-training', { teamId: 'team-a', position: 'prop' }, people.coachB)).status).toBe(403);
    const long = await t.post('/api/coach/generate-training', { teamId: 'team-a', durationMinutes: 500 }, people.coachA);
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/^durationMinutes:/);
    const badPosition = await t.post('/api/coach/generate-position-training', { teamId: 'team-a', position: 'goalkeeper' }, people.coachA);
    expect(badPosition.body.message).toBe('position must be one of: prop, hooker, lock, flanker, 8, scrum-half, fly-half, center, wing, fullback');
  });
});
