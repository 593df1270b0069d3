import { programItemDocSchema, type ActivityCategory, type ProgramItemDoc } from '@rugby/contracts';
import { symptomsWithoutKnock } from '@rugby/contracts/welfare';
import { BODY_AREAS, readinessAdaptation, type BodyArea, type ReadinessAdaptation, type ReadinessScores } from '@rugby/contracts/training-load';
import { Prisma, type PrismaClient, type ReadinessCheckIn as CheckInRow } from '../generated/prisma/client.ts';
import { PLAN_SOURCES, type PlanSource } from '../player/daily-plan.ts';
import { exerciseOf } from '../player/exercise-history.ts';
import { adaptItem, rehabFor } from '../player/readiness-adaptation.ts';

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
  const symptoms = Array.isArray(row.symptoms) ? row.symptoms.filter((s): s is string => typeof s === 'string') : [];
  const warn = symptomsWithoutKnock({ injury: row.injury, area: injuryArea, symptoms, notes: row.notes });
  return { scores, injuryArea, adaptation: readinessAdaptation(scores, { reported: row.injury, area: injuryArea, symptomsWithoutKnock: warn }) };
}

/** The adaptation of the player's check-in on a date, or null without one. */
export async function adaptationOn(prisma: PrismaClient, playerId: string, date: string): Promise<ReadinessAdaptation | null> {
  const row = await prisma.readinessCheckIn.findUnique({ where: { playerId_date: { playerId, date } } });
  return row ? readCheckIn(row).adaptation : null;
}

/** A planned item of the day (a plan activity, or a written log read back as planned). */
export interface PlannedEntry {
  activityId: string;
  item: ProgramItemDoc | null;
  category: ActivityCategory;
  minutes: number;
  source: PlanSource | null;
}

/** A rehab item that takes a left-out item's place: a log of its own, right after it, that the player can tick. */
export interface Replacement {
  activityId: string;
  category: ActivityCategory;
  source: PlanSource | null;
  columns: AdaptedColumns;
}

/** A replacement's activity id: its exercise, for the activity it replaces (unique in the day, read as the exercise). */
const REPLACES = '@for-';
export const isReplacement = (activityId: string) => activityId.includes(REPLACES);

/** A planned item's columns under the day's check-in (readiness-adaptation.ts); the laws briefing has no prescription. */
function adaptedColumns(planned: PlannedEntry, adaptation: ReadinessAdaptation | null): { columns: AdaptedColumns; dropped: boolean } {
  const asPlanned = { item: planned.item ?? Prisma.DbNull, plannedItem: Prisma.DbNull, adjustment: null, dropped: false, durationMinutes: planned.minutes };
  if (!planned.item || !adaptation) return { columns: asPlanned, dropped: false };
  const adapted = adaptItem(planned.item, planned.category, adaptation);
  if (adapted.change === 'none') return { columns: asPlanned, dropped: false };
  if (adapted.change === 'dropped') return { columns: { ...asPlanned, plannedItem: planned.item, adjustment: adapted.reason, dropped: true }, dropped: true };
  return {
    columns: { item: adapted.item, plannedItem: planned.item, adjustment: adapted.reason, dropped: false, durationMinutes: adapted.item.minutes },
    dropped: false,
  };
}

/**
 * A day's planned items under a check-in, in order: each item's columns and, for a left-out item, the rehab that
 * takes its place (none when the day already has it, or the check-in names no area). `taken`: exercise ids already in
 * the day, added to as replacements are chosen; `replaced`: activities whose replacement is already done.
 */
export function adaptPlan(
  planned: readonly PlannedEntry[],
  adaptation: ReadinessAdaptation | null,
  taken: Set<string>,
  replaced: ReadonlySet<string> = new Set(),
): Array<{ columns: AdaptedColumns; replacement: Replacement | null }> {
  for (const p of planned) taken.add(exerciseOf(p.activityId)).add(p.item?.exerciseId ?? '');
  return planned.map((p) => {
    const { columns, dropped } = adaptedColumns(p, adaptation);
    const rehab = dropped && adaptation && !replaced.has(p.activityId) ? rehabFor(p.item!, p.category, adaptation, (id) => taken.has(id)) : null;
    if (!rehab) return { columns, replacement: null };
    taken.add(rehab.item.exerciseId!);
    return {
      columns,
      replacement: {
        activityId: `${rehab.item.exerciseId}${REPLACES}${p.activityId}`,
        category: p.category,
        source: p.source,
        columns: { item: rehab.item, plannedItem: Prisma.DbNull, adjustment: rehab.reason, dropped: false, durationMinutes: rehab.item.minutes },
      },
    };
  });
}

const isPlanSource = (value: string | null): value is PlanSource => (PLAN_SOURCES as readonly (string | null)[]).includes(value);

/**
 * Applies the day's check-in to its plan items not done yet, in every block and both sources, from what was planned (a
 * second check-in replaces the first's changes, its replacements included; a replacement already done stays). One
 * transaction; the logs' notifications forget the cached day.
 */
export async function adaptDay(prisma: PrismaClient, playerId: string, date: string): Promise<void> {
  const [adaptation, logs] = await Promise.all([
    adaptationOn(prisma, playerId, date),
    // In the plan's order: the first item left out in a block gets the area's first rehab choice.
    prisma.trainingLog.findMany({ where: { playerId, date, planIndex: { not: null } }, orderBy: [{ planIndex: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }] }),
  ]);
  const open = logs.filter((log) => !log.completed && !isReplacement(log.activityId));
  const kept = logs.filter((log) => log.completed);
  const replaced = new Set(
    kept.filter((log) => isReplacement(log.activityId)).map((log) => log.activityId.slice(log.activityId.indexOf(REPLACES) + REPLACES.length)),
  );
  const planned = open.flatMap((log) => {
    const item = programItemDocSchema.safeParse(log.plannedItem ?? log.item);
    if (!item.success) return [];
    const entry: PlannedEntry = {
      activityId: log.activityId,
      item: item.data,
      category: log.category as ActivityCategory,
      minutes: item.data.minutes,
      source: isPlanSource(log.source) ? log.source : null,
    };
    return [{ log, entry }];
  });
  const taken = new Set(kept.map((log) => exerciseOf(log.activityId)));
  const adapted = adaptPlan(
    planned.map((p) => p.entry),
    adaptation,
    taken,
    replaced,
  );
  await prisma.$transaction([
    prisma.trainingLog.deleteMany({ where: { playerId, date, completed: false, activityId: { contains: REPLACES } } }),
    ...planned.map(({ log }, i) => prisma.trainingLog.update({ where: { id: log.id }, data: adapted[i]!.columns })),
    prisma.trainingLog.createMany({
      data: planned.flatMap(({ log }, i) => {
        const replacement = adapted[i]!.replacement;
        return replacement ? [replacementRow(replacement, log, log.createdAt)] : [];
      }),
      skipDuplicates: true,
    }),
  ]);
}

/** A replacement's row, in the replaced log's place in the plan: right after it (a millisecond later than it was made). */
export function replacementRow(
  replacement: Replacement,
  at: { playerId: string; teamId: string | null; date: string; planIndex: number | null; teamTrainingId: string | null },
  replacedCreatedAt: Date,
) {
  return {
    playerId: at.playerId,
    teamId: at.teamId,
    date: at.date,
    activityId: replacement.activityId,
    category: replacement.category,
    source: replacement.source,
    planIndex: at.planIndex,
    teamTrainingId: at.teamTrainingId,
    createdAt: new Date(replacedCreatedAt.getTime() + 1),
    ...replacement.columns,
  };
}
