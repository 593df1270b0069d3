import { TRAINING_ISO_WEEKDAYS } from '@rugby/contracts';
import type { SqlExecutor } from '@rugby/service-kit';
import type { TrainingLog } from '../generated/prisma/client.ts';
import type { LawAssignment, LawView } from '../player/laws-of-the-day.ts';

/**
 * The reads of the player's home that run on every visit, in plain SQL through the driver (the same pool or PGlite
 * instance Prisma uses): the day's training logs and the laws gate. Prisma's client costs about ten times the SQL's
 * CPU here (docs/decisions/014). Timestamps are formatted in SQL as Prisma stores them (UTC).
 */

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

interface LogRow extends Omit<TrainingLog, 'completedAt' | 'createdAt' | 'updatedAt'> {
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A player's logs of one date, as Prisma returns TrainingLog rows. One statement. */
export async function readLogsOn(sql: SqlExecutor, playerId: string, date: string): Promise<TrainingLog[]> {
  const rows = await sql.query<LogRow>(
    `SELECT id, "playerId", "teamId", date, "activityId", category, "durationMinutes", item, "planIndex", source, "teamTrainingId",
       "plannedItem", adjustment, dropped, performed, "skipReason", completed, notes,
       to_char("completedAt", ${ISO}) AS "completedAt", to_char("createdAt", ${ISO}) AS "createdAt", to_char("updatedAt", ${ISO}) AS "updatedAt"
     FROM "TrainingLog" WHERE "playerId" = $1 AND date = $2`,
    [playerId, date],
  );
  return rows.map((r) => ({
    ...r,
    completedAt: r.completedAt === null ? null : new Date(r.completedAt),
    createdAt: new Date(r.createdAt),
    updatedAt: new Date(r.updatedAt),
  }));
}

/** ISO weekdays (1 = Monday) of training days, as SQL: the gate looks back to training days only. */
const TRAINING_WEEKDAYS_SQL = TRAINING_ISO_WEEKDAYS.map(Number).join(', ');

/**
 * The latest laws assignment of a training day before a date and the player's views of its laws (what the education
 * gate needs; rest days and weekends have assignments too, which lock nothing). One statement.
 */
export async function readGateInput(sql: SqlExecutor, playerId: string, date: string): Promise<{ assignments: LawAssignment[]; viewed: LawView[] }> {
  const rows = await sql.query<{ date: string; lawIds: string[]; lawId: string | null; viewedDate: string | null }>(
    `WITH previous AS (SELECT date, "lawIds" FROM "LawAssignment"
       WHERE "playerId" = $1 AND date < $2 AND EXTRACT(ISODOW FROM date::date) IN (${TRAINING_WEEKDAYS_SQL}) ORDER BY date DESC LIMIT 1)
     SELECT p.date, p."lawIds", v."lawId", v."viewedDate" FROM previous p LEFT JOIN "ViewedLaw" v ON v."playerId" = $1 AND v."lawId" = ANY(p."lawIds")`,
    [playerId, date],
  );
  const first = rows[0];
  if (!first) return { assignments: [], viewed: [] };
  return {
    assignments: [{ date: first.date, lawIds: first.lawIds }],
    viewed: rows.flatMap((r) => (r.lawId !== null && r.viewedDate !== null ? [{ lawId: r.lawId, viewedDate: r.viewedDate }] : [])),
  };
}
