import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  dayMinutesOf,
  InternalCallError,
  trainingProgramInternalClient,
  type ProgramDayDoc,
  type ProgramDocument,
  type TeamEventSummary,
} from '@rugby/contracts';
import { internalServiceToken, setClock } from '@rugby/service-kit';
import { builtInGenerator } from '../src/generator/program-generator.ts';
import { people, startTestApp, type TestApp } from './helpers.ts';

// April 2026: Thu 2, Fri 3, Sat 4, Sun 5 (NZ daylight saving ends), Mon 6 … Sun 12. May 2026: Thu 30 Apr, Fri 1,
// Sat 2, Mon 4, Tue 5, Thu 7, Fri 8, Mon 11 … Fri 22, Sat 23. The fake teams are in-season from 1 April.
const at = (date: string, time = '10:00:00') => setClock(`${date}T${time}Z`);

let t: TestApp;
let program: { text: string; document: ProgramDocument };
/** The team service's events per team (what teamEvents answers) and the reads it was asked for. */
const events: Record<string, TeamEventSummary[]> = {};
const eventReads: Array<{ teamId: string; from: string; to: string }> = [];
const eventsState = { down: false };

const fixture = (date: string, status: 'scheduled' | 'cancelled' = 'scheduled', kind: 'match' | 'training' = 'match'): TeamEventSummary => ({
  id: `${kind}-${date}`,
  kind,
  displayTitle: kind === 'match' ? 'vs Harlequins' : 'Training',
  date,
  startTime: '15:00',
  durationMinutes: 120,
  startsAt: `${date}T15:00:00.000Z`,
  status,
});

/** The team's calendar changes: the team service bumps Team.version. */
function setEvents(teamId: string, list: TeamEventSummary[]) {
  events[teamId] = list;
  t.teamService.teams[teamId]!.version += 1;
}

beforeAll(async () => {
  t = await startTestApp();
  // The typed client's teamEvents, as the team service answers it (cancelled events included).
  Object.assign(t.teamService.client, {
    teamEvents: async (teamId: string, range: { from: string; to: string }) => {
      eventReads.push({ teamId, ...range });
      if (eventsState.down) throw new InternalCallError(`GET /internal/teams/${teamId}/events is unreachable`, null);
      return {
        timeZone: t.teamService.teams[teamId]!.timeZone,
        events: structuredClone((events[teamId] ?? []).filter((e) => e.date >= range.from && e.date <= range.to)),
      };
    },
  });
  const made = await builtInGenerator().generateEliteProgram('ireland', { seasonPhase: 'in-season', weekOfPhase: 5, matchDay: 'saturday', teamId: 'team-a' });
  program = { text: made.program, document: made.document! };
});
afterAll(async () => {
  setClock(null);
  await t.stop();
});
beforeEach(async () => {
  eventsState.down = false;
  t.teamService.teams['team-a']!.timeZone = 'UTC';
  setEvents('team-a', []);
  setEvents('team-b', []);
  await t.prisma.teamTrainingCompletion.deleteMany();
  await t.prisma.programDistribution.deleteMany();
  await t.prisma.approvedProgram.deleteMany();
});

async function approveAndPush(title: string, startDate?: string) {
  const approved = await t.post(
    '/api/ai/approve-program',
    { program: program.text, document: program.document, programType: 'ireland', teamId: 'team-a', programTitle: title },
    people.coachA,
  );
  expect(approved.status).toBe(201);
  const pushed = await t.post(`/api/programs/${approved.body.id}/push`, startDate ? { startDate } : {}, people.coachA);
  expect(pushed.status).toBe(200);
  return approved.body.id as string;
}

interface ProgramDayRow {
  date: string;
  programId: string;
  programName: string;
  dayNumber: number;
  theme: string;
  matchDayRole: string;
  minutes: number | null;
}
async function programDays(from: string, to: string, who = people.coachA): Promise<ProgramDayRow[]> {
  const res = await t.get(`/api/teams/team-a/program-days?from=${from}&to=${to}`, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toMatchObject({ teamId: 'team-a', from, to });
  return res.body.days as ProgramDayRow[];
}
const rolesByDate = (days: ProgramDayRow[]) => Object.fromEntries(days.map((d) => [d.date, d.matchDayRole]));
const programDay = (weekday: ProgramDayDoc['day']) => program.document.days.find((d) => d.day === weekday)!;

async function playerToday() {
  const res = await t.get('/api/players/training/today', people.playerA);
  expect(res.status).toBe(200);
  return res.body as { date: string; training: { dayNumber: number; dayContent: string; day: ProgramDayDoc | null } | null };
}

describe('GET /api/teams/:teamId/program-days', () => {
  it("is for the team's coaches only, over a valid range of at most 120 days", async () => {
    at('2026-04-28');
    expect((await t.get('/api/teams/team-a/program-days?from=2026-05-01&to=2026-05-31')).status).toBe(401);
    expect((await t.get('/api/teams/team-a/program-days?from=2026-05-01&to=2026-05-31', people.playerA)).status).toBe(403);
    expect((await t.get('/api/teams/team-a/program-days?from=2026-05-01&to=2026-05-31', people.coachB)).status).toBe(403);
    const cases: Array<[string, RegExp]> = [
      ['from=2026-05-01', /^to is required/],
      ['to=2026-05-01', /^from is required/],
      ['from=2026-05-10&to=2026-05-01', /^to must not be before from$/],
      ['from=2026-05-01&to=2026-08-29', /^to must be at most 120 days from from$/],
      ['from=2026-02-30&to=2026-03-05', /^from is not a valid date/],
      ['from=May&to=2026-03-05', /^from must be a date in the form YYYY-MM-DD/],
    ];
    for (const [query, message] of cases) {
      const res = await t.get(`/api/teams/team-a/program-days?${query}`, people.coachA);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(message);
    }
    expect(await programDays('2026-05-01', '2026-08-28')).toEqual([]);
  });

  it('a push with a startDate puts day 1 on it and the next days on the following training days; other weekdays run none', async () => {
    at('2026-04-28');
    const id = await approveAndPush('Thursday start', '2026-04-30');
    const days = await programDays('2026-04-27', '2026-05-17');
    expect(days.map((d) => [d.date, d.dayNumber])).toEqual([
      ['2026-04-30', 1],
      ['2026-05-01', 2],
      ['2026-05-04', 3],
      ['2026-05-05', 4],
      ['2026-05-07', 5],
      ['2026-05-08', 6],
      ['2026-05-11', 7],
      ['2026-05-12', 8],
      ['2026-05-14', 9],
      ['2026-05-15', 10],
    ]);
    expect(days.every((d) => d.programId === id && d.programName === 'Thursday start')).toBe(true);
    // Each date runs its own weekday's session, with its theme, length and (no fixtures) the program's role.
    const thursday = programDay('thursday');
    expect(days[0]).toEqual({
      date: '2026-04-30',
      programId: id,
      programName: 'Thursday start',
      dayNumber: 1,
      theme: thursday.theme,
      matchDayRole: 'MD-2',
      minutes: dayMinutesOf(thursday),
    });
    expect(rolesByDate(days.slice(0, 4))).toEqual({ '2026-04-30': 'MD-2', '2026-05-01': 'MD-1', '2026-05-04': 'MD+2', '2026-05-05': 'MD-4' });
    expect(days[1]!.theme).toBe(programDay('friday').theme);
    expect(days[1]!.theme).toContain("(captain's run)");
    // The players see the same day on the same date.
    at('2026-05-04');
    expect((await playerToday()).training?.dayNumber).toBe(3);
  });

  it("takes each date's role from the real fixtures: a Friday-night match, a cancelled one, a bye week", async () => {
    at('2026-04-28');
    await approveAndPush('With fixtures', '2026-04-30');
    setEvents('team-a', [
      fixture('2026-04-25'),
      fixture('2026-05-02', 'cancelled'),
      fixture('2026-05-06', 'scheduled', 'training'),
      fixture('2026-05-08'),
      fixture('2026-05-23'),
    ]);
    const days = await programDays('2026-04-27', '2026-05-24');
    expect(rolesByDate(days)).toEqual({
      '2026-04-30': 'none',
      '2026-05-01': 'none',
      '2026-05-04': 'MD-4',
      '2026-05-05': 'MD-3',
      '2026-05-07': 'MD-1',
      '2026-05-08': 'MD',
      '2026-05-11': 'none',
      '2026-05-12': 'none',
      '2026-05-14': 'none',
      '2026-05-15': 'none',
      '2026-05-18': 'MD-5',
      '2026-05-19': 'MD-4',
      '2026-05-21': 'MD-2',
      '2026-05-22': 'MD-1',
    });
    // A Friday that is not the day before a match is no captain's run.
    expect(days.find((d) => d.date === '2026-05-15')!.theme).not.toContain("(captain's run)");

    // The player's day shows the real role: MD-1 the day before the match (the program's Thursday is MD-2)…
    at('2026-05-07');
    const thursday = (await playerToday()).training!;
    expect(thursday.day?.matchDayRole).toBe('MD-1');
    expect(thursday.dayContent).toMatch(/^## Thursday: .+ \[MD-1\] \(\d+ min\)/);
    const coachView = await t.get('/api/players/player-a/training/2026-05-07', people.coachA);
    expect(coachView.body.dailyTraining.day.matchDayRole).toBe('MD-1');
    expect((await t.get('/api/programs/today', people.coachA)).body.day.matchDayRole).toBe('MD-1');
    // … and nothing match-related in the bye week (the program's Tuesday is MD-4).
    at('2026-05-12');
    const bye = (await playerToday()).training!;
    expect(bye.day?.matchDayRole).toBe('none');
    expect(bye.dayContent).not.toContain('[MD');
    // On the match day itself the session has no training role.
    at('2026-05-08');
    expect((await playerToday()).training!.day?.matchDayRole).toBe('none');
  });

  it('keeps the program’s roles for a team without fixtures, and when the team service cannot answer', async () => {
    at('2026-04-28');
    await approveAndPush('No fixtures', '2026-04-30');
    // Only training sessions and a cancelled match: no fixtures.
    setEvents('team-a', [fixture('2026-05-02', 'cancelled'), fixture('2026-05-06', 'scheduled', 'training')]);
    const expected = { '2026-05-04': 'MD+2', '2026-05-05': 'MD-4', '2026-05-07': 'MD-2', '2026-05-08': 'MD-1' };
    expect(rolesByDate(await programDays('2026-05-04', '2026-05-10'))).toEqual(expected);
    at('2026-05-07');
    expect((await playerToday()).training!.day?.matchDayRole).toBe('MD-2');

    setEvents('team-a', [fixture('2026-05-08')]);
    eventsState.down = true;
    expect(rolesByDate(await programDays('2026-05-04', '2026-05-10'))).toEqual(expected);
    // Retried once the failure is old enough; then the fixtures plan.
    eventsState.down = false;
    at('2026-05-07', '10:01:00');
    expect(rolesByDate(await programDays('2026-05-04', '2026-05-10'))).toEqual({
      '2026-05-04': 'MD-4',
      '2026-05-05': 'MD-3',
      '2026-05-07': 'MD-1',
      '2026-05-08': 'MD',
    });
  });

  it('reads the in-season fixtures once per team version: no team service call per request in the steady state', async () => {
    at('2026-04-28');
    await approveAndPush('Cached', '2026-04-30');
    setEvents('team-a', [fixture('2026-05-09')]);
    at('2026-05-07');
    const before = eventReads.length;
    for (let i = 0; i < 3; i++) {
      expect(rolesByDate(await programDays('2026-05-07', '2026-05-08'))).toEqual({ '2026-05-07': 'MD-2', '2026-05-08': 'MD-1' });
      expect((await playerToday()).training!.day?.matchDayRole).toBe('MD-2');
    }
    expect(eventReads.slice(before)).toEqual([{ teamId: 'team-a', from: '2026-03-30', to: '2026-11-06' }]);

    // The coach moves the match to Friday: the team service bumps the version, the next read sees it.
    setEvents('team-a', [fixture('2026-05-08')]);
    expect(rolesByDate(await programDays('2026-05-07', '2026-05-08'))).toEqual({ '2026-05-07': 'MD-1', '2026-05-08': 'MD' });
    expect(eventReads.length - before).toBe(2);
  });

  it("plans by the team's own dates: Auckland across the end of daylight saving, with the server in UTC", async () => {
    t.teamService.teams['team-a']!.timeZone = 'Pacific/Auckland';
    // 20:00 UTC on Wednesday 1 April is 09:00 on Thursday 2 April in Auckland (NZDT, UTC+13).
    setClock('2026-04-01T20:00:00Z');
    await approveAndPush('Auckland', '2026-04-02');
    // Sunday fixtures: on 5 April clocks go back at 03:00 (NZST, UTC+12).
    setEvents('team-a', [fixture('2026-04-05'), fixture('2026-04-12')]);
    // 20:30 UTC on Sunday 5 April is 08:30 on Monday 6 April in Auckland: MD+1 after Sunday's match (the program's Monday is MD+2).
    setClock('2026-04-05T20:30:00Z');
    const monday = await playerToday();
    expect(monday.date).toBe('2026-04-06');
    expect(monday.training?.dayNumber).toBe(3);
    expect(monday.training?.day?.matchDayRole).toBe('MD+1');
    // Midnight starting Friday 10 April in Auckland is still Thursday in UTC: Friday's day 6, MD-2 before Sunday.
    setClock('2026-04-09T12:00:00Z');
    const friday = await playerToday();
    expect(friday.date).toBe('2026-04-10');
    expect(friday.training?.dayNumber).toBe(6);
    expect(friday.training?.day?.matchDayRole).toBe('MD-2');
    expect(rolesByDate(await programDays('2026-04-01', '2026-04-12'))).toEqual({
      '2026-04-02': 'MD-3',
      '2026-04-03': 'MD-2',
      '2026-04-06': 'MD+1',
      '2026-04-07': 'MD+2',
      '2026-04-09': 'MD-3',
      '2026-04-10': 'MD-2',
    });
  });
});

describe('generation with the fixtures', () => {
  const generate = async () => {
    const res = await t.post('/api/ai/generate-elite-program', { programType: 'ireland', teamId: 'team-a' }, people.coachA);
    expect(res.status).toBe(200);
    return res.body.document as ProgramDocument;
  };
  const roles = (doc: ProgramDocument) => doc.days.map((d) => d.matchDayRole);

  it("plans the program's first week around its real match: a Friday night, a Sunday, or the season setting without fixtures", async () => {
    at('2026-05-04');
    const plain = await generate();
    expect(roles(plain)).toEqual(['MD+2', 'MD-4', 'MD-2', 'MD-1']);
    expect(plain.meta.matchDay).toBe('saturday');

    setEvents('team-a', [fixture('2026-05-08'), fixture('2026-05-15')]);
    const friday = await generate();
    expect(roles(friday)).toEqual(['MD-4', 'MD-3', 'MD-1', 'MD-1']);
    expect(friday.intro.join(' ')).toContain("Planned around the team's fixtures");

    setEvents('team-a', [fixture('2026-05-10')]);
    const sunday = await generate();
    expect(roles(sunday)).toEqual(['MD-6', 'MD-5', 'MD-3', 'MD-2']);
    expect(sunday.meta.matchDay).toBe('sunday');

    // A session asked for on Thursday before a Friday-night match is the captain's run (the setting's Thursday is MD-2).
    setEvents('team-a', [fixture('2026-05-08')]);
    at('2026-05-07');
    const session = await t.post('/api/coach/generate-training', { teamId: 'team-a', durationMinutes: 45 }, people.coachA);
    expect(session.status).toBe(200);
    expect(session.body.document.days[0].matchDayRole).toBe('MD-1');
  });

  it("plans a player's personal week around the real match too: the day before a Friday-night fixture is MD-1, a bye week has no match day", async () => {
    const personalRoles = async () => {
      const res = await t.post('/api/player/generate-training', { regenerate: true }, people.playerA);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return roles(res.body.program.document as ProgramDocument);
    };
    at('2026-05-04');
    expect(await personalRoles()).toEqual(['MD+2', 'MD-4', 'MD-2', 'MD-1']);
    setEvents('team-a', [fixture('2026-05-08'), fixture('2026-05-15')]);
    expect(await personalRoles()).toEqual(['MD-4', 'MD-3', 'MD-1', 'MD-1']);
    // The week after the last fixture (Friday 15 May) is a bye week: no day is planned around a match.
    at('2026-05-18');
    expect(await personalRoles()).toEqual(['none', 'none', 'none', 'none']);
  });
});

describe("the internal reads of the team's calendar feeds (contracts trainingProgramInternalClient)", () => {
  /** The typed client against this app (the team service's feeds use it). */
  async function internalClient() {
    const server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    return { client: trainingProgramInternalClient({ baseUrl: `http://127.0.0.1:${port}`, token: internalServiceToken() }), close: () => server.close() };
  }

  it("answers the program days as the coaches see them, and a player's planned training days: the squad's with their own work, and their personal days", async () => {
    at('2026-04-28');
    await approveAndPush('Thursday start', '2026-04-30');
    const { client, close } = await internalClient();
    try {
      const { days } = await client.programDays('team-a', '2026-04-27', '2026-05-10');
      expect(days).toEqual(await programDays('2026-04-27', '2026-05-10'));

      // The week of 27 April: the squad trains from Thursday; Monday and Tuesday are the player's own week.
      const plan = await client.planDays('team-a', people.playerA.userId, '2026-04-27', '2026-05-03');
      expect(plan.days.map((d) => [d.date, d.squad])).toEqual([
        ['2026-04-27', false],
        ['2026-04-28', false],
        ['2026-04-30', true],
        ['2026-05-01', true],
      ]);
      for (const day of plan.days) {
        expect(day.theme.length).toBeGreaterThan(3);
        expect(day.minutes).toBeGreaterThanOrEqual(45);
      }
      // The squad's day is the one the player's home shows for that date.
      at('2026-04-30');
      const today = await playerToday();
      expect(today.training?.dayNumber).toBe(1);
      expect(plan.days[2]!.theme).toBe(today.training?.day?.theme);

      // Not one of the team's players, an unknown team, a range too long: refused.
      await expect(client.planDays('team-a', people.coachA.userId, '2026-04-27', '2026-05-03')).rejects.toMatchObject({ status: 404 });
      await expect(client.programDays('no-such-team', '2026-04-27', '2026-05-03')).rejects.toMatchObject({ status: 404 });
      await expect(client.planDays('team-a', people.playerA.userId, '2026-04-01', '2026-06-01')).rejects.toMatchObject({ status: 400 });
      await expect(client.programDays('team-a', '2026-05-01', '2026-04-01')).rejects.toMatchObject({ status: 400 });
    } finally {
      close();
    }
  });
});
