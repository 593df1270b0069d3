import type { ExerciseRecord, RecordWeek } from '@rugby/contracts';
import { bestSet, formatSet, workloadRatio } from '@rugby/contracts/training-load';
import { addDays, mondayOf } from '@rugby/service-kit';
import { dayKind, daysBetween, trainingDaysBetween } from '../domain/calendar.ts';
import { exerciseOf, setsOf } from './exercise-history.ts';

/**
 * A player's training record, computed from their rows (issue 16): the weeks of a range for the charts, every
 * exercise's best set, and streaks. Pure: the domain loads the rows (domain/training-record.ts).
 */

/** A day with training done: a ticked activity, the team session completed, or a session report. */
export interface DoneDay {
  date: string;
}
export interface LoadDay {
  date: string;
  load: number;
}
export interface ScoredDay {
  date: string;
  score: number;
}
export interface LoggedSets {
  date: string;
  activityId: string;
  /** The exercise's name as prescribed; null for items without one. */
  name: string | null;
  performed: unknown;
}

/** The training days (Monday, Tuesday, Thursday, Friday) with training done, each once. */
export const trainingDaysDone = (rows: readonly DoneDay[]): Set<string> => new Set(rows.filter((r) => dayKind(r.date) === 'training').map((r) => r.date));

/** Daily loads from the first report (0 on days without one) up to `to`, oldest first: the workload ratio's input. */
export function dailyLoads(reports: readonly LoadDay[], to: string): number[] {
  const sorted = [...reports].filter((r) => r.date <= to).sort((a, b) => a.date.localeCompare(b.date));
  if (!sorted.length) return [];
  const loadOn = new Map<string, number>();
  for (const r of sorted) loadOn.set(r.date, (loadOn.get(r.date) ?? 0) + r.load);
  const daily: number[] = [];
  for (let d = sorted[0]!.date; d <= to; d = addDays(d, 1)) daily.push(loadOn.get(d) ?? 0);
  return daily;
}

const average = (values: readonly number[]) => (values.length ? Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 10) / 10 : null);

/**
 * The range week by week (Monday start), from the later of `from` and the day the player joined: training days
 * planned and done, session reports and load, average readiness, and the workload ratio on the week's last day
 * (loads before `from` count toward it).
 */
export function recordWeeks(input: {
  from: string;
  to: string;
  joined: string;
  done: ReadonlySet<string>;
  reports: readonly LoadDay[];
  checkIns: readonly ScoredDay[];
}): RecordWeek[] {
  const start = input.joined > input.from ? input.joined : input.from;
  if (start > input.to) return [];
  // The daily loads once, from the first report to `to`: the ratio on a day is the run up to it.
  const daily = dailyLoads(input.reports, input.to);
  const firstReport = input.reports.reduce<string | null>((first, r) => (first === null || r.date < first ? r.date : first), null);
  const ratioOn = (date: string) =>
    firstReport === null || date < firstReport ? null : workloadRatio(daily.slice(0, daysBetween(firstReport, date) + 1)).ratio;
  const weeks: RecordWeek[] = [];
  for (let monday = mondayOf(start); monday <= input.to; monday = addDays(monday, 7)) {
    const first = monday < start ? start : monday;
    const sunday = addDays(monday, 6);
    const last = sunday > input.to ? input.to : sunday;
    const within = (date: string) => date >= first && date <= last;
    const reports = input.reports.filter((r) => within(r.date));
    weeks.push({
      weekStart: monday,
      planned: trainingDaysBetween(first, last),
      done: [...input.done].filter(within).length,
      sessions: reports.length,
      load: reports.reduce((sum, r) => sum + r.load, 0),
      readiness: average(input.checkIns.filter((c) => within(c.date)).map((c) => c.score)),
      acwr: ratioOn(last),
    });
  }
  return weeks;
}

/**
 * Every exercise's best set over the logs (any order), by the measure that fits it (estimated 1RM first), with the
 * day it was done and the best it beat; newest first. An exercise is its library id (the same exercise on another
 * day's block is the same exercise), named by the latest prescription.
 */
export function exerciseRecords(logs: readonly LoggedSets[]): ExerciseRecord[] {
  const byExercise = new Map<string, { name: string; days: { date: string; best: NonNullable<ReturnType<typeof bestSet>> }[] }>();
  for (const log of [...logs].sort((a, b) => a.date.localeCompare(b.date))) {
    const best = bestSet(setsOf(log.performed));
    if (!best) continue;
    const id = exerciseOf(log.activityId);
    const name = log.name?.trim() || id;
    const entry = byExercise.get(id) ?? { name, days: [] };
    entry.name = name;
    entry.days.push({ date: log.date, best });
    byExercise.set(id, entry);
  }
  const records: ExerciseRecord[] = [];
  for (const { name, days } of byExercise.values()) {
    // The measure of the exercise is its latest log's (a bodyweight exercise later loaded is judged by 1RM).
    const kind = days.at(-1)!.best.kind;
    let top: { date: string; best: (typeof days)[number]['best'] } | null = null;
    let previous: number | null = null;
    for (const day of days) {
      if (day.best.kind !== kind) continue;
      if (!top || day.best.value > top.best.value) {
        previous = top?.best.value ?? null;
        top = day;
      }
    }
    if (top) records.push({ exercise: name, kind, value: top.best.value, set: formatSet(top.best.set), date: top.date, previous });
  }
  return records.sort((a, b) => b.date.localeCompare(a.date) || a.exercise.localeCompare(b.exercise));
}

/**
 * Training days done in a row, from the day the player joined to `today`: rest and recovery days do not break a
 * streak, a training day without training does, except today while it can still be done.
 */
export function trainingStreak(done: ReadonlySet<string>, joined: string, today: string): { current: number; best: number } {
  let current = 0;
  let best = 0;
  for (let d = joined; d <= today; d = addDays(d, 1)) {
    if (dayKind(d) !== 'training') continue;
    if (done.has(d)) {
      current += 1;
      best = Math.max(best, current);
    } else if (d !== today) current = 0;
  }
  return { current, best };
}
