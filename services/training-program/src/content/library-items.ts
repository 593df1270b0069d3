import type { AgeBand, LibraryExercise, SeasonPhase } from '@rugby/contracts';
import { ACTIVITIES } from './activities.ts';
import { chooseDose, libraryItem, prescriptionOf, rangeFor } from '../generator/dosing.ts';

const cache = new Map<string, LibraryExercise[]>();

/**
 * The library as the coach's program editor offers it: every exercise used in the phase, as a program item with the
 * phase's dose for the week of it (`chooseDose`, the generators' own choice) and the time that dose takes. Fitness
 * tests are included: the generators never choose them, a coach may.
 */
export function libraryExercises(phase: SeasonPhase, weekOfPhase: number, ageBand: AgeBand = 'adult'): LibraryExercise[] {
  const key = `${phase}:${weekOfPhase}:${ageBand}`;
  const known = cache.get(key);
  if (known) return known;
  const exercises = ACTIVITIES.flatMap((activity): LibraryExercise[] => {
    const range = rangeFor(activity, phase);
    if (!prescriptionOf(activity) || !range) return [];
    const item = libraryItem(activity, chooseDose(range, weekOfPhase, ageBand));
    return item.minutes <= 60 ? [{ category: activity.category, equipment: activity.equipment, item }] : [];
  });
  cache.set(key, exercises);
  return exercises;
}
