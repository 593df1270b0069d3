import { z } from 'zod';
import { ELITE_PROGRAM_TYPES, POSITIONS, SEASON_PHASES, TRAINING_DAYS } from '../domain.ts';

/**
 * The training program as a structured document (version 1): program → days → blocks → items, each item a
 * prescription. Generators (built-in and OpenAI), customizations, storage, daily team training and every view read
 * and write this one structure; the spec's text fields (`program`, `programContent`, `content`) are renderings of it.
 */
export const PROGRAM_DOCUMENT_VERSION = 1;

export {
  BLOCK_KINDS,
  BLOCK_LABELS,
  DOCUMENT_LIMITS,
  LOAD_KINDS,
  LOAD_KIND_LABELS,
  PRESCRIPTION_LIMITS,
  limitMessage,
  type BlockKind,
  type LoadKind,
  type PrescriptionField,
} from './labels.ts';
import { BLOCK_KINDS, DOCUMENT_LIMITS, limitMessage, PRESCRIPTION_LIMITS, type PrescriptionField } from './labels.ts';

/** A number within the item's bounds (PRESCRIPTION_LIMITS), with one message naming the field for every way it can be wrong. */
const bounded = (field: PrescriptionField) => {
  const { min, max, whole } = PRESCRIPTION_LIMITS[field];
  const message = limitMessage(field);
  const n = z.number({ message }).min(min, message).max(max, message);
  return whole ? n.int(message) : n;
};

/** none: no contact; controlled: pads, shields, walk-through or partner at agreed speed; live: full-speed contest. */
export const CONTACT_LEVELS = ['none', 'controlled', 'live'] as const;
export type ContactLevel = (typeof CONTACT_LEVELS)[number];
export const INTENSITIES = ['low', 'moderate', 'high'] as const;
export type Intensity = (typeof INTENSITIES)[number];

/** Age bands of World Rugby's Activate programme (the warm-up follows the player's age in personal programs). */
export const AGE_BANDS = ['adult', 'u18', 'u16', 'u15'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export const AGE_BAND_LABELS: Record<AgeBand, string> = { adult: 'Adult', u18: 'Under 18', u16: 'Under 16', u15: 'Under 15' };

/** Days of the week a team can play on (match day; default Saturday). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
export const DEFAULT_MATCH_DAY: Weekday = 'saturday';

/**
 * A training day's place relative to the match: 'MD-1' the day before, 'MD+2' two days after. 'none' when there is
 * no match that week (off-season, pre-season without fixtures, a bye).
 */
export const matchDayRoleSchema = z.string().regex(/^(MD[+-][1-6]|none)$/, 'matchDayRole is MD-1…MD-6, MD+1…MD+6 or none');

/** How heavy: a percentage of one-repetition maximum, an RPE (1-10), reps in reserve, bodyweight, or nothing to load. */
export const loadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent1rm'), percent: bounded('percent') }),
  z.object({ kind: z.literal('rpe'), rpe: bounded('rpe') }),
  z.object({ kind: z.literal('rir'), rir: bounded('rir') }),
  z.object({ kind: z.literal('bodyweight') }),
  z.object({ kind: z.literal('none') }),
]);
export type Load = z.infer<typeof loadSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * One prescription. A dose is sets × (reps | seconds | metres), with rest between sets (or a work:rest interval);
 * `minutes` is the time the item takes, rest included. Items the coach wrote that the library does not know have
 * no exerciseId.
 */
export const programItemDocSchema = z.object({
  exerciseId: z.string().max(80).nullable(),
  name: text(160),
  minutes: bounded('minutes'),
  sets: bounded('sets'),
  reps: bounded('reps').nullable(),
  /** Upper end of a rep range (e.g. 8-10), else null. */
  repsMax: bounded('repsMax').nullable(),
  /** Work per set or repetition in seconds (holds, intervals, timed drills). */
  durationSeconds: bounded('durationSeconds').nullable(),
  distanceMeters: bounded('distanceMeters').nullable(),
  /** Rest between sets or repetitions. */
  restSeconds: bounded('restSeconds').nullable(),
  perSide: z.boolean(),
  load: loadSchema,
  /** e.g. '3-1-1-0' (eccentric-pause-concentric-pause, seconds), where it matters. */
  tempo: z.string().max(20).nullable(),
  cues: z.array(text(240)).max(6),
  equipment: z.array(text(60)).max(6),
  contact: z.enum(CONTACT_LEVELS),
  intensity: z.enum(INTENSITIES),
  /** Free text the coach wrote, or a short how-to. */
  notes: z.string().max(800).nullable(),
  /** Where the item came from: the library, the coach's own text, or added to fill a gap the coach left. */
  origin: z.enum(['library', 'coach', 'added']),
  /**
   * Why the app changed or placed the coach's item, shown in the import preview (e.g. 'moved from Wednesday');
   * absent when the item is as written.
   */
  change: z.string().max(200).optional(),
  /**
   * A unit split: the positions that do this item while the rest of the squad does the block's other grouped items
   * (forwards scrummage while backs run attack shape); absent when the whole squad does it. See groups.ts.
   */
  group: z
    .array(z.enum(POSITIONS))
    .min(1)
    .max(POSITIONS.length - 1)
    .optional(),
});
export type ProgramItemDoc = z.infer<typeof programItemDocSchema>;

export const programBlockDocSchema = z.object({
  kind: z.enum(BLOCK_KINDS),
  /** Shown above the block (e.g. the Activate phase, or why the block is short). */
  note: z.string().max(400).nullable(),
  items: z.array(programItemDocSchema).min(1).max(DOCUMENT_LIMITS.blockItems),
});
export type ProgramBlockDoc = z.infer<typeof programBlockDocSchema>;

export const programDayDocSchema = z.object({
  day: z.enum(TRAINING_DAYS),
  matchDayRole: matchDayRoleSchema,
  theme: text(DOCUMENT_LIMITS.themeLength),
  blocks: z.array(programBlockDocSchema).min(1).max(DOCUMENT_LIMITS.dayBlocks),
});
export type ProgramDayDoc = z.infer<typeof programDayDocSchema>;

export const PROGRAM_SOURCES = ['elite', 'custom', 'session', 'personal'] as const;

export const programMetaSchema = z.object({
  source: z.enum(PROGRAM_SOURCES),
  style: z.enum(ELITE_PROGRAM_TYPES).nullable(),
  seasonPhase: z.enum(SEASON_PHASES),
  /** Week within the season phase (1-based): contact and scrum load progress with it; every 4th week is lighter. */
  weekOfPhase: z.number().int().min(1).max(52),
  matchDay: z.enum(WEEKDAYS).nullable(),
  ageBand: z.enum(AGE_BANDS),
  /** A personal program's position. */
  position: z.enum(POSITIONS).nullable(),
  /** Each applied customization, one line. */
  customizations: z.array(text(300)).max(40),
  /**
   * Session lengths the coach set outside the 45-60 minute guideline ('we only have 40 minutes on Tuesday'): the
   * day keeps exactly that length and the rules take it as the coach's call.
   */
  sessionMinutes: z.partialRecord(z.enum(TRAINING_DAYS), z.number().int().min(15).max(120)).optional(),
});
export type ProgramMeta = z.infer<typeof programMetaSchema>;

export const programDocumentSchema = z.object({
  version: z.literal(PROGRAM_DOCUMENT_VERSION),
  title: text(200),
  /** Header lines (style, season phase, weekly focus). */
  intro: z.array(text(500)).max(10),
  meta: programMetaSchema,
  days: z.array(programDayDocSchema).min(1).max(4),
  restDay: z.string().max(800),
  weekend: z.string().max(800),
});
export type ProgramDocument = z.infer<typeof programDocumentSchema>;
