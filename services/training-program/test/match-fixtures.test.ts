import { describe, expect, it } from 'vitest';
import { POSITIONS, TRAINING_DAYS } from '@rugby/contracts';
import { addDays } from '@rugby/service-kit';
import { buildEliteDocument } from '../src/generator/elite.ts';
import { buildPlayerWeek } from '../src/generator/player-week.ts';
import {
  documentRole,
  fixtureCalendar,
  fixtureRole,
  fixtureRoles,
  fixtureWindow,
  matchDatesOf,
  trainingDateOf,
  weekMatchDay,
  weekRolesFromFixtures,
} from '../src/planning/fixtures.ts';
import { matchDayRole, weekRoles } from '../src/planning/match-day.ts';
import { checkProgram } from '../src/rules/program-rules.ts';

// May 2026: Fri 1, Sat 2, Sun 3, Mon 4, Tue 5, Wed 6, Thu 7, Fri 8, Sat 9, Sun 10, Mon 11 … Sat 16, Sun 17.
const match = (date: string, status = 'scheduled') => ({ kind: 'match', status, date });
const training = (date: string) => ({ kind: 'training', status: 'scheduled', date });
/** The role of each training day (Mon, Tue, Thu, Fri) of the week of `monday`. */
const week = (monday: string, matches: string[]) => TRAINING_DAYS.map((day) => fixtureRole(trainingDateOf(monday, day), matches));
const weekly = (first: string, weeks: number) => Array.from({ length: weeks }, (_, i) => addDays(first, 7 * i));

describe('match-day role of a date from the fixtures', () => {
  it('a Saturday match every week: the same roles as the season setting (Mon MD+2, Tue MD-4, Thu MD-2, Fri MD-1)', () => {
    const saturdays = weekly('2026-05-02', 6);
    expect(week('2026-05-04', saturdays)).toEqual(['MD+2', 'MD-4', 'MD-2', 'MD-1']);
    for (const monday of weekly('2026-05-04', 4)) expect(week(monday, saturdays)).toEqual(TRAINING_DAYS.map((day) => matchDayRole(day, 'saturday')));
  });

  it('a Sunday fixture: Mon MD+1, Tue MD+2, Thu MD-3, Fri MD-2, as the Sunday season setting', () => {
    const sundays = weekly('2026-05-03', 6);
    expect(week('2026-05-11', sundays)).toEqual(['MD+1', 'MD+2', 'MD-3', 'MD-2']);
    for (const monday of weekly('2026-05-04', 4)) expect(week(monday, sundays)).toEqual(TRAINING_DAYS.map((day) => matchDayRole(day, 'sunday')));
  });

  it('a bye week: MD+2 after the last match, then nothing match-related until the next is in reach', () => {
    const matches = ['2026-05-02', '2026-05-16'];
    expect(week('2026-05-04', matches)).toEqual(['MD+2', 'none', 'none', 'none']);
    expect(week('2026-05-11', matches)).toEqual(['MD-5', 'MD-4', 'MD-2', 'MD-1']);
    // No match at all in reach: a bye.
    expect(fixtureRole('2026-06-10', matches)).toBe('none');
  });

  it('a Friday-night fixture: MD-1 on Thursday, the match day itself is MD, Saturday MD+1', () => {
    const matches = ['2026-05-08', '2026-05-15'];
    expect(week('2026-05-04', matches)).toEqual(['MD-4', 'MD-3', 'MD-1', 'MD']);
    expect(fixtureRole('2026-05-09', matches)).toBe('MD+1');
    expect(week('2026-05-11', matches)).toEqual(['MD-4', 'MD-3', 'MD-1', 'MD']);
  });

  it('two matches in 8 days (Saturday, then Sunday week): each date from the nearer one', () => {
    const matches = ['2026-05-02', '2026-05-10'];
    expect(week('2026-05-04', matches)).toEqual(['MD+2', 'MD-5', 'MD-3', 'MD-2']);
    expect(week('2026-05-11', matches)).toEqual(['MD+1', 'MD+2', 'none', 'none']);
  });

  it('a midweek match: the day before the next match is MD-1 even two days after the last', () => {
    const matches = ['2026-05-02', '2026-05-06', '2026-05-09'];
    expect(week('2026-05-04', matches)).toEqual(['MD+2', 'MD-1', 'MD+1', 'MD-1']);
  });

  it('cancelled matches and training sessions are not fixtures', () => {
    const events = [match('2026-05-09', 'cancelled'), training('2026-05-07'), match('2026-05-16'), match('2026-05-16'), match('2026-05-02')];
    expect(matchDatesOf(events)).toEqual(['2026-05-02', '2026-05-16']);
    // The cancelled Saturday leaves a bye week.
    expect(week('2026-05-04', matchDatesOf(events))).toEqual(['MD+2', 'none', 'none', 'none']);
  });

  it('a program day carries only the roles its schema knows; the planner plans a match-day session like the captain’s run', () => {
    expect(documentRole('MD')).toBe('none');
    expect(documentRole('MD-6')).toBe('MD-6');
    expect(documentRole('none')).toBe('none');
    const role = fixtureRoles(['2026-05-08']);
    expect(weekRolesFromFixtures('2026-05-04', role)).toEqual({ monday: 'MD-4', tuesday: 'MD-3', thursday: 'MD-1', friday: 'MD-1' });
  });

  it("the week's match day is its Saturday or Sunday match, else none", () => {
    expect(weekMatchDay('2026-05-04', ['2026-05-02', '2026-05-10'])).toBe('sunday');
    expect(weekMatchDay('2026-05-04', ['2026-05-09'])).toBe('saturday');
    expect(weekMatchDay('2026-05-04', ['2026-05-08'])).toBeNull();
    expect(weekMatchDay('2026-05-04', ['2026-05-16'])).toBeNull();
  });
});

describe('the fixture calendar of a season', () => {
  const settings = { inseasonStartDate: '2026-04-01', inseasonEndDate: '2026-10-31' };

  it('reads from two days before the in-season to six after it, at most the longest read', () => {
    expect(fixtureWindow(settings, 400)).toEqual({ from: '2026-03-30', to: '2026-11-06' });
    expect(fixtureWindow(settings, 100)).toEqual({ from: '2026-03-30', to: addDays('2026-03-30', 99) });
    expect(fixtureWindow({ inseasonStartDate: '2026-05-01', inseasonEndDate: '2026-04-01' }, 400)).toBeNull();
  });

  it('plans in-season dates from the fixtures; none without a scheduled match in the in-season', () => {
    const window = fixtureWindow(settings, 400)!;
    const calendar = fixtureCalendar(settings, window, [match('2026-05-02'), match('2026-05-16')])!;
    expect(calendar.roleOn('2026-05-08')).toBe('none');
    expect(calendar.roleOn('2026-05-15')).toBe('MD-1');
    // Outside the in-season the fixtures plan nothing (the program's roles hold).
    expect(calendar.roleOn('2026-03-30')).toBeNull();
    expect(calendar.roleOn('2026-11-02')).toBeNull();
    expect(fixtureCalendar(settings, window, [])).toBeNull();
    expect(fixtureCalendar(settings, window, [match('2026-05-02', 'cancelled'), training('2026-05-05')])).toBeNull();
    // A friendly two days before the in-season reaches into it, but alone it is no in-season fixture list.
    expect(fixtureCalendar(settings, window, [match('2026-03-30')])).toBeNull();
    expect(fixtureCalendar(settings, window, [match('2026-03-30'), match('2026-04-11')])!.roleOn('2026-04-01')).toBe('MD+2');
  });
});

describe('the week planner with the fixtures’ roles', () => {
  it('takes them in-season over the season setting, and ignores them in other phases', () => {
    const roles = { monday: 'MD-4', tuesday: 'MD-3', thursday: 'MD-1', friday: 'MD-1' };
    expect(weekRoles('in-season', 'saturday', roles)).toEqual(roles);
    expect(weekRoles('in-season', 'saturday', null)).toEqual({ monday: 'MD+2', tuesday: 'MD-4', thursday: 'MD-2', friday: 'MD-1' });
    expect(weekRoles('pre-season', 'saturday', roles)).toEqual({ monday: 'none', tuesday: 'none', thursday: 'none', friday: 'none' });
  });

  it('plans a Friday-night fixture week and a bye week within the coaching rules', () => {
    const base = { seasonPhase: 'in-season' as const, weekOfPhase: 5, matchDay: 'saturday' as const, teamId: 'team-a' };
    const friday = buildEliteDocument('all-blacks', { ...base, matchDayRoles: weekRolesFromFixtures('2026-05-04', fixtureRoles(['2026-05-08'])) });
    expect(friday.days.map((d) => d.matchDayRole)).toEqual(['MD-4', 'MD-3', 'MD-1', 'MD-1']);
    expect(friday.intro.join(' ')).toContain("Planned around the team's fixtures");
    // The two days before the match carry no contact.
    for (const day of friday.days.slice(2)) expect(day.blocks.flatMap((b) => b.items).every((i) => i.contact === 'none')).toBe(true);
    expect(checkProgram(friday, { individual: false })).toEqual([]);

    const bye = buildEliteDocument('all-blacks', { ...base, matchDayRoles: weekRolesFromFixtures('2026-05-04', fixtureRoles(['2026-05-02', '2026-05-16'])) });
    expect(bye.days.map((d) => d.matchDayRole)).toEqual(['MD+2', 'none', 'none', 'none']);
    expect(checkProgram(bye, { individual: false })).toEqual([]);

    // Without fixtures: exactly the season setting's week.
    expect(buildEliteDocument('all-blacks', { ...base, matchDayRoles: undefined })).toEqual(buildEliteDocument('all-blacks', base));
    expect(buildEliteDocument('all-blacks', base).days.map((d) => d.matchDayRole)).toEqual(['MD+2', 'MD-4', 'MD-2', 'MD-1']);
  });

  it("plans every position's personal week around a Friday-night fixture and a bye week within the coaching rules", () => {
    const fridayRoles = weekRolesFromFixtures('2026-05-04', fixtureRoles(['2026-05-08']));
    const byeRoles = weekRolesFromFixtures('2026-05-04', fixtureRoles(['2026-05-02', '2026-05-16']));
    for (const position of [...POSITIONS, null])
      for (const age of [15, 25, 38])
        for (const [roles, expected] of [
          [fridayRoles, ['MD-4', 'MD-3', 'MD-1', 'MD-1']],
          [byeRoles, ['MD+2', 'none', 'none', 'none']],
        ] as const)
          for (const teamTrainingDays of [[], [...TRAINING_DAYS]]) {
            const { document } = buildPlayerWeek({ playerId: 'p1', position, age, weight: 95, height: 185 }, 'in-season', '2026-05-04', {
              weekOfPhase: 5,
              matchDay: 'saturday',
              matchDayRoles: roles,
              teamTrainingDays,
            });
            const what = `${position} ${age} ${expected.join(',')} ${teamTrainingDays.length}`;
            expect(
              document.days.map((d) => d.matchDayRole),
              what,
            ).toEqual(expected);
            expect(checkProgram(document, { individual: true }), what).toEqual([]);
          }
  });
});
