import type { AgeBand, Load, SeasonPhase } from '@rugby/contracts';
import type { Activity } from './activities.ts';
import type { Prescription } from './prescription.ts';

/**
 * The strength patterns a week is built on (issue 33, S4): a lower-body main lift (a squat or a hinge), an upper-body
 * push and an upper-body pull. Each library lift has its pattern and its role: a main lift (the week's strength), a
 * power variant (Olympic lifts, swings and throws: fast, not the strength exposure), or an accessory. The patterns
 * agree with the injury map's movement classes (content/injury-map.ts LIBRARY_MOVEMENTS: loaded-squat, hinge,
 * upper-body-press, upper-body-pull; test/program-rules.test.ts checks it).
 */
export type StrengthPattern = 'squat' | 'hinge' | 'push' | 'pull';
export type LiftRole = 'main' | 'power' | 'accessory';
export interface PatternOf {
  pattern: StrengthPattern;
  role: LiftRole;
}

const p = (pattern: StrengthPattern, role: LiftRole): PatternOf => ({ pattern, role });

export const STRENGTH_PATTERNS: Readonly<Record<string, PatternOf>> = {
  'st-back-squat': p('squat', 'main'),
  'st-front-squat': p('squat', 'main'),
  'st-zercher-squat': p('squat', 'main'),
  'st-goblet-squat': p('squat', 'main'),
  'st-split-squat': p('squat', 'main'),
  'st-step-up': p('squat', 'accessory'),
  'st-lateral-lunge': p('squat', 'accessory'),
  'st-reverse-lunge': p('squat', 'accessory'),
  'st-single-leg-squat': p('squat', 'accessory'),
  'st-cossack-squat': p('squat', 'accessory'),
  'st-trap-bar-deadlift': p('hinge', 'main'),
  'st-rdl': p('hinge', 'main'),
  'st-kb-deadlift': p('hinge', 'main'),
  'st-hang-clean': p('hinge', 'power'),
  'st-clean-pull': p('hinge', 'power'),
  'st-trap-bar-speed-pull': p('hinge', 'power'),
  'st-kb-swing': p('hinge', 'power'),
  'st-db-snatch': p('hinge', 'power'),
  'st-sandbag-shoulder': p('hinge', 'power'),
  'st-single-leg-hinge': p('hinge', 'accessory'),
  'st-bench-press': p('push', 'main'),
  'st-db-bench': p('push', 'main'),
  'st-landmine-press': p('push', 'main'),
  'st-db-push-press': p('push', 'main'),
  'st-push-press': p('push', 'main'),
  'st-split-jerk': p('push', 'power'),
  'st-pushup-ladder': p('push', 'accessory'),
  'st-weighted-pullup': p('pull', 'main'),
  'st-chin-up': p('pull', 'main'),
  'st-db-row': p('pull', 'main'),
  'st-inverted-row': p('pull', 'accessory'),
};

export const patternOf = (activityId: string | null): PatternOf | null => (activityId ? (STRENGTH_PATTERNS[activityId] ?? null) : null);

/** The requirements of a week's strength, by age band: adults a main lower lift, push and pull; youth a squat and a hinge too. */
export type StrengthNeed = 'lower-main' | 'squat' | 'hinge' | 'push' | 'pull';
export const strengthNeeds = (ageBand: AgeBand): readonly StrengthNeed[] =>
  ageBand === 'adult' ? ['lower-main', 'push', 'pull'] : ['squat', 'hinge', 'push', 'pull'];
export const NEED_LABELS: Record<StrengthNeed, string> = {
  'lower-main': 'loaded lower-body main lift (squat or hinge)',
  squat: 'squat pattern',
  hinge: 'hinge pattern',
  push: 'upper-body push',
  pull: 'upper-body pull',
};

/** Whether an exercise meets a need: adults' patterns are main lifts; youth's any variant of the pattern (technique first). */
export function meetsNeed(activityId: string | null, need: StrengthNeed, ageBand: AgeBand): boolean {
  const of = patternOf(activityId);
  if (!of) return false;
  const adult = ageBand === 'adult';
  if (need === 'lower-main') return (of.pattern === 'squat' || of.pattern === 'hinge') && of.role === 'main';
  return of.pattern === need && (!adult || of.role === 'main');
}

// ─── Load and reps: RPE = 10 − reps in reserve ─────────────────────────────────────────────────────────────────────

/** Most reps at a percentage of 1RM (the NSCA's %1RM-repetition table). */
const RM_TABLE: ReadonlyArray<readonly [percent: number, reps: number]> = [
  [100, 1],
  [95, 2],
  [93, 3],
  [90, 4],
  [87, 5],
  [85, 6],
  [83, 7],
  [80, 8],
  [77, 9],
  [75, 10],
  [70, 12],
  [67, 15],
  [60, 20],
  [40, 30],
];
export function maxRepsAt(percent: number): number {
  if (percent >= 100) return 1;
  for (let i = 1; i < RM_TABLE.length; i++) {
    const [hiP, hiR] = RM_TABLE[i - 1]!;
    const [loP, loR] = RM_TABLE[i]!;
    if (percent >= loP) return hiR + ((hiP - percent) / (hiP - loP)) * (loR - hiR);
  }
  return 30;
}

/** The RPE a set of `reps` at `percent` of 1RM is (10 − the reps left in reserve). */
export const rpeAt = (percent: number, reps: number) => 10 - (maxRepsAt(percent) - reps);

/**
 * The reps in reserve the app states for a phase's strength work (content/periodisation.ts says it in words):
 * about two in every phase for adults (RPE 8 at most; the off-season's light loads sit below it), three or more for the
 * under-18s and younger, technique-led (RPE 7 at most).
 */
export function statedRepsInReserve(_phase: SeasonPhase, ageBand: AgeBand): number {
  return ageBand === 'adult' ? 2 : 3;
}
/** "About" two reps in reserve: half an RPE either side. */
export const RPE_TOLERANCE = 0.5;
export const YOUTH_MAX_RPE = 7;

/**
 * The effort a load asks for at the top of its rep range, as an RPE (null when it is not a lift's load). Olympic and
 * speed variants work off another lift's maximum and are not read from the %1RM table.
 */
export function effortOf(load: Load, repsTop: number | null, activityId: string | null): number | null {
  if (load.kind === 'rpe') return load.rpe;
  if (load.kind === 'rir') return 10 - load.rir;
  if (load.kind === 'percent1rm' && repsTop !== null && patternOf(activityId)?.role !== 'power') return rpeAt(load.percent, repsTop);
  return null;
}

/** A heavy exposure: a main lift of at most 6 reps at 80 % 1RM or more, or RPE 8 or more (2 reps in reserve or fewer). */
export function isHeavy(activityId: string | null, load: Load, repsTop: number | null): boolean {
  if (patternOf(activityId)?.role !== 'main' || repsTop === null || repsTop > 6) return false;
  if (load.kind === 'percent1rm') return load.percent >= 80;
  if (load.kind === 'rpe') return load.rpe >= 8;
  if (load.kind === 'rir') return load.rir <= 2;
  return false;
}

// ─── Sprints ──────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * A near-maximal sprint of 20-50 m with full recovery: a speed sprint of the library, not resisted (hills, sleds and
 * partners are power), not agility or repeat-sprint work (S5).
 */
export function isMaxSpeedSprint(activity: Pick<Activity, 'tags'> | null, prescription: Prescription | null, distanceMeters: number | null): boolean {
  if (!activity || !prescription || prescription.kind !== 'sprint' || prescription.hardInterval || prescription.needsPartner) return false;
  if (!activity.tags.includes('speed') || activity.tags.includes('power') || activity.tags.includes('agility')) return false;
  return distanceMeters !== null && distanceMeters >= 20 && distanceMeters <= 50;
}
/** Accelerations: any speed sprint (resisted or hill sprints included) that is not repeat-sprint work. */
export function isAcceleration(activity: Pick<Activity, 'tags'> | null, prescription: Prescription | null): boolean {
  return Boolean(activity && prescription && prescription.kind === 'sprint' && !prescription.hardInterval && activity.tags.includes('speed'));
}
export const MAX_SPRINT_EFFORTS: readonly [min: number, max: number] = [3, 6];

/** Sprint efforts in a dose (sets of one run, or sets × reps). */
export const effortsOf = (d: { sets: number; reps: number | null; repsMax: number | null }) => d.sets * (d.repsMax ?? d.reps ?? 1);
