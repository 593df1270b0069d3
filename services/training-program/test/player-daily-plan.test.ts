import { describe, expect, it } from 'vitest';
import { LIMITS, POSITIONS, SEASON_PHASES, trainingLogSchema } from '@rugby/contracts';
import { activityById } from '../src/content/activities.ts';
import { PHASE_PLANS } from '../src/content/periodisation.ts';
import { dailyPlan, resolvePlayerActivity } from '../src/player/daily-plan.ts';

const TRAINING_DAYS = ['2026-03-02', '2026-03-03', '2026-03-05', '2026-03-06'];
const ORDER = ['warmup', 'skills', 'strength', 'conditioning', 'laws', 'cooldown'];
const ids = (p: ReturnType<typeof dailyPlan>) => p.activities.map((a) => a.id);

describe('player daily plan', () => {
  it('gives every position, in every phase, each training day a 45-60 minute session with 10 minutes of laws, warm-up first and cool-down last', () => {
    for (const position of [...POSITIONS, null]) {
      for (const phase of SEASON_PHASES) {
        for (const [i, date] of TRAINING_DAYS.entries()) {
          const plan = dailyPlan({ playerId: 'player-1', position, phase, date });
          const label = `${position} ${phase} ${date}`;
          expect(plan.reason, label).toBeNull();
          expect(plan.activities.map((a) => a.category), label).toEqual(ORDER);
          expect(plan.totalMinutes).toBe(plan.activities.reduce((s, a) => s + a.duration, 0));
          expect(plan.totalMinutes, label).toBe(PHASE_PLANS[phase].sessionMinutes[i]);
          expect(plan.totalMinutes).toBeGreaterThanOrEqual(LIMITS.sessionMinutesMin);
          expect(plan.totalMinutes).toBeLessThanOrEqual(LIMITS.sessionMinutesMax);
          expect(plan.activities.find((a) => a.category === 'laws')!.duration).toBe(LIMITS.lawsMinutes);
          expect(new Set(ids(plan)).size).toBe(plan.activities.length);
          for (const a of plan.activities) {
            expect(a.duration, `${label} ${a.id}`).toBeGreaterThanOrEqual(5);
            expect(trainingLogSchema.parse({ id: 'log', completed: false, activity: a }).activity).toEqual(a);
            const library = activityById(a.id)!;
            if (position) expect(library.positions, `${label} ${a.id}`).toContain(position);
            expect(resolvePlayerActivity(a.id, a.duration)).toEqual(a);
          }
        }
      }
    }
  });

  it("makes the skills block the player's own position work", () => {
    for (const position of POSITIONS) {
      for (const date of TRAINING_DAYS) {
        const skills = dailyPlan({ playerId: 'p', position, phase: 'pre-season', date }).activities.find((a) => a.category === 'skills')!;
        const positions = activityById(skills.id)!.positions;
        expect(positions.length, `${position} ${skills.id}`).toBeLessThan(POSITIONS.length);
        expect(positions).toContain(position);
      }
    }
    const propDrills = TRAINING_DAYS.map((date) => activityById(dailyPlan({ playerId: 'p', position: 'prop', phase: 'in-season', date }).activities[1]!.id)!);
    expect(propDrills.some((a) => a.tags.includes('scrum'))).toBe(true);
  });

  it('differs by position and by season phase', () => {
    const date = '2026-03-02';
    const prop = dailyPlan({ playerId: 'p', position: 'prop', phase: 'pre-season', date });
    const wing = dailyPlan({ playerId: 'p', position: 'wing', phase: 'pre-season', date });
    const flyHalf = dailyPlan({ playerId: 'p', position: 'fly-half', phase: 'pre-season', date });
    expect(ids(prop)).not.toEqual(ids(wing));
    expect(ids(wing)).not.toEqual(ids(flyHalf));
    expect(prop.theme).not.toBe(wing.theme);

    const pre = dailyPlan({ playerId: 'p', position: 'center', phase: 'pre-season', date });
    const off = dailyPlan({ playerId: 'p', position: 'center', phase: 'off-season', date });
    expect(pre.totalMinutes).toBe(60);
    expect(off.totalMinutes).toBe(45);
    // Off-season is active recovery: nothing above moderate intensity; pre-season works hard.
    expect(off.activities.every((a) => activityById(a.id)!.intensity !== 'high')).toBe(true);
    const preAllWeek = TRAINING_DAYS.flatMap((d) => dailyPlan({ playerId: 'p', position: 'center', phase: 'pre-season', date: d }).activities);
    expect(preAllWeek.some((a) => activityById(a.id)!.intensity === 'high')).toBe(true);
    // In-season Monday and Friday stay moderate (recovery after, and freshness before, the match).
    for (const d of ['2026-03-02', '2026-03-06']) {
      expect(dailyPlan({ playerId: 'p', position: 'flanker', phase: 'in-season', date: d }).activities.every((a) => activityById(a.id)!.intensity !== 'high')).toBe(true);
    }
  });

  it('is deterministic per player and date, and varies across the week', () => {
    const input = { playerId: 'player-7', position: 'lock' as const, phase: 'in-season' as const, date: '2026-03-03' };
    expect(dailyPlan(input)).toEqual(dailyPlan({ ...input }));
    const week = TRAINING_DAYS.map((date) => ids(dailyPlan({ ...input, date })).join());
    expect(new Set(week).size).toBeGreaterThan(1);
  });

  it('is empty on Wednesday (rest day) and at the weekend (recovery day, with an optional routine)', () => {
    const wed = dailyPlan({ playerId: 'p', position: 'prop', phase: 'pre-season', date: '2026-03-04' });
    expect(wed).toMatchObject({ reason: 'rest-day', activities: [], totalMinutes: 0, optionalRecovery: [], note: PHASE_PLANS['pre-season'].restDay });
    for (const date of ['2026-03-07', '2026-03-08']) {
      const weekend = dailyPlan({ playerId: 'p', position: 'prop', phase: 'in-season', date });
      expect(weekend).toMatchObject({ reason: 'recovery-day', activities: [], totalMinutes: 0, note: PHASE_PLANS['in-season'].weekend });
      expect(weekend.optionalRecovery.length).toBeGreaterThan(0);
      expect(weekend.optionalRecovery.every((a) => a.category === 'cooldown')).toBe(true);
      expect(weekend.optionalRecovery.reduce((s, a) => s + a.duration, 0)).toBeLessThanOrEqual(20);
    }
  });
});
