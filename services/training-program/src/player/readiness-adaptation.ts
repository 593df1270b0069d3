import type { ActivityCategory, ProgramItemDoc } from '@rugby/contracts';
import type { ReadinessAdaptation } from '@rugby/contracts/training-load';
import { prescriptionOf } from '../generator/dosing.ts';

/** What a readiness check-in makes of one planned item of the player's personal session. */
export type AdaptedItem = { change: 'none' } | { change: 'dropped'; reason: string } | { change: 'reduced'; item: ProgramItemDoc; reason: string };

/**
 * Blocks the rule leaves as planned: World Rugby's Activate warm-up (its injury prevention needs the whole routine, at
 * its controlled intensity), the laws briefing and the cool-down (recovery work is what a tired player needs).
 */
const KEPT: readonly ActivityCategory[] = ['warmup', 'laws', 'cooldown', 'other'];

/** Sprints and hard intervals: left out when the rule says no sprints. */
export function isSprintWork(item: ProgramItemDoc): boolean {
  const p = item.exerciseId ? prescriptionOf({ id: item.exerciseId }) : null;
  return p?.kind === 'sprint' || p?.hardInterval === true || (p === null && item.intensity === 'high' && item.distanceMeters !== null);
}

const cut = (value: number | null, volume: number) => (value === null ? null : Math.max(1, Math.round(value * volume)));

/**
 * The item at `volume` of its work: fewer sets when rounding leaves fewer, else fewer reps, seconds or metres; its minutes
 * shrink in proportion (rest included). Loads and intensities stay: less volume, not lighter technique.
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
 * The readiness rule applied to one item of the personal session (decision 021): contact left out when the rule says
 * no contact, sprints and hard intervals when it says no sprints, everything else at the rule's volume; the warm-up,
 * laws briefing and cool-down as planned. The reason names the rule and, for a left-out item, why.
 */
export function adaptItem(item: ProgramItemDoc, category: ActivityCategory, adaptation: ReadinessAdaptation): AdaptedItem {
  if (adaptation.level === 'as-planned' || KEPT.includes(category)) return { change: 'none' };
  if (adaptation.noContact && item.contact !== 'none') return { change: 'dropped', reason: `${adaptation.reason} (left out: contact)` };
  if (adaptation.noSprints && isSprintWork(item)) return { change: 'dropped', reason: `${adaptation.reason} (left out: sprints)` };
  const reduced = reduceVolume(item, adaptation.volume);
  return { change: 'reduced', item: reduced, reason: adaptation.reason };
}
