/** Plain data about the structured program (no zod: web apps import it on their first screens). */
export const BLOCK_KINDS = ['warmup', 'skills', 'strength', 'conditioning', 'laws', 'cooldown'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];
export const BLOCK_LABELS: Record<BlockKind, string> = {
  warmup: 'Warm-up',
  skills: 'Skills',
  strength: 'Strength',
  conditioning: 'Conditioning',
  laws: 'Laws focus',
  cooldown: 'Cool-down',
};

/** Bounds of a document's structure: the schema checks them and the coach's editor stops before them. */
export const DOCUMENT_LIMITS = {
  /** Most items a block holds. */
  blockItems: 12,
  /** Most blocks a day holds. */
  dayBlocks: 10,
  /** Longest day theme. */
  themeLength: 160,
} as const;

/**
 * Bounds of an item's numbers: the schema checks them (400 naming the field) and the coach's editor shows the same
 * message before anything is sent. `whole` numbers only where the schema asks for integers.
 */
export const PRESCRIPTION_LIMITS = {
  minutes: { min: 1, max: 60, whole: true, label: 'Minutes' },
  sets: { min: 1, max: 20, whole: true, label: 'Sets' },
  reps: { min: 1, max: 100, whole: true, label: 'Reps' },
  repsMax: { min: 1, max: 100, whole: true, label: 'Reps, top of the range' },
  durationSeconds: { min: 1, max: 3600, whole: true, label: 'Seconds' },
  distanceMeters: { min: 1, max: 10_000, whole: true, label: 'Metres' },
  restSeconds: { min: 0, max: 600, whole: true, label: 'Rest (seconds)' },
  percent: { min: 20, max: 100, whole: false, label: '% of 1RM' },
  rpe: { min: 1, max: 10, whole: false, label: 'RPE' },
  rir: { min: 0, max: 6, whole: true, label: 'Reps in reserve' },
} as const;
export type PrescriptionField = keyof typeof PRESCRIPTION_LIMITS;

/** 'sets must be a whole number from 1 to 20', 'rpe must be a number from 1 to 10' (`name` defaults to the field). */
export function limitMessage(field: PrescriptionField, name: string = field): string {
  const { min, max, whole } = PRESCRIPTION_LIMITS[field];
  return `${name} must be ${whole ? 'a whole number' : 'a number'} from ${min} to ${max}`;
}

/** How heavy an item is: the load kinds in the order the editor offers them. */
export const LOAD_KINDS = ['none', 'bodyweight', 'percent1rm', 'rpe', 'rir'] as const;
export type LoadKind = (typeof LOAD_KINDS)[number];
export const LOAD_KIND_LABELS: Record<LoadKind, string> = {
  none: 'No load',
  bodyweight: 'Bodyweight',
  percent1rm: '% of 1RM',
  rpe: 'RPE (1-10)',
  rir: 'Reps in reserve',
};

/** The training days in week order with their names (Wednesday rests, weekends recover). */
export const TRAINING_DAY_LABELS = { monday: 'Monday', tuesday: 'Tuesday', thursday: 'Thursday', friday: 'Friday' } as const;
