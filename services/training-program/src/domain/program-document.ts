import { programDocumentSchema, TRAINING_DAYS, type ProgramDayDoc, type ProgramDocument, type TrainingDay } from '@rugby/contracts';
import { doseMinutes } from '../content/prescription.ts';
import { ELITE_PROGRAMS } from '../content/elite-styles.ts';
import { chooseDose, doseOfItem, fitDose, prescriptionOf, rangeFor } from '../generator/dosing.ts';

/** How many weeks a pushed program runs: one block of three building weeks and a lighter fourth. */
export const PROGRAM_WEEKS = 4;

/** A stored document (a JSON column the service wrote): the program it holds. */
export const readDocument = (value: unknown): ProgramDocument => programDocumentSchema.parse(value);

/** The document of an approved program row. */
export const storedDocument = (row: { document: unknown }): ProgramDocument => readDocument(row.document);

/**
 * Week `weekIndex` (0-based) of a pushed program: library items follow the phase's progression (more sets and load
 * in building weeks, fewer in the lighter fourth week), fitted to the item's minutes; the coach's items (and items
 * added to complete the coach's sessions) stay as written.
 */
function progressedDay(day: ProgramDayDoc, doc: ProgramDocument, weekIndex: number): ProgramDayDoc {
  if (weekIndex === 0) return day;
  const week = doc.meta.weekOfPhase + weekIndex;
  return {
    ...day,
    blocks: day.blocks.map((block) => ({
      ...block,
      items: block.items.map((item) => {
        // Only the library's own choices progress: the coach's items (also a library exercise the coach re-dosed in
        // the editor) and items added to fill the coach's gaps stay as the coach approved them.
        if (!item.exerciseId || item.origin !== 'library' || block.kind === 'warmup') return item;
        const activity = { id: item.exerciseId };
        const p = prescriptionOf(activity);
        const range = rangeFor(activity, doc.meta.seasonPhase);
        if (!p || !range) return item;
        const dose = fitDose(p, range, chooseDose(range, week, doc.meta.ageBand), item.minutes) ?? doseOfItem(item);
        if (doseMinutes(p, dose) > item.minutes) return item;
        return { ...item, sets: dose.sets, reps: dose.reps, repsMax: dose.repsMax, load: dose.load, restSeconds: dose.restSeconds || null };
      }),
    })),
  };
}

/**
 * Day N (1-based) of a pushed program: training day N from the start (Monday, Tuesday, Thursday, Friday), with
 * `shift` the weekday index of day 1 (a push on a Thursday starts with the Thursday session), so every session falls
 * on its own weekday and keeps its match-day role; the week of the block sets its progression. 'rest' when the
 * program has no session on that weekday (the coach's own plan rests that day); null once the block's weeks are over.
 */
export function dayOfDocument(doc: ProgramDocument, dayNumber: number, shift = 0): ProgramDayDoc | 'rest' | null {
  const perWeek = TRAINING_DAYS.length;
  const k = dayNumber - 1 + Math.min(Math.max(0, shift), perWeek - 1);
  const weekIndex = Math.floor(k / perWeek);
  if (dayNumber < 1 || weekIndex >= PROGRAM_WEEKS) return null;
  const day = doc.days.find((d) => d.day === TRAINING_DAYS[k % perWeek]);
  return day ? progressedDay(day, doc, weekIndex) : 'rest';
}

/** The push's day shift: the weekday index of its first training day (Monday 0 … Friday 3). */
export const dayShiftFor = (weekday: TrainingDay) => Math.max(0, TRAINING_DAYS.indexOf(weekday));

/** The style a document was made in, for titles ('All Blacks Style'), else null. */
export const styleNameOf = (doc: ProgramDocument) => (doc.meta.style ? ELITE_PROGRAMS[doc.meta.style].name : null);
