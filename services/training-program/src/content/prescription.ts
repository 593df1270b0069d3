import type { ContactLevel, Load, SeasonPhase } from '@rugby/contracts';

/**
 * How an exercise of the library is prescribed: what kind of work it is, its dose range per season phase, how long a
 * dose takes (so blocks are filled by time honestly), its contact level, equipment, cues, and what to progress or
 * regress to. Every activity of the library has one (content/doses.ts).
 */
export const WORK_KINDS = [
  'loaded-lift',
  'isometric',
  'eccentric',
  'plyometric',
  'bodyweight',
  'carry',
  'interval',
  'aerobic',
  'sprint',
  'drill',
  'game',
  'mobility',
  'balance',
  'briefing',
  'recovery',
] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/** One phase's dose range. Work per set is reps (× secondsPerRep), durationSeconds, or distanceMeters (× reps). */
export interface DoseRange {
  sets: readonly [min: number, max: number];
  /** Repetitions per set (a range), for lifts, jumps, sprints, shuttles. */
  reps?: readonly [min: number, max: number];
  /** Seconds of work per set (holds, intervals, timed drills and games), or per rep when reps are also given. */
  durationSeconds?: number;
  /** Metres per repetition (sprints, shuttles, carries). */
  distanceMeters?: number;
  /** Rest between sets (and between reps of intervals/sprints when reps are given). */
  restSeconds: number;
  load: Load;
  perSide?: boolean;
  tempo?: string;
}

export interface Prescription {
  kind: WorkKind;
  /** Dose per phase; a phase without one means the exercise is not used in that phase. */
  doses: Partial<Record<SeasonPhase, DoseRange>>;
  /** Seconds one repetition takes (loaded lifts ~4, plyometrics ~2, a 40 m sprint ~6); unused for timed work. */
  secondsPerRep?: number;
  /** Set-up once per item: warm-up sets, moving equipment, explaining the drill. */
  setupSeconds: number;
  contact: ContactLevel;
  /** Heavy eccentric loading (Nordic curls, heavy eccentrics): never the day before a match. */
  heavyEccentric?: boolean;
  /** Hard intervals / repeat sprints / high-intensity conditioning: never the day before a match or in the off-season. */
  hardInterval?: boolean;
  /** Live or machine scrummaging (any scrum engagement under load). */
  scrummaging?: boolean;
  /** Needs a full pack or a whole unit (eight-on-eight scrums, lineout pods, team shape): never in a personal program. */
  needsPack?: boolean;
  /** Needs at least a partner (partner holds, wrestling, tackle work): a personal program says so or avoids it. */
  needsPartner?: boolean;
  /** Cold-water immersion: never straight after strength work (it blunts the strength gains). */
  coldWater?: boolean;
  /** A tackle drill: taught at the community tackle height (below the sternum, bent at the waist). */
  tackle?: boolean;
  cues: readonly string[];
  equipment: readonly string[];
  /** Activity ids: the harder version, and the easier one (for less experienced or younger players). */
  progressions: readonly string[];
  regressions: readonly string[];
}

/** A concrete dose chosen from a range. */
export interface Dose {
  sets: number;
  reps: number | null;
  repsMax: number | null;
  durationSeconds: number | null;
  distanceMeters: number | null;
  restSeconds: number;
  load: Load;
  perSide: boolean;
  tempo: string | null;
}

/**
 * Seconds a dose takes, rest included: set-up, then each set's work followed by its rest (none after the last). A
 * set's work is durationSeconds (per repetition when reps are given too), else reps × secondsPerRep (one repetition
 * when there are no reps: "6 × 40 m" is six sets of one 40 m run); doubled when done on each side.
 */
export function doseSeconds(p: Pick<Prescription, 'secondsPerRep' | 'setupSeconds'>, dose: Dose): number {
  const reps = dose.repsMax ?? dose.reps ?? 1;
  const perSet = dose.durationSeconds !== null ? dose.durationSeconds * reps : reps * (p.secondsPerRep ?? 3);
  const sides = dose.perSide ? 2 : 1;
  return p.setupSeconds + dose.sets * perSet * sides + Math.max(0, dose.sets - 1) * dose.restSeconds;
}

/** Whole minutes a dose takes (at least 1). */
export const doseMinutes = (p: Pick<Prescription, 'secondsPerRep' | 'setupSeconds'>, dose: Dose) => Math.max(1, Math.ceil(doseSeconds(p, dose) / 60));
