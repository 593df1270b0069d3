import type { TrainingRecord } from '@rugby/contracts';
import { readinessScore } from '@rugby/contracts/training-load';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { exerciseRecords, recordWeeks, trainingDaysDone, trainingStreak } from '../player/training-record.ts';
import { trainingDaysBetween } from './calendar.ts';
import { readCheckIn } from './day-adaptation.ts';

/**
 * The rows a training record is computed from (player/training-record.ts), for a set of players over a range: the
 * team report reads them for the squad, the Progress page and the coach's per-player view for one player.
 */
export interface RecordRows {
  /** Session reports from `loadsFrom` (the workload ratio looks further back than the range) to `to`. */
  reports: { playerId: string; date: string; load: number; rpe: number; durationMinutes: number; updatedAt: Date }[];
  checkIns: Awaited<ReturnType<PrismaClient['readinessCheckIn']['findMany']>>;
  /** Days with a ticked activity or the team session completed (one row per player and day at most per source). */
  trainedDays: { playerId: string; date: string }[];
  /** Logs with sets logged from `setsFrom` to `to` (a record is judged against all of them), with the exercise's name. */
  setLogs: { playerId: string; date: string; activityId: string; name: string | null; performed: unknown }[];
}

export async function loadRecordRows(
  prisma: PrismaClient,
  playerIds: readonly string[],
  range: { from: string; to: string; loadsFrom: string; setsFrom: string },
): Promise<RecordRows> {
  const players = { in: [...playerIds] };
  const inRange = { gte: range.from, lte: range.to };
  const [reports, checkIns, ticked, teamDone, setLogs] = await Promise.all([
    prisma.sessionReport.findMany({ where: { playerId: players, date: { gte: range.loadsFrom, lte: range.to } }, orderBy: { date: 'asc' } }),
    prisma.readinessCheckIn.findMany({ where: { playerId: players, date: inRange }, orderBy: { date: 'asc' } }),
    prisma.trainingLog.findMany({
      where: { playerId: players, date: inRange, completed: true },
      select: { playerId: true, date: true },
      distinct: ['playerId', 'date'],
    }),
    prisma.teamTrainingCompletion.findMany({ where: { playerId: players, date: inRange }, select: { playerId: true, date: true } }),
    // The exercise's name, not the whole prescription: a record needs no more, and the item is most of a row.
    prisma.$queryRaw<RecordRows['setLogs']>`
      SELECT "playerId", "date", "activityId", "item"->>'name' AS "name", "performed" FROM "TrainingLog"
      WHERE "playerId" = ANY(${[...playerIds]}) AND "date" BETWEEN ${range.setsFrom} AND ${range.to} AND "performed" IS NOT NULL`,
  ]);
  return { reports, checkIns, trainedDays: [...ticked, ...teamDone], setLogs };
}

/** Rows grouped by player. */
export function byPlayer<T extends { playerId: string }>(rows: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.playerId);
    if (list) list.push(row);
    else map.set(row.playerId, [row]);
  }
  return map;
}

/** One player's record from their rows: compliance and weeks over the range, every exercise's best, streaks to `to`. */
export function recordOf(rows: RecordRows, range: { from: string; to: string; joined: string }): TrainingRecord {
  const start = range.joined > range.from ? range.joined : range.from;
  const done = trainingDaysDone([...rows.trainedDays, ...rows.reports].filter((r) => r.date >= start && r.date <= range.to));
  const planned = trainingDaysBetween(start, range.to);
  const doneCount = Math.min(planned, done.size);
  return {
    from: range.from,
    to: range.to,
    joined: range.joined,
    compliance: { planned, done: doneCount, percent: planned ? Math.round((doneCount / planned) * 100) : 0 },
    weeks: recordWeeks({
      ...range,
      done,
      reports: rows.reports,
      checkIns: rows.checkIns.map((c) => ({ date: c.date, score: readinessScore(readCheckIn(c).scores) })),
    }),
    records: exerciseRecords(rows.setLogs),
    streak: trainingStreak(done, start, range.to),
  };
}
