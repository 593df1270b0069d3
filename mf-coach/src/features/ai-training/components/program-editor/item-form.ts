import type { Position } from '@rugby/contracts/domain';
import { BACK_POSITIONS, FORWARD_POSITIONS, groupLabel } from '@rugby/contracts/program/groups';
import { LOAD_KINDS, limitMessage, PRESCRIPTION_LIMITS, type LoadKind, type PrescriptionField } from '@rugby/contracts/program/labels';
import type { Load, ProgramItemDoc } from '@rugby/contracts/program/schema';
import { z } from 'zod';

/**
 * The item form of the editor: what the coach types (text fields, as inputs give them) and the zod schema that
 * turns it into the item's numbers, each out-of-range number with its field's message (the same bounds and wording
 * the server answers with, contracts/program/labels.ts). Nothing invalid reaches the document.
 */
export interface ItemFormValues {
  name: string;
  minutes: string;
  sets: string;
  reps: string;
  repsMax: string;
  durationSeconds: string;
  distanceMeters: string;
  restSeconds: string;
  perSide: boolean;
  loadKind: LoadKind;
  loadValue: string;
  notes: string;
  /** Who does the item (see GROUP_CHOICES). */
  group: GroupChoice;
}

/**
 * Who does an item: the whole squad, the forwards or the backs while the others do the block's other items, or the
 * item's own group when it has another (a front-row item keeps its group unless the coach picks another choice).
 */
export const GROUP_CHOICES = ['squad', 'forwards', 'backs', 'own'] as const;
export type GroupChoice = (typeof GROUP_CHOICES)[number];

const samePositions = (a: readonly Position[], b: readonly Position[]) => a.length === b.length && a.every((p) => b.includes(p));

export function groupChoiceOf(group: readonly Position[] | undefined): GroupChoice {
  if (!group) return 'squad';
  if (samePositions(group, FORWARD_POSITIONS)) return 'forwards';
  if (samePositions(group, BACK_POSITIONS)) return 'backs';
  return 'own';
}

/** The choices the dialog offers an item: the three always, its own group as a fourth when it has another. */
export function groupOptions(item: Pick<ProgramItemDoc, 'group'>): { value: GroupChoice; label: string }[] {
  const options: { value: GroupChoice; label: string }[] = [
    { value: 'squad', label: 'Whole squad' },
    { value: 'forwards', label: 'Forwards' },
    { value: 'backs', label: 'Backs' },
  ];
  return item.group && groupChoiceOf(item.group) === 'own' ? [...options, { value: 'own', label: groupLabel(item.group) }] : options;
}

/** The group of a choice (the item's own when the choice is what it already has). */
function groupOfChoice(choice: GroupChoice, item: Pick<ProgramItemDoc, 'group'>): Position[] | undefined {
  if (choice === groupChoiceOf(item.group)) return item.group;
  switch (choice) {
    case 'forwards':
      return [...FORWARD_POSITIONS];
    case 'backs':
      return [...BACK_POSITIONS];
    case 'own':
      return item.group;
    default:
      return undefined;
  }
}

/** The visible names of the fields (also the subject of their messages: 'Sets must be a whole number from 1 to 20'). */
export const FIELD_LABELS = {
  name: 'Name',
  minutes: 'Minutes',
  sets: 'Sets',
  reps: 'Reps',
  repsMax: 'Reps, top of the range',
  durationSeconds: 'Seconds',
  distanceMeters: 'Metres',
  restSeconds: 'Rest (seconds)',
  loadKind: 'Load',
  notes: 'Notes',
  group: 'Who does it',
} as const;

/** The load kinds that carry a number, with its field and label. */
export const LOAD_VALUE: Partial<Record<LoadKind, { field: PrescriptionField; label: string }>> = {
  percent1rm: { field: 'percent', label: '% of 1RM' },
  rpe: { field: 'rpe', label: 'RPE' },
  rir: { field: 'rir', label: 'Reps in reserve' },
};

const within = (text: string, field: PrescriptionField) => {
  if (!/^\d+(?:\.\d+)?$/.test(text)) return false;
  const n = Number(text);
  const { min, max, whole } = PRESCRIPTION_LIMITS[field];
  return n >= min && n <= max && (!whole || Number.isInteger(n));
};

const numberField = (field: Exclude<PrescriptionField, 'percent' | 'rpe' | 'rir'>, required: boolean) =>
  z
    .string()
    .trim()
    .refine((v) => (v === '' ? !required : within(v, field)), { message: limitMessage(field, FIELD_LABELS[field]) })
    .transform((v) => (v === '' ? null : Number(v)));

export const itemFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(160, 'Name must be at most 160 characters'),
    minutes: numberField('minutes', true),
    sets: numberField('sets', true),
    reps: numberField('reps', false),
    repsMax: numberField('repsMax', false),
    durationSeconds: numberField('durationSeconds', false),
    distanceMeters: numberField('distanceMeters', false),
    restSeconds: numberField('restSeconds', false),
    perSide: z.boolean(),
    loadKind: z.enum(LOAD_KINDS),
    loadValue: z.string().trim(),
    notes: z.string().trim().max(800, 'Notes must be at most 800 characters'),
    group: z.enum(GROUP_CHOICES),
  })
  .superRefine((v, ctx) => {
    if (v.repsMax !== null && v.reps === null) ctx.addIssue({ code: 'custom', path: ['repsMax'], message: 'Give the reps (the bottom of the range) first' });
    else if (v.repsMax !== null && v.reps !== null && v.repsMax <= v.reps)
      ctx.addIssue({ code: 'custom', path: ['repsMax'], message: 'The top of the range must be more than the reps' });
    const value = LOAD_VALUE[v.loadKind];
    if (value && !within(v.loadValue, value.field)) ctx.addIssue({ code: 'custom', path: ['loadValue'], message: limitMessage(value.field, value.label) });
  });
export type ItemFormOutput = z.output<typeof itemFormSchema>;

const text = (n: number | null) => (n === null ? '' : String(n));

function loadValueOf(load: Load): string {
  switch (load.kind) {
    case 'percent1rm':
      return String(load.percent);
    case 'rpe':
      return String(load.rpe);
    case 'rir':
      return String(load.rir);
    default:
      return '';
  }
}

export const formValuesOf = (item: ProgramItemDoc): ItemFormValues => ({
  name: item.name,
  minutes: String(item.minutes),
  sets: String(item.sets),
  reps: text(item.reps),
  repsMax: text(item.repsMax),
  durationSeconds: text(item.durationSeconds),
  distanceMeters: text(item.distanceMeters),
  restSeconds: text(item.restSeconds),
  perSide: item.perSide,
  loadKind: item.load.kind,
  loadValue: loadValueOf(item.load),
  notes: item.notes ?? '',
  group: groupChoiceOf(item.group),
});

function loadOf(kind: LoadKind, value: string): Load {
  switch (kind) {
    case 'percent1rm':
      return { kind, percent: Number(value) };
    case 'rpe':
      return { kind, rpe: Number(value) };
    case 'rir':
      return { kind, rir: Number(value) };
    default:
      return { kind };
  }
}

/**
 * The item with the coach's values. A library item whose name or dose the coach changed is the coach's own from then
 * on (origin 'coach'): it stays as written in every week of the block instead of following the library's progression
 * (an item added to fill a gap stays marked as added). Who does it (the group) is not the dose: changing it alone keeps
 * the origin. The whole squad has no group (the field is left out).
 */
export function applyItemForm(item: ProgramItemDoc, v: ItemFormOutput): ProgramItemDoc {
  const { group: _group, ...rest } = item;
  const group = groupOfChoice(v.group, item);
  const next: ProgramItemDoc = {
    ...rest,
    ...(group ? { group } : {}),
    name: v.name,
    minutes: v.minutes!,
    sets: v.sets!,
    reps: v.reps,
    repsMax: v.repsMax,
    durationSeconds: v.durationSeconds,
    distanceMeters: v.distanceMeters,
    restSeconds: v.restSeconds,
    perSide: v.perSide,
    load: loadOf(v.loadKind, v.loadValue),
    notes: v.notes || null,
  };
  const same =
    (Object.keys(v) as (keyof ItemFormOutput)[]).every(
      (k) => k === 'loadKind' || k === 'loadValue' || k === 'notes' || k === 'group' || v[k] === item[k as keyof ProgramItemDoc],
    ) && JSON.stringify(next.load) === JSON.stringify(item.load);
  if (same) return next.notes === item.notes && next.group === item.group ? item : next;
  return { ...next, origin: item.origin === 'library' ? 'coach' : item.origin };
}
