import { SEASON_PHASES, type ActivityCategory, type ProgramItemDoc } from '@rugby/contracts';
import { MOVEMENT_CLASSES, MOVEMENT_PRIORITY, type IntensityCap, type MovementClass, type ReadinessAdaptation } from '@rugby/contracts/training-load';
import { activityById } from '../content/activities.ts';
import { REHAB } from '../content/injury-map.ts';
import { chooseDose, libraryItem, rangeFor } from '../generator/dosing.ts';
import { movementClasses } from './movement-classes.ts';

/** What a readiness check-in makes of one planned item of the day. */
export type AdaptedItem =
  { change: 'none' } | { change: 'dropped'; excluded: MovementClass; reason: string } | { change: 'reduced'; item: ProgramItemDoc; reason: string };

/**
 * Blocks whose volume the rule leaves as planned: World Rugby's Activate warm-up (its injury prevention needs the whole
 * routine, at its controlled intensity), the laws briefing and the cool-down (recovery work is what a tired player
 * needs). What the check-in leaves out goes from these too.
 */
const VOLUME_KEPT: readonly ActivityCategory[] = ['warmup', 'laws', 'cooldown', 'other'];

/**
 * The check-in's exclusion an item falls under, or null when it may stay: the first in MOVEMENT_PRIORITY, so the
 * reason names what the item is (a live tackle its live contact, a strongman medley its carries and sled).
 */
export function excludedClass(item: ProgramItemDoc, category: ActivityCategory, adaptation: ReadinessAdaptation): MovementClass | null {
  if (!Object.keys(adaptation.excludes).length) return null;
  const classes = movementClasses(item, category);
  return MOVEMENT_PRIORITY.find((c) => c in adaptation.excludes && classes.has(c)) ?? null;
}

const cut = (value: number | null, volume: number) => (value === null ? null : Math.max(1, Math.round(value * volume)));

/**
 * The item at `volume` of its work: fewer sets when rounding leaves fewer, else fewer reps, seconds or metres; its minutes
 * shrink in proportion (rest included). Loads and intensities stay (capIntensity lowers them where the rule says so).
 */
export function reduceVolume(item: ProgramItemDoc, volume: number): ProgramItemDoc {
  const sets = cut(item.sets, volume)!;
  if (sets < item.sets) return { ...item, sets, minutes: Math.max(1, Math.round((item.minutes * sets) / item.sets)) };
  const work = item.reps ?? item.durationSeconds ?? item.distanceMeters;
  if (work === null) return { ...item, minutes: cut(item.minutes, volume)! };
  const reps = cut(item.reps, volume);
  const repsMax = item.repsMax === null || reps === null ? null : Math.max(reps, cut(item.repsMax, volume)!);
  const durationSeconds = item.reps === null ? cut(item.durationSeconds, volume) : item.durationSeconds;
  const distanceMeters = item.reps === null && item.durationSeconds === null ? cut(item.distanceMeters, volume) : item.distanceMeters;
  const kept = (reps ?? durationSeconds ?? distanceMeters ?? work) / work;
  return { ...item, reps, repsMax: repsMax === reps ? null : repsMax, durationSeconds, distanceMeters, minutes: Math.max(1, Math.round(item.minutes * kept)) };
}

/**
 * The item at most at the cap: its RPE, %1RM or reps in reserve brought to the cap's (a high-intensity item then
 * moderate); an item already under it, or with no load to cap, as it is.
 */
export function capIntensity(item: ProgramItemDoc, cap: IntensityCap): ProgramItemDoc {
  const l = item.load;
  const load =
    l.kind === 'rpe' && l.rpe > cap.rpe
      ? { ...l, rpe: cap.rpe }
      : l.kind === 'percent1rm' && l.percent > cap.percent1rm
        ? { ...l, percent: cap.percent1rm }
        : l.kind === 'rir' && l.rir < cap.rir
          ? { ...l, rir: cap.rir }
          : l;
  if (load === l) return item;
  return { ...item, load, intensity: item.intensity === 'high' ? 'moderate' : item.intensity };
}

/**
 * The readiness rule applied to one item of the day (decisions 021, 027): left out in any block when it falls under
 * what the check-in excludes (the reason names the cause, the movement and why); otherwise the skills, strength and
 * conditioning, the squad's as well as the personal session's, at the rule's volume and under its intensity cap. The
 * warm-up, laws briefing and cool-down keep their volume.
 */
export function adaptItem(item: ProgramItemDoc, category: ActivityCategory, adaptation: ReadinessAdaptation): AdaptedItem {
  const excluded = excludedClass(item, category, adaptation);
  if (excluded)
    return { change: 'dropped', excluded, reason: `${adaptation.cause}: left out (${MOVEMENT_CLASSES[excluded]} — ${adaptation.excludes[excluded]})` };
  if ((adaptation.volume === 1 && !adaptation.intensityCap) || VOLUME_KEPT.includes(category)) return { change: 'none' };
  const reduced = reduceVolume(item, adaptation.volume);
  const next = adaptation.intensityCap ? capIntensity(reduced, adaptation.intensityCap) : reduced;
  return { change: 'reduced', item: next, reason: adaptation.reason };
}

/** A rehab exercise at the lower end of its dose (any phase's: rehab does not periodise). */
function rehabItem(id: string): ProgramItemDoc | null {
  const activity = activityById(id);
  const range = activity ? SEASON_PHASES.map((phase) => rangeFor(activity, phase)).find(Boolean) : null;
  return activity && range ? libraryItem(activity, chooseDose(range, 1, 'adult')) : null;
}

/**
 * What a physio would give in place of a left-out item (content/injury-map.ts REHAB): the area's first choice for the
 * block that the day does not already have (`taken`, by exercise id) and the check-in does not leave out itself. Null
 * without an injured area, or when nothing fits.
 */
export function rehabFor(
  replaced: ProgramItemDoc,
  category: ActivityCategory,
  adaptation: ReadinessAdaptation,
  taken: (exerciseId: string) => boolean,
): { item: ProgramItemDoc; reason: string } | null {
  if (!adaptation.area) return null;
  const choices = REHAB[adaptation.area][category] ?? [];
  for (const rehab of choices) {
    const item = taken(rehab.id) ? null : rehabItem(rehab.id);
    // A replacement stays under the day's intensity cap too.
    const capped = item && adaptation.intensityCap ? capIntensity(item, adaptation.intensityCap) : item;
    if (capped && !excludedClass(capped, category, adaptation)) return { item: capped, reason: `instead of ${replaced.name}: ${rehab.why}` };
  }
  return null;
}
