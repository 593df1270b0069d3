import { performedSetSchema } from '@rugby/contracts';
import { bestSet, type PerformedSet, type SetBest } from '@rugby/contracts/training-load';
import { z } from 'zod';

const storedSets = z.array(performedSetSchema);

/** The library exercise an activity id stands for (an exercise in the day twice carries '@<block>'). */
export const exerciseOf = (activityId: string) => activityId.split('@')[0]!;

/** A stored log's sets, or [] when it has none (not logged, skipped, or unreadable). */
export function setsOf(performed: unknown): PerformedSet[] {
  const parsed = storedSets.safeParse(performed);
  return parsed.success ? parsed.data : [];
}

/**
 * From a player's earlier logs of an exercise (newest first): the last day's sets and the best set, by the measure
 * that fits it (bestSet), with its day.
 */
export function lastAndBest(logs: ReadonlyArray<{ date: string; performed: unknown }>): {
  last: { date: string; sets: PerformedSet[] } | null;
  best: (SetBest & { date: string }) | null;
  bests: SetBest[];
} {
  const logged = logs.map((l) => ({ date: l.date, sets: setsOf(l.performed) })).filter((l) => l.sets.length > 0);
  const bests = logged.flatMap((l) => {
    const best = bestSet(l.sets);
    return best ? [{ ...best, date: l.date }] : [];
  });
  const kind = bests[0]?.kind;
  const best = bests.filter((b) => b.kind === kind).reduce<(SetBest & { date: string }) | null>((top, b) => (!top || b.value > top.value ? b : top), null);
  return { last: logged[0] ?? null, best, bests };
}
