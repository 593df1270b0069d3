import { describe, expect, it } from 'vitest';
import { exerciseRecords, recordWeeks, trainingStreak } from '../src/player/training-record.ts';

const set = (reps: number | null, loadKg: number | null, seconds: number | null = null) => ({ reps, loadKg, seconds, meters: null });
const log = (date: string, activityId: string, name: string, sets: ReturnType<typeof set>[]) => ({
  date,
  activityId,
  name,
  performed: sets,
});

describe('a training record week by week', () => {
  it('starts on the day the player joined and counts training days, load, readiness and the ratio per week', () => {
    // Joined on Wednesday 4 March 2026; the range is Monday 2 March to Tuesday 10 March.
    const weeks = recordWeeks({
      from: '2026-03-02',
      to: '2026-03-10',
      joined: '2026-03-04',
      done: new Set(['2026-03-05', '2026-03-09']),
      reports: [
        { date: '2026-03-05', load: 300 },
        { date: '2026-03-07', load: 120 }, // a Saturday session still counts as load
        { date: '2026-03-09', load: 450 },
      ],
      checkIns: [
        { date: '2026-03-05', score: 4 },
        { date: '2026-03-06', score: 3 },
        { date: '2026-03-09', score: 2.4 },
      ],
    });
    expect(weeks).toEqual([
      // Thursday 5 and Friday 6: two training days after joining, one done.
      { weekStart: '2026-03-02', planned: 2, done: 1, sessions: 2, load: 420, readiness: 3.5, acwr: null },
      // Monday 9 and Tuesday 10 (the range ends on the Tuesday).
      { weekStart: '2026-03-09', planned: 2, done: 1, sessions: 1, load: 450, readiness: 2.4, acwr: null },
    ]);
  });

  it('gives the workload ratio on the last day of each week once 28 days of reports exist', () => {
    // A steady 300 AU every day from 1 January: the acute average (7 days) reaches 300 fast, the chronic (28 days)
    // lags — 300 × (1 − (27/29)^n) — so the ratio starts high and falls toward 1.
    const steady = Array.from({ length: 35 }, (_, i) => ({ date: addDays('2026-01-01', i), load: 300 }));
    const weeks = recordWeeks({ from: '2026-01-26', to: '2026-02-04', joined: '2025-01-01', done: new Set(), reports: steady, checkIns: [] });
    expect(weeks.map((w) => w.weekStart)).toEqual(['2026-01-26', '2026-02-02']);
    // Sunday 1 February, day 32: chronic 300 × (1 − 0.1015) = 269.5, acute 300 → 1.11. Wednesday 4 February, day 35: 1.09.
    expect(weeks.map((w) => w.acwr)).toEqual([1.11, 1.09]);
    // Before 28 days of reports there is no ratio.
    expect(recordWeeks({ from: '2026-01-05', to: '2026-01-11', joined: '2025-01-01', done: new Set(), reports: steady, checkIns: [] })[0]!.acwr).toBeNull();
  });

  it('is empty when the player joined after the range', () => {
    expect(recordWeeks({ from: '2026-03-02', to: '2026-03-08', joined: '2026-03-09', done: new Set(), reports: [], checkIns: [] })).toEqual([]);
  });
});

function addDays(date: string, days: number) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe("every exercise's best set", () => {
  it('keeps the best by estimated 1RM with the best it beat, reps for bodyweight work, seconds for holds; newest first', () => {
    const records = exerciseRecords([
      log('2026-03-09', 'goblet-squat@strength', 'Goblet squat', [set(8, 45), set(6, 45)]),
      log('2026-03-02', 'goblet-squat@strength', 'Goblet squat', [set(8, 40)]),
      log('2026-03-05', 'goblet-squat', 'Goblet squat', [set(10, 40)]), // Epley 53.3: beat 50.7, then beaten by 57
      log('2026-03-03', 'push-up', 'Push-up', [set(20, null), set(25, null)]),
      log('2026-03-10', 'push-up', 'Push-up', [set(22, null)]), // not better
      log('2026-03-03', 'plank', 'Front plank', [set(null, null, 45)]),
      { date: '2026-03-04', activityId: 'sled', name: null, performed: [] }, // skipped: nothing
      { date: '2026-03-04', activityId: 'laws', name: null, performed: null },
    ]);
    expect(records).toEqual([
      // Epley: 45 × (1 + 8/30) = 57; before it 40 × (1 + 10/30) = 53.3.
      { exercise: 'Goblet squat', kind: 'e1rm', value: 57, set: '8 × 45 kg', date: '2026-03-09', previous: 53.3 },
      { exercise: 'Front plank', kind: 'seconds', value: 45, set: '45 s', date: '2026-03-03', previous: null },
      { exercise: 'Push-up', kind: 'reps', value: 25, set: '25 reps', date: '2026-03-03', previous: null },
    ]);
  });
});

describe('streaks', () => {
  const joined = '2026-03-02'; // a Monday

  it('counts training days done in a row: the rest day and weekend do not break it, a missed training day does', () => {
    // Mon 2, Tue 3, Thu 5 done; Fri 6 missed; Mon 9, Tue 10, Thu 12, Fri 13 done; today Mon 16 not yet done.
    const done = new Set(['2026-03-02', '2026-03-03', '2026-03-05', '2026-03-09', '2026-03-10', '2026-03-12', '2026-03-13']);
    expect(trainingStreak(done, joined, '2026-03-16')).toEqual({ current: 4, best: 4 });
    // Today done: it counts.
    expect(trainingStreak(new Set([...done, '2026-03-16']), joined, '2026-03-16')).toEqual({ current: 5, best: 5 });
    // A day missed before today ends it.
    expect(trainingStreak(done, joined, '2026-03-17')).toEqual({ current: 0, best: 4 });
  });

  it('is zero for a player who has not trained yet', () => {
    expect(trainingStreak(new Set(), joined, '2026-03-05')).toEqual({ current: 0, best: 0 });
  });
});
