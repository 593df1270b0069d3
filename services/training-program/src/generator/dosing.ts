import type { AgeBand, Load, ProgramItemDoc, SeasonPhase } from '@rugby/contracts';
import type { Activity } from '../content/activities.ts';
import { PRESCRIPTIONS } from '../content/doses.ts';
import { doseMinutes, type Dose, type DoseRange, type Prescription } from '../content/prescription.ts';
import { isLighterWeek, progressionStep } from '../planning/day-templates.ts';
import { maxRepsAt, RPE_TOLERANCE, rpeAt, statedRepsInReserve, YOUTH_MAX_RPE } from '../content/strength-patterns.ts';

export const prescriptionOf = (activity: Pick<Activity, 'id'>): Prescription | null => PRESCRIPTIONS[activity.id] ?? null;

/** The exercise's dose range for a phase, or null when it is not used in that phase. */
export const rangeFor = (activity: Pick<Activity, 'id'>, phase: SeasonPhase): DoseRange | null => prescriptionOf(activity)?.doses[phase] ?? null;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The most effort a set asks for: RPE = 10 − the reps in reserve the app states (about two for adults, RPE 7 for youth). */
const maxRpe = (ageBand: AgeBand) => (ageBand === 'adult' ? 10 - statedRepsInReserve('pre-season', ageBand) : YOUTH_MAX_RPE);

function progressLoad(load: Load, step: number, ageBand: AgeBand): Load {
  if (load.kind === 'percent1rm') {
    // Under-18s lift by feel (RPE), technique first, never off a tested maximum.
    if (ageBand !== 'adult') return { kind: 'rpe', rpe: clamp(6 + 0.5 * Math.max(0, step), 4, YOUTH_MAX_RPE) };
    return { kind: 'percent1rm', percent: clamp(load.percent + 2.5 * step, 40, 92.5) };
  }
  // All-out efforts (RPE 9 intervals and maximal isometrics) are not lifts with reps in reserve: they stay as written.
  if (load.kind === 'rpe') return { kind: 'rpe', rpe: load.rpe >= 9 ? load.rpe : clamp(load.rpe + 0.5 * step, 4, maxRpe(ageBand)) };
  return load;
}

/**
 * A %1RM load's reps leave the reps in reserve the app states (RPE = 10 − RIR, about two): fewer reps at the top of the
 * range as the load rises ("3 × 3-5 at 80-88 %": five at 80 %, three at 88 %), else a lighter load.
 */
function repsForLoad(dose: Dose, ageBand: AgeBand): Dose {
  if (dose.load.kind !== 'percent1rm' || dose.reps === null) return dose;
  const ceiling = maxRpe(ageBand) + RPE_TOLERANCE;
  const allowed = Math.floor(maxRepsAt(dose.load.percent) - (10 - ceiling) + 1e-9);
  if ((dose.repsMax ?? dose.reps) <= allowed) return dose;
  if (allowed >= dose.reps) return { ...dose, repsMax: allowed > dose.reps ? allowed : null };
  let percent = dose.load.percent;
  while (percent > 40 && rpeAt(percent, dose.reps) > ceiling) percent -= 2.5;
  return { ...dose, repsMax: null, load: { kind: 'percent1rm', percent } };
}

/**
 * The dose for a phase and week of it: the range's lower end in week 1 of a block, one more set (and 2.5% more load)
 * each following week up to the range's top, and a lighter fourth week (a set fewer, 5% less load). Younger players
 * stay at the lower end of sets and reps.
 */
export function chooseDose(range: DoseRange, weekOfPhase: number, ageBand: AgeBand): Dose {
  const step = progressionStep(weekOfPhase);
  const young = ageBand !== 'adult';
  const [minSets, maxSets] = range.sets;
  const sets = isLighterWeek(weekOfPhase) ? Math.max(1, minSets - (minSets > 2 ? 1 : 0)) : clamp(minSets + (young ? 0 : Math.max(0, step)), minSets, maxSets);
  const [minReps, maxReps] = range.reps ?? [null, null];
  return repsForLoad(
    {
      sets,
      reps: minReps,
      repsMax: maxReps !== null && minReps !== null && maxReps > minReps && !young ? maxReps : null,
      durationSeconds: range.durationSeconds ?? null,
      distanceMeters: range.distanceMeters ?? null,
      restSeconds: range.restSeconds,
      load: progressLoad(range.load, isLighterWeek(weekOfPhase) ? -2 : step, ageBand),
      perSide: range.perSide ?? false,
      tempo: range.tempo ?? null,
    },
    ageBand,
  );
}

/**
 * Fits a dose into a number of minutes by changing sets within the range (never below its lower end): null when even
 * the smallest dose does not fit.
 */
export function fitDose(prescription: Prescription, range: DoseRange, dose: Dose, minutes: number): Dose | null {
  let fitted = { ...dose };
  while (doseMinutes(prescription, fitted) > minutes && fitted.sets > range.sets[0]) fitted = { ...fitted, sets: fitted.sets - 1 };
  if (doseMinutes(prescription, fitted) > minutes && fitted.repsMax !== null) fitted = { ...fitted, repsMax: null };
  while (doseMinutes(prescription, fitted) * 2 < minutes && fitted.sets < range.sets[1]) fitted = { ...fitted, sets: fitted.sets + 1 };
  return doseMinutes(prescription, fitted) <= minutes ? fitted : null;
}

/** An item the library does not know, in the coach's words: one set, no dose or load, no contact. */
export function coachItem(name: string, minutes: number, notes: string | null = null): ProgramItemDoc {
  return {
    exerciseId: null,
    name,
    minutes,
    sets: 1,
    reps: null,
    repsMax: null,
    durationSeconds: null,
    distanceMeters: null,
    restSeconds: null,
    perSide: false,
    load: { kind: 'none' },
    tempo: null,
    cues: [],
    equipment: [],
    contact: 'none',
    intensity: 'moderate',
    notes,
    origin: 'coach',
  };
}

/** A library exercise with its dose as a program item; `minutes` is at least what the dose takes. */
export function libraryItem(activity: Activity, dose: Dose, minutes?: number): ProgramItemDoc {
  const p = prescriptionOf(activity);
  const needed = p ? doseMinutes(p, dose) : activity.durationMinutes;
  return {
    exerciseId: activity.id,
    name: activity.name,
    minutes: Math.max(needed, minutes ?? needed),
    sets: dose.sets,
    reps: dose.reps,
    repsMax: dose.repsMax,
    durationSeconds: dose.durationSeconds,
    distanceMeters: dose.distanceMeters,
    restSeconds: dose.restSeconds || null,
    perSide: dose.perSide,
    load: dose.load,
    tempo: dose.tempo,
    cues: [...(p?.cues ?? [])].slice(0, 4),
    equipment: [...(p?.equipment ?? [])].slice(0, 6),
    contact: p?.contact ?? 'none',
    intensity: activity.intensity,
    notes: activity.description,
    origin: 'library',
  };
}

/** The dose an item carries (for checks and progression). */
export const doseOfItem = (item: ProgramItemDoc): Dose => ({
  sets: item.sets,
  reps: item.reps,
  repsMax: item.repsMax,
  durationSeconds: item.durationSeconds,
  distanceMeters: item.distanceMeters,
  restSeconds: item.restSeconds ?? 0,
  load: item.load,
  perSide: item.perSide,
  tempo: item.tempo,
});
