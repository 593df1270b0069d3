import type { RecordWeek } from '@rugby/contracts';
import type { ReportRow } from '../api/get-team-report.ts';

const mean = (values: readonly number[]) => (values.length ? Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 10) / 10 : null);

/**
 * The squad week by week, per player on average, over the rows shown (a position group): training days planned and
 * done, load, the workload ratio (of players who have one) and readiness (of players who checked in).
 */
export function squadWeeks(rows: readonly ReportRow[]): RecordWeek[] {
  const byWeek = new Map<string, RecordWeek[]>();
  for (const row of rows) for (const week of row.weeks) byWeek.set(week.weekStart, [...(byWeek.get(week.weekStart) ?? []), week]);
  return [...byWeek.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([weekStart, weeks]) => {
      const present = (pick: (w: RecordWeek) => number | null) => weeks.map(pick).filter((v): v is number => v !== null);
      return {
        weekStart,
        planned: mean(weeks.map((w) => w.planned)) ?? 0,
        done: mean(weeks.map((w) => w.done)) ?? 0,
        sessions: weeks.reduce((s, w) => s + w.sessions, 0),
        load: Math.round(mean(weeks.map((w) => w.load)) ?? 0),
        readiness: mean(present((w) => w.readiness)),
        acwr: mean(present((w) => w.acwr)),
      };
    });
}

/** The personal records set by the players shown, newest first, each with its player. */
export const squadRecords = (rows: readonly ReportRow[]) =>
  rows.flatMap((row) => row.records.map((record) => ({ ...record, player: row.name }))).sort((a, b) => b.date.localeCompare(a.date));
