import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProgramDayDoc } from '@rugby/contracts';
import { setClock } from '@rugby/service-kit';
import { makeIdentity } from '@rugby/service-kit/testing';
import { builtInGenerator } from '../src/generator/program-generator.ts';
import { member, people, startTestApp, type TestApp } from './helpers.ts';

// March 2026: Mon 2, Tue 3, Wed 4, Thu 5, Fri 6, Sat 7, Sun 8, Mon 9, Tue 10, Wed 11, Thu 12, Fri 13.
const at = (date: string, time = '10:00:00') => setClock(`${date}T${time}Z`);

let t: TestApp;
let weekProgram: string;
beforeAll(async () => {
  t = await startTestApp();
  weekProgram = (await builtInGenerator().generateEliteProgram('ireland', { seasonPhase: 'pre-season', teamId: 'team-a' })).program;
});
afterAll(async () => {
  setClock(null);
  await t.stop();
});
beforeEach(async () => {
  t.teamService.state.down = false;
  t.teamService.teams['team-a']!.timeZone = 'UTC';
  await t.prisma.teamTrainingCompletion.deleteMany();
  await t.prisma.programDistribution.deleteMany();
  await t.prisma.approvedProgram.deleteMany();
});

async function approveAndPush(title: string, program = weekProgram) {
  const approved = await t.post('/api/ai/approve-program', { program, programType: 'ireland', teamId: 'team-a', programTitle: title }, people.coachA);
  expect(approved.status).toBe(201);
  const pushed = await t.post(`/api/programs/${approved.body.id}/push`, {}, people.coachA);
  expect(pushed.status).toBe(200);
  return { id: approved.body.id as string, message: pushed.body.message as string };
}

async function today(who = people.playerA) {
  const res = await t.get('/api/players/training/today', who);
  expect(res.status).toBe(200);
  return res.body as {
    hasTraining: boolean;
    date: string;
    reason?: string;
    training: { id: string; dayNumber: number; completed: boolean; dayContent: string; day?: ProgramDayDoc | null } | null;
  };
}

/** Day number (or the reason there is none) the player sees on each date. */
async function daysSeen(dates: string[], who = people.playerA) {
  const seen: Record<string, number | string> = {};
  for (const date of dates) {
    at(date);
    const day = await today(who);
    seen[date] = day.training?.dayNumber ?? day.reason!;
  }
  return seen;
}

describe('push -> daily team training', () => {
  it('pushed on a Monday: days 1-4 on Mon, Tue, Thu, Fri; Wednesday rest, weekend recovery; four weeks, then finished', async () => {
    at('2026-03-02');
    const pushed = await approveAndPush('Monday push');
    expect(pushed.message).toBe('Program pushed to 2 players: day 1 is today');
    expect(
      await daysSeen([
        '2026-03-02',
        '2026-03-03',
        '2026-03-04',
        '2026-03-05',
        '2026-03-06',
        '2026-03-07',
        '2026-03-08',
        '2026-03-09',
        '2026-03-11',
        '2026-03-27',
        '2026-03-30',
      ]),
    ).toEqual({
      '2026-03-02': 1,
      '2026-03-03': 2,
      '2026-03-04': 'rest-day',
      '2026-03-05': 3,
      '2026-03-06': 4,
      '2026-03-07': 'recovery-day',
      '2026-03-08': 'recovery-day',
      '2026-03-09': 5,
      '2026-03-11': 'rest-day',
      '2026-03-27': 16,
      '2026-03-30': 'program-finished',
    });
  });

  it("serves day N's session from the program, headed by its day number", async () => {
    at('2026-03-05');
    await approveAndPush('Content');
    at('2026-03-09');
    const day = await today();
    expect(day.training?.dayNumber).toBe(3);
    // Pushed on a Thursday, day 1 was the Thursday session; day 3 (a Monday) is the Monday session: every session
    // falls on its own weekday, so its match-day role holds.
    const mondayTheme = /## Monday: (.+?) \(\d+ min\)/.exec(weekProgram)![1]!;
    expect(day.training?.dayContent.startsWith(`## Monday: ${mondayTheme} (`)).toBe(true);
    expect(day.training?.day?.day).toBe('monday');
    expect(day.training?.dayContent).toContain('### Warm-up');
    expect(day.training?.dayContent).not.toContain('Wednesday');
  });

  it('pushed on a Wednesday: starts on Thursday and runs across the week boundary', async () => {
    at('2026-03-04');
    const pushed = await approveAndPush('Wednesday push');
    expect(pushed.message).toBe('Program pushed to 2 players: day 1 is Thursday 2026-03-05');
    expect(await daysSeen(['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12'])).toEqual({
      '2026-03-04': 'rest-day',
      '2026-03-05': 1,
      '2026-03-06': 2,
      '2026-03-07': 'recovery-day',
      '2026-03-09': 3,
      '2026-03-10': 4,
      '2026-03-11': 'rest-day',
      '2026-03-12': 5,
    });
  });

  it('pushed on a Saturday: starts on Monday', async () => {
    at('2026-03-07');
    const pushed = await approveAndPush('Saturday push');
    expect(pushed.message).toBe('Program pushed to 2 players: day 1 is Monday 2026-03-09');
    expect(await daysSeen(['2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10', '2026-03-12', '2026-03-13', '2026-03-16'])).toEqual({
      '2026-03-07': 'recovery-day',
      '2026-03-08': 'recovery-day',
      '2026-03-09': 1,
      '2026-03-10': 2,
      '2026-03-12': 3,
      '2026-03-13': 4,
      '2026-03-16': 5,
    });
  });

  it("uses the team's time zone for today (Sunday evening in UTC is Monday in Auckland)", async () => {
    t.teamService.teams['team-a']!.timeZone = 'Pacific/Auckland';
    at('2026-03-08', '20:00:00');
    const pushed = await approveAndPush('Auckland push');
    expect(pushed.message).toContain('day 1 is today');
    const day = await today();
    expect(day).toMatchObject({ hasTraining: true, date: '2026-03-09', training: { dayNumber: 1 } });
  });

  it('reaches every current and future player of the team, and no other team', async () => {
    at('2026-03-02');
    await approveAndPush('Whole squad');
    expect((await today(people.playerA)).training?.dayNumber).toBe(1);
    expect((await today(people.playerA2)).training?.dayNumber).toBe(1);
    const newcomer = makeIdentity({ userId: 'newcomer', userType: 'player', memberships: [{ teamId: 'team-a', role: 'player' }] });
    t.teamService.teams['team-a']!.members.push(member('newcomer', 'player'));
    at('2026-03-03');
    expect((await today(newcomer)).training?.dayNumber).toBe(2);
    expect(await today(people.playerB)).toMatchObject({ hasTraining: false, training: null, reason: 'no-program' });
    expect(await today(people.loner)).toMatchObject({ hasTraining: false, reason: 'no-program' });
  });

  it('a new push replaces the running program from its first day', async () => {
    at('2026-03-02');
    await approveAndPush('First');
    at('2026-03-03');
    await approveAndPush('Second', (await builtInGenerator().generateEliteProgram('fiji', { seasonPhase: 'pre-season' })).program);
    const programToday = await t.get('/api/programs/today', people.playerA);
    expect(programToday.body).toMatchObject({ hasProgram: true, programTitle: 'Second', dayNumber: 1, date: '2026-03-03' });
    at('2026-03-02');
    expect((await t.get('/api/programs/today', people.playerA)).body).toMatchObject({ programTitle: 'First', dayNumber: 1 });
  });
});

describe('re-distribution (PUT of a pushed program)', () => {
  it('replaces the remaining days from today; past days keep what players saw; numbering continues', async () => {
    at('2026-03-02');
    const { id } = await approveAndPush('Redistributed');
    const mondayBefore = (await today()).training!.dayContent;
    at('2026-03-03');
    const tuesdayBefore = (await today()).training!.dayContent;

    at('2026-03-05'); // Thursday: day 3
    const edited = [
      '# Edited week',
      'Monday: Edited day one',
      '- sprints 10 min',
      'Tuesday: Edited day two',
      '- passing 20 min',
      'Thursday: Edited day three',
      '- scrums 20 min',
      'Friday: Edited day four',
      '- kicking 15 min',
    ].join('\n');
    const res = await t.put(
      `/api/approved-programs/${id}`,
      { programContent: edited, programTitle: 'Redistributed v2', customizationPrompt: 'our own' },
      people.coachA,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ programTitle: 'Redistributed v2', isPushed: true });
    expect(t.teamService.activities).toContainEqual(
      expect.objectContaining({ kind: 'program_redistributed', description: 'Program updated and re-distributed: Redistributed v2' }),
    );

    // The coach's own week, kept as written (and completed where it left gaps): the program from today on.
    expect(res.body.programContent).toBe(edited);
    const thursday = await today();
    expect(thursday.training).toMatchObject({ dayNumber: 3, day: { theme: 'Edited day three' } });
    expect(thursday.training!.day!.blocks.flatMap((b) => b.items)).toContainEqual(expect.objectContaining({ name: 'Scrums', minutes: 20, origin: 'coach' }));
    expect(thursday.training!.dayContent).toMatch(/^## Thursday: Edited day three \(\d+ min\)\n/);
    at('2026-03-09');
    expect((await today()).training).toMatchObject({ dayNumber: 5, day: { theme: 'Edited day one' } });

    at('2026-03-02');
    expect((await today()).training?.dayContent).toBe(mondayBefore);
    at('2026-03-03');
    expect((await today()).training?.dayContent).toBe(tuesdayBefore);
  });

  it('edited before its first day (pushed on Saturday, edited on Sunday): day 1 is the new content', async () => {
    at('2026-03-07');
    const { id } = await approveAndPush('Weekend edit');
    at('2026-03-08');
    await t.put(
      `/api/approved-programs/${id}`,
      { programContent: 'Session 1: New start\n- run 10 min\nSession 2: Next\n- pass 10 min', programTitle: 'Weekend edit' },
      people.coachA,
    );
    at('2026-03-09');
    expect((await today()).training).toMatchObject({ dayNumber: 1, day: { theme: 'New start' } });
  });

  it('fails with 503 and changes nothing when the team service is down', async () => {
    at('2026-03-02');
    const { id } = await approveAndPush('Down');
    t.teamService.state.down = true;
    const res = await t.put(`/api/approved-programs/${id}`, { programContent: 'Monday: other', programTitle: 'Changed' }, people.coachA);
    expect(res.status).toBe(503);
    expect((await t.prisma.approvedProgram.findUniqueOrThrow({ where: { id } })).programTitle).toBe('Down');
    expect(await t.prisma.programDistribution.count({ where: { programId: id } })).toBe(1);
  });
});

describe('completing team training', () => {
  it("completes today's training once (idempotent) and shows it completed", async () => {
    at('2026-03-02');
    await approveAndPush('Complete me');
    const before = await today();
    expect(before.training?.completed).toBe(false);
    const done = await t.post(`/api/players/training/${before.training!.id}/complete`, {}, people.playerA);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: 'Training marked as complete', completedAt: '2026-03-02T10:00:00.000Z' });
    at('2026-03-02', '11:00:00');
    const again = await t.post(`/api/players/training/${before.training!.id}/complete`, {}, people.playerA);
    expect(again.body).toEqual({ message: 'Training already completed', completedAt: '2026-03-02T10:00:00.000Z' });
    expect(await t.prisma.teamTrainingCompletion.count()).toBe(1);
    expect((await today()).training?.completed).toBe(true);
    expect((await today(people.playerA2)).training?.completed).toBe(false);
  });

  it('refuses foreign, unknown and future training ids', async () => {
    at('2026-03-02');
    await approveAndPush('Guarded');
    const id = (await today()).training!.id;
    expect((await t.post(`/api/players/training/${id}/complete`, {})).status).toBe(401);
    expect((await t.post(`/api/players/training/${id}/complete`, {}, people.coachA)).status).toBe(403);
    const foreign = await t.post(`/api/players/training/${id}/complete`, {}, people.playerB);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Team training not found');
    expect((await t.post('/api/players/training/garbage/complete', {}, people.playerA)).status).toBe(404);
    const distributionId = id.slice(0, id.lastIndexOf('_'));
    expect((await t.post(`/api/players/training/${distributionId}_2026-03-04/complete`, {}, people.playerA)).status).toBe(404); // Wednesday
    expect((await t.post(`/api/players/training/${distributionId}_2026-02-30/complete`, {}, people.playerA)).status).toBe(404);
    const future = await t.post(`/api/players/training/${distributionId}_2026-03-03/complete`, {}, people.playerA);
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('This training day has not started yet');
    expect(await t.prisma.teamTrainingCompletion.count()).toBe(0);
  });
});

describe('GET /api/programs/today', () => {
  it("answers the caller's team's program day, or why there is none", async () => {
    at('2026-03-03');
    expect((await t.get('/api/programs/today', people.coachA)).body).toEqual({ hasProgram: false, date: '2026-03-03', teamId: 'team-a', reason: 'no-program' });
    const { id } = await approveAndPush('Today');
    const res = await t.get('/api/programs/today', people.coachA);
    expect(res.body).toMatchObject({
      hasProgram: true,
      date: '2026-03-03',
      teamId: 'team-a',
      programId: id,
      programTitle: 'Today',
      programType: 'ireland',
      dayNumber: 1,
    });
    // The session of the date's own weekday.
    const weekday = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][new Date(`${res.body.date}T00:00:00Z`).getUTCDay()]!;
    expect(res.body.day?.day).toBe(weekday);
    expect(res.body.dayContent.toLowerCase().startsWith(`## ${weekday}: `)).toBe(true);
    at('2026-03-04');
    expect((await t.get('/api/programs/today', people.playerA)).body).toMatchObject({ hasProgram: false, reason: 'rest-day' });
    expect((await t.get('/api/programs/today?teamId=team-a', people.playerB)).status).toBe(403);
    expect((await t.get('/api/programs/today', people.loner)).body).toEqual({ hasProgram: false, date: null, teamId: null, reason: 'no-team' });
    expect((await t.get('/api/programs/today')).status).toBe(401);
  });
});

describe("GET /api/players/:playerId/training/:date (coach's date browser)", () => {
  it("shows the player's team training on the date with its completion, and recent logs", async () => {
    at('2026-03-02');
    await approveAndPush('Browser');
    const id = (await today()).training!.id;
    await t.post(`/api/players/training/${id}/complete`, {}, people.playerA);
    await t.prisma.trainingLog.createMany({
      data: [
        {
          playerId: 'player-a',
          teamId: 'team-a',
          date: '2026-03-02',
          activityId: 'missing-activity',
          category: 'strength',
          durationMinutes: 15,
          completed: true,
          notes: 'felt strong',
          createdAt: new Date('2026-03-02T09:00:00Z'),
        },
        { playerId: 'player-a', teamId: 'team-a', date: '2026-03-01', activityId: 'x2', category: 'skills', durationMinutes: 10, completed: false },
        { playerId: 'player-a2', teamId: 'team-a', date: '2026-03-02', activityId: 'x3', category: 'skills', durationMinutes: 10, completed: true },
      ],
    });
    const res = await t.get('/api/players/player-a/training/2026-03-02', people.assistantA);
    expect(res.status).toBe(200);
    expect(res.body.dailyTraining).toMatchObject({
      programTitle: 'Browser',
      programType: 'ireland',
      dayNumber: 1,
      isCompleted: true,
      completedAt: '2026-03-02T10:00:00.000Z',
    });
    expect(res.body.dailyTraining.content).toMatch(/^## Monday: /);
    expect(res.body.dailyTraining.day?.blocks[0]?.kind).toBe('warmup');
    expect(res.body.recentLogs).toEqual([
      {
        id: expect.any(String),
        activityType: 'strength',
        activityName: 'missing-activity',
        duration: 15,
        notes: 'felt strong',
        completed: true,
        date: '2026-03-02',
        createdAt: '2026-03-02T09:00:00.000Z',
      },
    ]);

    const next = await t.get('/api/players/player-a/training/2026-03-03', people.coachA);
    expect(next.body.dailyTraining).toMatchObject({ dayNumber: 2, isCompleted: false, completedAt: null });
    const rest = await t.get('/api/players/player-a/training/2026-03-04', people.coachA);
    expect(rest.body).toMatchObject({ dailyTraining: null, reason: 'rest-day' });
    const before = await t.get('/api/players/player-a/training/2026-02-27', people.coachA);
    expect(before.body).toMatchObject({ dailyTraining: null, reason: 'no-program' });
  });

  it('is for coaches of a team the player is in', async () => {
    expect((await t.get('/api/players/player-a/training/2026-03-02')).status).toBe(401);
    expect((await t.get('/api/players/player-a/training/2026-03-02', people.playerA)).status).toBe(403);
    expect((await t.get('/api/players/player-a/training/2026-03-02', people.coachB)).status).toBe(403);
    expect((await t.get('/api/players/coach-a/training/2026-03-02', people.coachA)).status).toBe(403);
    const bad = await t.get('/api/players/player-a/training/2026-02-30', people.coachA);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('date is not a valid date');
  });
});
