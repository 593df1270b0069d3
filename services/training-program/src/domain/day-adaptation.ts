import { programItemDocSchema, type ActivityCategory, type ProgramItemDoc } from '@rugby/contracts';
import { BODY_AREAS, readinessAdaptation, type BodyArea, type ReadinessAdaptation, type ReadinessScores } from '@rugby/contracts/training-load';
import { Prisma, type PrismaClient, type ReadinessCheckIn as CheckInRow } from '../generated/prisma/client.ts';
import { adaptItem } from '../player/readiness-adaptation.ts';

/** The readiness columns of a training log: what the player is asked to do, and what was planned when that differs. */
export interface AdaptedColumns {
  item: ProgramItemDoc | typeof Prisma.DbNull;
  plannedItem: ProgramItemDoc | typeof Prisma.DbNull;
  adjustment: string | null;
  dropped: boolean;
  durationMinutes: number;
}

const asBodyArea = (value: string | null): BodyArea | null => ((BODY_AREAS as readonly string[]).includes(value ?? '') ? (value as BodyArea) : null);

/** A stored check-in's scores, body area and what the readiness rule makes of them. */
export function readCheckIn(row: CheckInRow): { scores: ReadinessScores; injuryArea: BodyArea | null; adaptation: ReadinessAdaptation } {
  const scores = { sleep: row.sleep, soreness: row.soreness, fatigue: row.fatigue, stress: row.stress, mood: row.mood };
  const injuryArea = asBodyArea(row.injuryArea);
  return { scores, injuryArea, adaptation: readinessAdaptation(scores, { reported: row.injury, area: injuryArea }) };
}

/** The adaptation of the player's check-in on a date, or null without one. */
export async function adaptationOn(prisma: PrismaClient, playerId: string, date: string): Promise<ReadinessAdaptation | null> {
  const row = await prisma.readinessCheckIn.findUnique({ where: { playerId_date: { playerId, date } } });
  return row ? readCheckIn(row).adaptation : null;
}

/**
 * A planned activity's columns under the day's check-in: the personal session's items follow the readiness rule
 * (readiness-adaptation.ts); the squad's session is the coach's, and the laws briefing has no prescription.
 */
export function adaptedColumns(
  planned: { item: ProgramItemDoc | null; category: ActivityCategory; minutes: number; personal: boolean },
  adaptation: ReadinessAdaptation | null,
): AdaptedColumns {
  const asPlanned = { item: planned.item ?? Prisma.DbNull, plannedItem: Prisma.DbNull, adjustment: null, dropped: false, durationMinutes: planned.minutes };
  if (!planned.item || !planned.personal || !adaptation) return asPlanned;
  const adapted = adaptItem(planned.item, planned.category, adaptation);
  if (adapted.change === 'none') return asPlanned;
  if (adapted.change === 'dropped') return { ...asPlanned, plannedItem: planned.item, adjustment: adapted.reason, dropped: true };
  return { item: adapted.item, plannedItem: planned.item, adjustment: adapted.reason, dropped: false, durationMinutes: adapted.item.minutes };
}

/**
 * Applies a check-in to the day's personal items not done yet, from what was planned (a second check-in replaces the
 * first's changes). One transaction; the logs' notifications forget the cached day.
 */
export async function adaptDay(prisma: PrismaClient, playerId: string, date: string, adaptation: ReadinessAdaptation): Promise<void> {
  const logs = await prisma.trainingLog.findMany({ where: { playerId, date, source: 'personal', completed: false } });
  const updates = logs.flatMap((log) => {
    const planned = programItemDocSchema.safeParse(log.plannedItem ?? log.item);
    if (!planned.success) return [];
    const columns = adaptedColumns(
      { item: planned.data, category: log.category as ActivityCategory, minutes: planned.data.minutes, personal: true },
      adaptation,
    );
    return [prisma.trainingLog.update({ where: { id: log.id }, data: columns })];
  });
  if (updates.length) await prisma.$transaction(updates);
}
