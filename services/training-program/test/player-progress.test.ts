import { describe, expect, it } from 'vitest';
import { dayProgress, percent, progressHistory, todayProgress, weeklyProgress, type LoggedActivity } from '../src/player/progress.ts';

const logs = (date: string, total: number, done: number): LoggedActivity[] => Array.from({ length: total }, (_, i) => ({ date, completed: i < done }));
const six = () => 6;

describe('player progress', () => {
  it('computes whole percentages', () => {
    expect(percent(0, 0)).toBe(0);
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
    expect(percent(6, 6)).toBe(100);
    expect(percent(7, 6)).toBe(100);
  });

  it("Today's Progress: completed over the day's activities, with team training as one more item", () => {
    expect(todayProgress('2026-03-02', { logs: [] }).percent).toBe(0);
    expect(todayProgress('2026-03-02', { logs: [...logs('2026-03-02', 6, 3), ...logs('2026-03-03', 6, 6)] })).toMatchObject({
      planned: 6,
      completed: 3,
      percent: 50,
      isComplete: false,
    });
    expect(todayProgress('2026-03-02', { logs: logs('2026-03-02', 6, 3), teamTraining: [{ date: '2026-03-02', completed: true }] })).toMatchObject({
      planned: 7,
      completed: 4,
      percent: 57,
    });
    expect(dayProgress('2026-03-02', { logs: logs('2026-03-02', 6, 6), teamTraining: [{ date: '2026-03-02', completed: true }] }).isComplete).toBe(true);
    // Planned from the daily plan even before anything is logged.
    expect(todayProgress('2026-03-02', { logs: [], plannedCount: six })).toMatchObject({ planned: 6, percent: 0 });
  });

  it('Weekly Progress: completed over planned across the training days of the week starting Monday', () => {
    const week = [
      ...logs('2026-03-02', 6, 6), // Monday, all done
      ...logs('2026-03-03', 6, 3), // Tuesday, half
      { date: '2026-03-04', completed: true }, // Wednesday (rest day): not counted
      { date: '2026-03-07', completed: true }, // Saturday: not counted
      ...logs('2026-03-09', 6, 6), // next week's Monday: not counted
    ];
    const result = weeklyProgress({ weekStart: '2026-03-02', logs: week, plannedCount: six });
    expect(result).toMatchObject({
      weekStart: '2026-03-02',
      weekEnd: '2026-03-08',
      planned: 24,
      completed: 9,
      progress: 38,
      daysCompleted: 1,
      trainingDays: 4,
    });
    expect(result.days.map((d) => d.date)).toEqual(['2026-03-02', '2026-03-03', '2026-03-05', '2026-03-06']);

    const withTeam = weeklyProgress({
      weekStart: '2026-03-02',
      logs: week,
      plannedCount: six,
      teamTraining: [
        { date: '2026-03-02', completed: true },
        { date: '2026-03-03', completed: false },
      ],
    });
    expect(withTeam).toMatchObject({ planned: 26, completed: 10, progress: 38, daysCompleted: 1 });

    // Without a plan, only logged items count as planned.
    expect(weeklyProgress({ weekStart: '2026-03-02', logs: week })).toMatchObject({ planned: 12, completed: 9, progress: 75 });
    // A custom range (the route's weekStart/weekEnd).
    expect(weeklyProgress({ weekStart: '2026-03-02', weekEnd: '2026-03-03', logs: week, plannedCount: six })).toMatchObject({
      planned: 12,
      completed: 9,
      progress: 75,
      trainingDays: 2,
    });
  });

  it('counts an extra activity (a Skills Guide session) on top of the plan', () => {
    const monday = [...logs('2026-03-02', 6, 6), { date: '2026-03-02', completed: true }];
    expect(dayProgress('2026-03-02', { logs: monday, plannedCount: six })).toMatchObject({ planned: 7, completed: 7, percent: 100 });
  });

  it('keeps a 4-week history of days completed, oldest first', () => {
    const history = progressHistory({
      today: '2026-03-05',
      logs: [...logs('2026-02-09', 6, 6), ...logs('2026-02-16', 6, 6), ...logs('2026-02-17', 6, 6), ...logs('2026-03-02', 6, 5), ...logs('2026-03-03', 6, 6)],
      plannedCount: six,
    });
    expect(history.map((w) => w.weekStart)).toEqual(['2026-02-09', '2026-02-16', '2026-02-23', '2026-03-02']);
    expect(history.map((w) => w.daysCompleted)).toEqual([1, 2, 0, 1]);
    expect(history.map((w) => w.progress)).toEqual([25, 50, 0, 46]);
    expect(progressHistory({ today: '2026-03-08', weeks: 5, logs: [] }).map((w) => w.weekStart)).toEqual([
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
      '2026-03-02',
    ]);
  });

  it('counts only the training days since the player joined', () => {
    // Joined on Wednesday 18 February: the week before has no training days, their first week two (Thursday, Friday).
    const history = progressHistory({ today: '2026-02-26', weeks: 3, logs: logs('2026-02-19', 6, 6), plannedCount: six, since: '2026-02-18' });
    expect(history.map((w) => [w.weekStart, w.trainingDays, w.daysCompleted])).toEqual([
      ['2026-02-09', 0, 0],
      ['2026-02-16', 2, 1],
      ['2026-02-23', 4, 0],
    ]);
  });
});
