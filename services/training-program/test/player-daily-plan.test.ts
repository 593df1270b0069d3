import { describe, expect, it } from 'vitest';
import {
  formatPrescription,
  LIMITS,
  POSITIONS,
  trainingLogSchema,
  type Position,
  type ProgramDayDoc,
  type SeasonSettings,
  type TrainingDay,
} from '@rugby/contracts';
import { activityById } from '../src/content/activities.ts';
import { PHASE_PLANS } from '../src/content/periodisation.ts';
import { personalWeekOf } from '../src/domain/personal-week.ts';
import { ageBandOf, buildPlayerWeek } from '../src/generator/player-week.ts';
import { dailyPlan, loggedActivity, resolvePlayerActivity, type DailyPlanInput } from '../src/player/daily-plan.ts';
import { checkProgram, describeViolations } from '../src/rules/program-rules.ts';
import { SEASON_2026 } from './helpers.ts';

/** A week of each phase under the fake teams' season (pre-season Jan-Mar, in-season Apr-Oct). */
const WEEKS = { 'pre-season': '2026-03-02', 'in-season': '2026-05-04', 'off-season': '2026-11-02' } as const;
const WEEKDAYS: Array<[TrainingDay, number]> = [
  ['monday', 0],
  ['tuesday', 1],
  ['thursday', 3],
  ['friday', 4],
];
const AGES = [27, 17, 15, 14] as const;
const dateOf = (monday: string, offset: number) => new Date(Date.parse(`${monday}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

const input = (
  position: Position | null,
  age: number | null,
  date: string,
  opts: { settings?: SeasonSettings; teamDays?: TrainingDay[] } = {},
): DailyPlanInput => {
  const monday = dateOf(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
  return {
    profile: { playerId: 'player-1', position, age, weight: 95, height: 186 },
    week: personalWeekOf(opts.settings ?? SEASON_2026, monday, opts.teamDays),
    date,
  };
};
/** The personal week's day a plan should come from: the weekly program's document for the same player and week. */
function personalDay({ profile, week, date }: DailyPlanInput, day: TrainingDay) {
  const monday = dateOf(date, -WEEKDAYS.find(([d]) => d === day)![1]);
  const { document } = buildPlayerWeek(profile, week.phase, monday, week.plan);
  return { document, day: document.days.find((d) => d.day === day)! };
}
const itemsOf = (day: ProgramDayDoc) => day.blocks.flatMap((b) => b.items.map((item) => ({ category: b.kind, item })));
const sessionOf = (plan: ReturnType<typeof dailyPlan>) => plan.activities.filter((a) => a.category !== 'laws');

describe('player daily plan: a day of the personal week', () => {
  it("gives every training day, over phases × positions × ages × weekdays, the personal week's day: its prescribed items as activities, passing every coaching rule", () => {
    for (const [phase, monday] of Object.entries(WEEKS)) {
      for (const position of [...POSITIONS, null]) {
        for (const age of AGES) {
          for (const [weekday, offset] of WEEKDAYS) {
            const date = dateOf(monday, offset);
            const label = `${phase} ${position} ${age} ${weekday}`;
            const req = input(position, age, date);
            const plan = dailyPlan(req);
            expect(plan.phase, label).toBe(phase);
            expect(plan.reason, label).toBeNull();

            // Built from the player's personal week (the same document the weekly program shows).
            const { document, day } = personalDay(req, weekday);
            expect(plan.day, label).toEqual(day);
            expect(document.meta.ageBand, label).toBe(ageBandOf(age));
            expect(plan.theme, label).toBe(day.theme);
            // The day passes the day's rules: Activate warm-up for the age band first, cool-down last, doses that fit
            // their minutes and suit the exercise, phase and match-day role, nothing that needs a pack (individual).
            const violations = checkProgram({ ...document, days: [plan.day!] }, { individual: true });
            expect(violations, `${label}: ${describeViolations(violations)}`).toEqual([]);

            // One activity per prescribed item, in order, with its prescription; the laws briefing before the cool-down.
            const session = sessionOf(plan);
            expect(
              session.map((a) => ({ category: a.category, item: a.item })),
              label,
            ).toEqual(itemsOf(day));
            expect(plan.activities[0]!.category, label).toBe('warmup');
            expect(plan.activities.at(-1)!.category, label).toBe('cooldown');
            const laws = plan.activities.filter((a) => a.category === 'laws');
            expect(laws, label).toHaveLength(1);
            expect(laws[0]!.duration).toBe(LIMITS.lawsMinutes);
            expect(laws[0]!.item).toBeUndefined();
            expect(plan.activities[plan.activities.indexOf(laws[0]!) + 1]!.category, label).toBe('cooldown');

            // The session is 45-60 minutes; the laws briefing adds its 10.
            const sessionMinutes = session.reduce((s, a) => s + a.duration, 0);
            expect(sessionMinutes, label).toBeGreaterThanOrEqual(LIMITS.sessionMinutesMin);
            expect(sessionMinutes, label).toBeLessThanOrEqual(LIMITS.sessionMinutesMax);
            expect(plan.totalMinutes, label).toBe(sessionMinutes + LIMITS.lawsMinutes);

            // Ids: the library exercise, unique within the day (an exercise in the day twice carries its block).
            expect(new Set(plan.activities.map((a) => a.id)).size, label).toBe(plan.activities.length);
            for (const a of session) {
              expect(a.id.split('@')[0], `${label} ${a.id}`).toBe(a.item!.exerciseId);
              expect(a).toMatchObject({ name: a.item!.name, duration: a.item!.minutes });
              expect(formatPrescription(a.item!), `${label} ${a.id}`).not.toBe('');
              if (position) expect(activityById(a.item!.exerciseId!)!.positions, `${label} ${a.id}`).toContain(position);
            }
            for (const a of plan.activities) {
              expect(trainingLogSchema.parse({ id: 'log', completed: false, activity: a }).activity).toEqual(a);
              // A stored log renders exactly as the plan showed it.
              expect(loggedActivity({ activityId: a.id, category: a.category, durationMinutes: a.duration, item: a.item ?? null, source: a.source })).toEqual(
                a,
              );
            }
          }
        }
      }
    }
  });

  it('follows the team: its match day sets the roles, and on days the squad trains together the session only complements it', () => {
    const tuesday = '2026-05-05';
    const saturday = dailyPlan(input('flanker', 24, tuesday)).day!;
    const sunday = dailyPlan(input('flanker', 24, tuesday, { settings: { ...SEASON_2026, matchDay: 'sunday' } })).day!;
    expect(saturday.matchDayRole).toBe('MD-4');
    expect(sunday.matchDayRole).toBe('MD+2');
    const friday = dailyPlan(input('flanker', 24, '2026-05-08')).day!;
    expect(friday.matchDayRole).toBe('MD-1');
    expect(itemsOf(friday).every(({ item }) => item.contact === 'none')).toBe(true);

    const alone = dailyPlan(input('lock', 24, '2026-03-03'));
    const withSquad = dailyPlan(input('lock', 24, '2026-03-03', { teamDays: ['monday', 'tuesday', 'thursday', 'friday'] }));
    expect(withSquad.day).toEqual(personalDay(input('lock', 24, '2026-03-03', { teamDays: ['monday', 'tuesday', 'thursday', 'friday'] }), 'tuesday').day);
    expect(withSquad.day!.blocks.map((b) => b.kind)).not.toContain('conditioning');
    expect(sessionOf(withSquad).reduce((s, a) => s + a.duration, 0)).toBeLessThan(sessionOf(alone).reduce((s, a) => s + a.duration, 0));
  });

  it('doses by age: an age-graded Activate warm-up, capped effort under 18, under-16s lift by feel (never off a tested maximum)', () => {
    const week = (age: number) =>
      POSITIONS.flatMap((position) => WEEKDAYS.flatMap(([, offset]) => sessionOf(dailyPlan(input(position, age, dateOf('2026-03-02', offset))))));
    for (const age of [17, 15, 14]) {
      const items = week(age).map((a) => a.item!);
      if (age < 16)
        expect(
          items.some((i) => i.load.kind === 'percent1rm'),
          `${age}`,
        ).toBe(false);
      expect(
        items.every((i) => i.load.kind !== 'rpe' || i.load.rpe <= 7),
        `${age}`,
      ).toBe(true);
    }
    const warmup = (age: number) => dailyPlan(input('center', age, '2026-03-02')).day!.blocks[0]!;
    expect(warmup(14)).not.toEqual(warmup(27));
  });

  it('differs by position and by season phase', () => {
    const date = '2026-03-02';
    const ids = (position: Position, at = date) => dailyPlan(input(position, 25, at)).activities.map((a) => a.id);
    expect(ids('prop')).not.toEqual(ids('wing'));
    expect(ids('wing')).not.toEqual(ids('fly-half'));
    expect(dailyPlan(input('prop', 25, date)).theme).not.toBe(dailyPlan(input('wing', 25, date)).theme);
    expect(ids('center', '2026-11-02')).not.toEqual(ids('center'));
    // Off-season is active recovery: nothing above moderate intensity.
    expect(sessionOf(dailyPlan(input('center', 25, '2026-11-02'))).every((a) => a.item!.intensity !== 'high')).toBe(true);
  });

  it('is deterministic per player and date (ids stable across calls), and varies across the week', () => {
    const req = input('lock', 24, '2026-03-03');
    expect(dailyPlan(req)).toEqual(dailyPlan(structuredClone(req)));
    const week = WEEKDAYS.map(([, offset]) =>
      dailyPlan(input('lock', 24, dateOf('2026-03-02', offset)))
        .activities.map((a) => a.id)
        .join(),
    );
    expect(new Set(week).size).toBe(4);
  });

  it('is empty on Wednesday (rest day) and at the weekend (recovery day, with an optional routine)', () => {
    const wed = dailyPlan(input('prop', 25, '2026-03-04'));
    expect(wed).toMatchObject({
      reason: 'rest-day',
      activities: [],
      day: null,
      totalMinutes: 0,
      optionalRecovery: [],
      note: PHASE_PLANS['pre-season'].restDay,
    });
    for (const date of ['2026-05-09', '2026-05-10']) {
      const weekend = dailyPlan(input('prop', 25, date));
      expect(weekend).toMatchObject({ reason: 'recovery-day', activities: [], day: null, totalMinutes: 0, note: PHASE_PLANS['in-season'].weekend });
      expect(weekend.optionalRecovery.length).toBeGreaterThan(0);
      expect(weekend.optionalRecovery.every((a) => a.category === 'cooldown' && a.item === undefined)).toBe(true);
      expect(weekend.optionalRecovery.reduce((s, a) => s + a.duration, 0)).toBeLessThanOrEqual(20);
    }
  });

  it('still renders logs written before activities carried a prescription', () => {
    expect(loggedActivity({ activityId: 'cd-foam-roll', category: 'cooldown', durationMinutes: 6, item: null })).toEqual(
      resolvePlayerActivity('cd-foam-roll', 6),
    );
    expect(loggedActivity({ activityId: 'cd-foam-roll', category: 'cooldown', durationMinutes: 6, item: { not: 'an item' } })).toMatchObject({
      id: 'cd-foam-roll',
      duration: 6,
    });
    expect(loggedActivity({ activityId: 'no-such-activity', category: 'other', durationMinutes: 6, item: null })).toBeNull();
  });
});
