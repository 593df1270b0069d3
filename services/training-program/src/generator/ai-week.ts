import { z } from 'zod';
import {
  BLOCK_KINDS,
  BLOCK_LABELS,
  PROGRAM_DOCUMENT_VERSION,
  programItemDocSchema,
  TRAINING_DAYS,
  type ContactLevel,
  type ProgramBlockDoc,
  type ProgramDocument,
  type ProgramItemDoc,
  type ProgramMeta,
  type SeasonPhase,
} from '@rugby/contracts';
import { ACTIVATE_NOTE } from '../content/activate.ts';
import { ACTIVITIES, activityById } from '../content/activities.ts';
import { doseFromRange } from '../content/doses.ts';
import { doseMinutes } from '../content/prescription.ts';
import { checkProgram, describeViolations } from '../rules/program-rules.ts';
import { prescriptionOf, rangeFor } from './dosing.ts';
import type { DayFrame } from './week-builder.ts';

/**
 * An AI provider's training week: the structured program's days, blocks and items (each item a prescription), but
 * not what the app decides itself. The app fixes each day's match-day role and template, writes World Rugby's
 * Activate warm-up (a set programme, not the model's to invent), sets the metadata, and accepts the week only when
 * the assembled document passes every coaching rule (rules/program-rules.ts).
 */
const line = (max: number) => z.string().trim().min(1).max(max);
const aiBlockKinds = BLOCK_KINDS.filter((k) => k !== 'warmup') as Exclude<(typeof BLOCK_KINDS)[number], 'warmup'>[];

export const aiItemSchema = programItemDocSchema.omit({ origin: true, change: true });
/** A session's theme and blocks after the warm-up. */
const aiSessionBody = {
  theme: line(160),
  blocks: z
    .array(
      z.object({
        kind: z.enum(aiBlockKinds as [(typeof aiBlockKinds)[number], ...typeof aiBlockKinds]),
        note: z.string().max(400).nullable(),
        items: z.array(aiItemSchema).min(1).max(8),
      }),
    )
    .min(1)
    .max(6),
};
export const aiWeekSchema = z.object({
  title: line(200),
  intro: z.array(line(500)).min(1).max(6),
  days: z.array(z.object({ day: z.enum(TRAINING_DAYS), ...aiSessionBody })).length(4),
  restDay: line(800),
  weekend: line(800),
});
/** One session (the app knows its day). */
export const aiSessionSchema = z.object({ title: line(200), intro: z.array(line(500)).min(1).max(6), ...aiSessionBody });
export type AIWeek = z.infer<typeof aiWeekSchema>;

const CONTACT_RANK: Record<ContactLevel, number> = { none: 0, controlled: 1, live: 2 };

/** What the app knows about the week it asks for. */
export interface AIWeekBrief {
  frames: readonly DayFrame[];
  meta: ProgramMeta;
  individual: boolean;
}

/** The library exercises usable in a phase (a dose range for it), as catalogue lines for the provider's prompt. */
export function exerciseCatalogue(phase: SeasonPhase, individual: boolean): string[] {
  return ACTIVITIES.filter((a) => a.category !== 'warmup' && !a.tags.includes('rehab')).flatMap((a) => {
    const p = prescriptionOf(a);
    const range = rangeFor(a, phase);
    if (!p || !range || (individual && p.needsPack)) return [];
    const smallest = doseFromRange(range, 'min');
    const reps = range.reps ? `${range.reps[0]}-${range.reps[1]} reps` : null;
    const work = [reps, range.distanceMeters ? `${range.distanceMeters} m` : null, range.durationSeconds ? `${range.durationSeconds} s` : null]
      .filter(Boolean)
      .join(' × ');
    const load = range.load.kind === 'percent1rm' ? ` @ ${range.load.percent}% 1RM` : range.load.kind === 'rpe' ? ` @ RPE ${range.load.rpe}` : '';
    const flags = [
      p.contact !== 'none' ? `${p.contact} contact` : null,
      p.heavyEccentric ? 'heavy eccentric' : null,
      p.hardInterval ? 'hard interval' : null,
      p.scrummaging ? 'scrummaging' : null,
    ].filter(Boolean);
    return [
      `${a.id} | ${a.name} | ${a.category} | ${p.kind} | ${range.sets[0]}-${range.sets[1]} sets × ${work || 'one bout'}${range.perSide ? ' each side' : ''}${load}, rest ${range.restSeconds} s | smallest dose takes ${doseMinutes(p, smallest)} min${flags.length ? ` | ${flags.join(', ')}` : ''}`,
    ];
  });
}

/** The brief of each training day: role, purpose, minutes left after the warm-up, what is allowed. */
export function dayBriefLines(frames: readonly DayFrame[]): string[] {
  return frames.map((f) => {
    const warmup = f.warmup.reduce((s, i) => s + i.minutes, 0);
    const t = f.template;
    const parts = [
      `${f.day}${f.role === 'none' ? '' : ` (${f.role})`}: ${t.purpose}.`,
      `Session ${t.minutes} minutes; the app adds the ${warmup}-minute Activate warm-up, so your blocks total exactly ${t.minutes - warmup} minutes, cool-down last.`,
      t.strength === 'none' ? 'No strength block.' : `Strength (${t.strength}): 2-4 exercises.`,
      t.conditioning === 'none' ? 'No conditioning block.' : `Conditioning: ${t.conditioning}${t.conditioning === 'hard' ? '' : ' (no hard intervals)'}.`,
      `Contact at most: ${f.contactToday}.`,
      t.heavyEccentric ? '' : 'No heavy eccentric work (no Nordic curls).',
      `Hardest intensity: ${t.maxIntensity}.`,
    ];
    return `- ${parts.filter(Boolean).join(' ')}`;
  });
}

/** A provider's item as a program item: a library exercise takes the library's name, contact floor, cues and equipment. */
export function itemOf(raw: z.infer<typeof aiItemSchema>, problems: string[]): ProgramItemDoc {
  if (raw.exerciseId === null) return { ...raw, origin: 'added' };
  const activity = activityById(raw.exerciseId);
  const p = activity ? prescriptionOf(activity) : null;
  if (!activity || !p || activity.category === 'warmup') {
    problems.push(`exerciseId "${raw.exerciseId}" is not in the catalogue (use an id from it, or null for your own exercise)`);
    return { ...raw, exerciseId: null, origin: 'added' };
  }
  return {
    ...raw,
    name: activity.name,
    contact: CONTACT_RANK[p.contact] > CONTACT_RANK[raw.contact] ? p.contact : raw.contact,
    cues: raw.cues.length ? raw.cues : p.cues.slice(0, 4),
    equipment: raw.equipment.length ? raw.equipment : p.equipment.slice(0, 6),
    origin: 'library',
  };
}

/**
 * The provider's week as a program document, or the problems to send back in the repair round: a day missing or
 * twice, an unknown exercise, and every coaching rule the assembled week breaks.
 */
export function assembleAIWeek(week: AIWeek, brief: AIWeekBrief): { ok: true; document: ProgramDocument } | { ok: false; problem: string } {
  const problems: string[] = [];
  const days = brief.frames.map((frame) => {
    const written = week.days.filter((d) => d.day === frame.day);
    if (written.length !== 1) problems.push(`${frame.day} must appear exactly once (found ${written.length})`);
    const source = written[0];
    const blocks: ProgramBlockDoc[] = [
      { kind: 'warmup', note: ACTIVATE_NOTE, items: frame.warmup },
      ...(source?.blocks ?? []).map((b) => ({ kind: b.kind, note: b.note?.trim() || null, items: b.items.map((i) => itemOf(i, problems)) })),
    ];
    return { day: frame.day, matchDayRole: frame.role, theme: source?.theme ?? BLOCK_LABELS.skills, blocks };
  });
  if (problems.length) return { ok: false, problem: problems.join('; ') };
  const document: ProgramDocument = {
    version: PROGRAM_DOCUMENT_VERSION,
    title: week.title,
    intro: week.intro,
    meta: brief.meta,
    days,
    restDay: week.restDay,
    weekend: week.weekend,
  };
  const violations = checkProgram(document, { individual: brief.individual });
  return violations.length
    ? { ok: false, problem: `the week breaks these coaching rules: ${describeViolations(violations).slice(0, 3000)}` }
    : { ok: true, document };
}
