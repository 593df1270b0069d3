import {
  BACK_POSITIONS,
  FORWARD_POSITIONS,
  itemLine,
  matchDayRoleSchema,
  PROGRAM_DOCUMENT_VERSION,
  TRAINING_DAYS,
  programDocumentSchema,
  renderProgramText,
  type Position,
  type ProgramDayDoc,
  type ProgramDocument,
  type ProgramItemDoc,
  type ProgramType,
  type SeasonPhase,
  type TrainingDay,
} from '@rugby/contracts';
import { activityByName } from '../content/activities.ts';
import { doseMinutes } from '../content/prescription.ts';
import { ELITE_PROGRAMS } from '../content/elite-styles.ts';
import { chooseDose, doseOfItem, fitDose, prescriptionOf, rangeFor } from '../generator/dosing.ts';
import { parseProgram, readItemLine, type ProgramItem } from '../generator/program.ts';
import { readDose } from '../import/dose.ts';

/** How many weeks a pushed program runs: one block of three building weeks and a lighter fourth. */
export const PROGRAM_WEEKS = 4;

/** Who a line is for when the text names a unit ('- Forwards: Scrum machine (10 min)'). */
const UNIT_PREFIX: Array<[RegExp, readonly Position[]]> = [
  [/^forwards:\s*/i, FORWARD_POSITIONS],
  [/^backs:\s*/i, BACK_POSITIONS],
];

/** An item's line as a key: what a line of the text rendering says, case and spacing aside. */
const lineKey = (item: ProgramItem) => `${item.name}|${item.minutes}|${item.description}`.toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '');

/**
 * A coach's own item (or one of a legacy text program) as a structured item: the words kept, and the numbers they
 * write read into the prescription ('4 × 5 @ 80% 1RM, rest 2 min'), never an invented dose.
 */
function coachItem(item: ProgramItem): ProgramItemDoc {
  const unit = UNIT_PREFIX.find(([prefix]) => prefix.test(item.name));
  const name = unit ? item.name.replace(unit[0], '') : item.name;
  const known = activityByName(name);
  const { dose } = readDose(item.description.split(/\.\s/)[0] ?? '');
  return {
    exerciseId: null,
    name: name.slice(0, 160),
    minutes: Math.min(60, Math.max(1, item.minutes)),
    sets: dose.sets ?? 1,
    reps: dose.reps,
    repsMax: dose.repsMax,
    durationSeconds: dose.durationSeconds,
    distanceMeters: dose.distanceMeters,
    restSeconds: dose.restSeconds,
    perSide: dose.perSide,
    load: dose.load,
    tempo: dose.tempo?.slice(0, 20) ?? null,
    cues: [],
    equipment: [],
    contact: known && /contact|tackle|scrum|ruck|maul/i.test(known.tags.join(' ')) && known.intensity === 'high' ? 'live' : 'none',
    intensity: known?.intensity ?? 'moderate',
    notes: item.description.slice(0, 800) || null,
    origin: 'coach',
    ...(unit ? { group: [...unit[1]] } : {}),
  };
}

/**
 * A program known only as text (approved before programs were structured, or text the coach edited by hand) as a
 * document: its days, blocks and items as written. A line that is unchanged from `previous` (the document the text
 * was rendered from) keeps that item whole (exercise, dose, cues, unit); any other line is the coach's own item,
 * with the numbers it writes. Meta (phase, week, match day) comes from `previous` when there is one. Null when the
 * text is not in the day format.
 */
export function documentFromText(
  text: string,
  programType: ProgramType,
  phase: SeasonPhase = 'in-season',
  previous: ProgramDocument | null = null,
): ProgramDocument | null {
  const week = parseProgram(text);
  if (!week) return null;
  const kept = new Map<string, ProgramItemDoc>();
  for (const item of previous?.days.flatMap((d) => d.blocks.flatMap((b) => b.items)) ?? []) {
    const line = readItemLine(itemLine(item));
    if (line) kept.set(lineKey(line), item);
  }
  const roleOf = (theme: string) => {
    const role = /\s*\[([^\]]+)\]\s*$/.exec(theme);
    return role && matchDayRoleSchema.safeParse(role[1]).success ? { theme: theme.slice(0, role.index), role: role[1]! } : { theme, role: 'none' };
  };
  const customizations = week.customizations.map((c) => c.slice(0, 300)).slice(0, 40);
  const doc: ProgramDocument = {
    version: PROGRAM_DOCUMENT_VERSION,
    title: week.title.slice(0, 200) || 'Training program',
    intro: week.intro.map((l) => l.slice(0, 500)).slice(0, 10),
    meta: previous
      ? { ...previous.meta, customizations }
      : {
          source: programType === 'custom' ? 'custom' : 'elite',
          style: programType === 'custom' ? null : programType,
          seasonPhase: phase,
          weekOfPhase: 1,
          matchDay: null,
          ageBand: 'adult',
          position: null,
          customizations,
        },
    days: week.days.slice(0, 4).map((d) => {
      const { theme, role } = roleOf(d.theme);
      return {
        day: d.day,
        matchDayRole: role,
        theme: (theme.trim() || 'Training').slice(0, 160),
        blocks: d.blocks.map((b) => ({
          kind: b.category,
          note: b.note?.slice(0, 400) ?? null,
          items: b.items.slice(0, 12).map((i) => kept.get(lineKey(i)) ?? coachItem(i)),
        })),
      };
    }),
    restDay: week.restDay.slice(0, 800),
    weekend: week.weekend.slice(0, 800),
  };
  const checked = programDocumentSchema.safeParse(doc);
  return checked.success ? checked.data : null;
}

/** A stored document (JSON column) when it is a valid one. */
export function readDocument(value: unknown): ProgramDocument | null {
  if (value === null || value === undefined) return null;
  const parsed = programDocumentSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The document a program is saved with: the one the client sent when its rendering is the text sent (the coach
 * did not edit the text by hand), else the text read against the document it was rendered from (the one sent, or the
 * one stored): unchanged lines keep their items whole, edited lines become the coach's own with the numbers written.
 */
export function documentForSave(
  text: string,
  sent: ProgramDocument | undefined,
  programType: ProgramType,
  phase?: SeasonPhase,
  stored: ProgramDocument | null = null,
): ProgramDocument | null {
  if (sent && renderProgramText(sent).trim() === text.trim()) return sent;
  const previous = sent ?? stored;
  return documentFromText(text, programType, previous?.meta.seasonPhase ?? phase, previous);
}

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
