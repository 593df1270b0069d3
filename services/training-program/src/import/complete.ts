import { z } from 'zod';
import {
  LIMITS,
  PROGRAM_DOCUMENT_VERSION,
  programDocumentSchema,
  TRAINING_DAYS,
  WEEKDAY_LABELS as DAY_NAMES,
  WEEKDAYS,
  AGE_BAND_LABELS,
  type AgeBand,
  type BlockKind,
  type MatchDay,
  type Position,
  type ProgramBlockDoc,
  type ProgramDayDoc,
  type ProgramDocument,
  type ProgramItemDoc,
  type SeasonPhase,
  type TrainingDay,
  type Weekday,
} from '@rugby/contracts';
import { badRequest } from '@rugby/service-kit';
import { ACTIVATE_NOTE } from '../content/activate.ts';
import { ACTIVITIES, activityById, type Activity } from '../content/activities.ts';
import { INTENSITY_RANK, PHASE_PLANS } from '../content/periodisation.ts';
import { doseMinutes, type Dose } from '../content/prescription.ts';
import { ALL_POSITIONS } from '../content/positions.ts';
import { aiItemSchema, itemOf } from '../generator/ai-week.ts';
import { squadPositions, type TeamContext } from '../generator/context.ts';
import { chooseDose, fitDose, libraryItem, prescriptionOf, rangeFor } from '../generator/dosing.ts';
import { tagsIn } from '../generator/keywords.ts';
import { activateItems } from '../generator/week-builder.ts';
import { dayTemplate } from '../planning/day-templates.ts';
import { matchDayRole } from '../planning/match-day.ts';
import { checkProgram, describeViolations, splitViolations, type RuleViolation } from '../rules/program-rules.ts';
import { contactOf, intensityOf, lookAlike, type MainKind } from './classify.ts';
import { isTrainingDay, parseCoachText, type CoachItem } from './parse.ts';
import { COACH_TEXT_ERRORS, readCoachText } from './text.ts';

/**
 * A coach's own week as a program document: their items exactly as written, on their days, completed only where
 * they left gaps. Three steps, shared by the built-in path and the AI provider's:
 *
 * 1. `draftImport` reads the text (import/parse.ts) into the coach's entries, each a program item of origin 'coach'
 *    with its numbers, its words in the notes and its minutes (the coach's, else the library's time model for the
 *    dose, else a default for its block); items written for Wednesday or the weekend move to the nearest training day
 *    with a note; a warm-up or cool-down written without a day goes on every day.
 * 2. A plan places the main items in blocks and completes short sessions: `builtInPlan` spreads items that have no
 *    day over the week and fills a session under 45 minutes from the library; an AI provider answers the same shape
 *    (`importPlanSchema`), referring to the coach's items by id so it cannot change their words or numbers.
 * 3. `assembleImport` builds the document: the coach's warm-up (with neck work added before contact) or the World
 *    Rugby Activate warm-up, the plan's main blocks, the coach's cool-down or the library's; sessions longer than 60
 *    minutes as written are the coach's call (meta.sessionMinutes). It refuses a plan that misses or moves a coach's
 *    item, rewrites one, leaves a session under 45 minutes or pads one past 60, or breaks a coaching rule with what
 *    it added; what only the coach's own items break is listed for them as their call.
 */

const MAX_SESSION = 120;
const ACTIVATE_MINUTES = 15;
const DEFAULT_MINUTES: Record<BlockKind, number> = { warmup: 10, skills: 15, strength: 10, conditioning: 10, laws: 5, cooldown: 8 };
const COOLDOWNS = ['cd-static-stretch', 'cd-foam-roll', 'cd-walk-debrief', 'cd-breathing', 'cd-yoga-flow'];
const MAIN_KINDS = ['skills', 'strength', 'conditioning', 'laws'] as const satisfies readonly MainKind[];
const NECK_ID = 'st-neck-isometric';

export interface CoachEntry {
  /** 'c1', 'c2'… in the coach's order (a copy on another day is its own entry). */
  id: string;
  item: ProgramItemDoc;
  kind: BlockKind;
  /** The day it is on; null when the coach gave none (the plan places it). */
  day: TrainingDay | null;
  /** The coach's block heading over it. */
  group: string | null;
}

/** What the warm-up and cool-down depend on: the phase, its week, the stage of the season, who trains, their age, the match. */
interface FrameContext {
  phase: SeasonPhase;
  weekOfPhase: number;
  weekOfSeason?: number;
  positions: readonly Position[];
  /** The squad's age band from the coach's text ('U18 squad'): the app's warm-ups, cool-downs and fillers use its doses. */
  ageBand: AgeBand;
  /** Each training day's place relative to the match the coach wrote ('none' without one). */
  roles: Record<TrainingDay, string>;
}

export interface ImportDraft extends FrameContext {
  title: string;
  entries: CoachEntry[];
  themes: Map<TrainingDay, string>;
  /** Training days without a session: rest the coach wrote, or days a plan that names its days does not train. */
  restDays: Set<TrainingDay>;
  /** Of those, the days the coach did not train (not written as rest): 'Tues and Thurs only' leaves Monday and Friday. */
  untrained: TrainingDay[];
  /** The match day the coach wrote ('match sat'), else null. */
  matchDay: MatchDay | null;
  /** The coach wrote 'no contact': no item of the week has contact, the app's included. */
  noContact: boolean;
  restDay: string;
  weekend: string;
  notes: string[];
  /** Items moved off Wednesday and the weekend: 'Kowhai shuttle drill (Wednesday → Thursday)'. */
  moves: string[];
  /** A list without days: the plan spreads it over the week. */
  spread: boolean;
  /** Library tags of what the coach's text is about (fillers lean towards them). */
  topics: string[];
}

/** Reads and checks the coach's text into a draft (400 for bad input, no items, two weeks or a session over 120 minutes). */
export function draftImport(text: string, context: TeamContext): ImportDraft {
  const parsed = parseCoachText(readCoachText(text));
  const phase = context.seasonPhase;
  const weekOfPhase = context.weekOfPhase ?? 1;
  const ageBand = parsed.ageBand ?? 'adult';
  const matchDay = parsed.matchDay;
  const options = { noContact: parsed.noContact };
  const entries: Array<CoachEntry & { dated: boolean }> = [];
  const writtenRest = new Set([...parsed.restDays].filter(isTrainingDay));
  // A training day the coach marked as rest but also wrote training for is a training day.
  for (const item of parsed.items) if (Array.isArray(item.days)) for (const d of item.days) if (isTrainingDay(d)) writtenRest.delete(d);
  // Every training day at rest, yet training written elsewhere: the week trains as usual.
  if (writtenRest.size === TRAINING_DAYS.length) writtenRest.clear();
  let trainingDays = TRAINING_DAYS.filter((d) => !writtenRest.has(d));
  // 'Tues and Thurs only': the week trains on those days alone (a list's items are spread over them).
  const only = trainingDays.filter((d) => parsed.onlyDays?.includes(d));
  if (only.length) trainingDays = only;
  // `dated`: on a day because the coach put it there (or moved from Wednesday or the weekend), not copied to every day.
  const push = (item: CoachItem, day: TrainingDay | null, dated: boolean, change?: string) => {
    const doc = coachItemDoc(item, phase, weekOfPhase, options);
    const why = [change, doc.change].filter(Boolean).join('; ');
    entries.push({ id: '', item: { ...doc, ...(why ? { change: why.slice(0, 200) } : {}) }, kind: item.kind, day, group: groupNote(item.group), dated });
  };

  const moved: Array<{ item: CoachItem; from: Weekday }> = [];
  for (const item of parsed.items) {
    if (item.days === 'every') trainingDays.forEach((d) => push(item, d, false, 'on every training day: written for every session'));
    else if (item.days === null || !item.days.length) {
      if (item.kind === 'warmup' || item.kind === 'cooldown')
        trainingDays.forEach((d) => push(item, d, false, parsed.hasDays ? 'on every training day: written without a day' : undefined));
      else push(item, null, false);
    } else {
      for (const day of item.days) {
        if (isTrainingDay(day)) push(item, day, true);
        else moved.push({ item, from: day });
      }
    }
  }
  // Training written for Wednesday or the weekend: the nearest training day, the lighter one on a tie.
  // A day's session moves whole, so its parts stay together.
  const moves: string[] = [];
  const destination = new Map<Weekday, TrainingDay>();
  for (const { item, from } of moved) {
    const load = (d: TrainingDay) => entries.filter((e) => e.day === d).reduce((s, e) => s + e.item.minutes, 0);
    const distance = (d: TrainingDay) => {
      const k = Math.abs(WEEKDAYS.indexOf(d) - WEEKDAYS.indexOf(from));
      return Math.min(k, 7 - k);
    };
    const to =
      destination.get(from) ??
      [...trainingDays].sort((a, b) => distance(a) - distance(b) || load(a) - load(b) || TRAINING_DAYS.indexOf(a) - TRAINING_DAYS.indexOf(b))[0]!;
    destination.set(from, to);
    push(item, to, true, `moved from ${DAY_NAMES[from]}`);
    moves.push(`${item.name} (${DAY_NAMES[from]} → ${DAY_NAMES[to]})`);
  }
  // The days with a session: a plan that names its days trains on the days it puts training on (and on the days it
  // says it trains); a list without days, on every training day it does not rest.
  const dated = new Set(entries.flatMap((e) => (e.dated && e.day ? [e.day] : [])));
  const sessionDays = TRAINING_DAYS.filter((d) =>
    only.length ? trainingDays.includes(d) || dated.has(d) : parsed.hasDays && dated.size ? dated.has(d) : trainingDays.includes(d) || dated.has(d),
  );
  const restDays = new Set(TRAINING_DAYS.filter((d) => !sessionDays.includes(d)));
  const untrained = TRAINING_DAYS.filter((d) => restDays.has(d) && !writtenRest.has(d));
  // Copies of a line for every session or a warm-up without a day stay on the days that train.
  const kept = entries.filter((e) => e.day === null || sessionDays.includes(e.day)).map(({ dated: _dated, ...e }): CoachEntry => e);
  // Each day in the week's order, the coach's order within it; items without a day last.
  kept.sort((a, b) => (a.day === null ? 9 : TRAINING_DAYS.indexOf(a.day)) - (b.day === null ? 9 : TRAINING_DAYS.indexOf(b.day)));
  kept.forEach((e, i) => {
    e.id = `c${i + 1}`;
  });

  // A session holds at most 120 minutes with the warm-up and cool-down the app may add; the whole week four of them.
  const roles = Object.fromEntries(TRAINING_DAYS.map((d) => [d, matchDay ? matchDayRole(d, matchDay) : 'none'])) as Record<TrainingDay, string>;
  const ctx: FrameContext = { phase, weekOfPhase, weekOfSeason: context.weekOfSeason, positions: squadPositions(context), ageBand, roles };
  let week = 0;
  for (const day of sessionDays) {
    const session = sessionMinutesOf(ctx, day, kept);
    if (session > MAX_SESSION)
      throw badRequest(
        COACH_TEXT_ERRORS.sessionTooLong(
          DAY_NAMES[day],
          kept.filter((e) => e.day === day).reduce((s, e) => s + e.item.minutes, 0),
        ),
      );
    week += session;
  }
  const free = kept.filter((e) => e.day === null).reduce((s, e) => s + e.item.minutes, 0);
  if (week + free > MAX_SESSION * sessionDays.length) throw badRequest(COACH_TEXT_ERRORS.weekTooLong(week + free));
  const plan = PHASE_PLANS[phase];
  const themes = new Map<TrainingDay, string>();
  const notes = [...parsed.notes];
  for (const [day, words] of parsed.themes) {
    const theme = words.join(' · ');
    if (!isTrainingDay(day)) notes.push(`${DAY_NAMES[day]}: ${theme}`);
    else if (theme.length <= 160) themes.set(day, theme);
    else notes.push(`${DAY_NAMES[day]}: ${theme}`);
  }
  const wordsFor = (days: Weekday[]) => days.flatMap((d) => (parsed.dayWords.get(d) ?? []).map((w) => `${DAY_NAMES[d]}: ${w}`));
  const yourPlan = (lines: string[], fallback: string) => (lines.length ? `Your plan: ${lines.join('; ')}. ${fallback}` : fallback).slice(0, 800);
  return {
    title: parsed.title ?? 'Custom Training Program',
    ...ctx,
    entries: kept,
    themes,
    restDays,
    untrained,
    matchDay,
    noContact: parsed.noContact,
    notes,
    restDay: yourPlan(wordsFor(['wednesday']), plan.restDay),
    weekend: yourPlan(wordsFor(['saturday', 'sunday']), plan.weekend),
    moves,
    spread: !parsed.hasDays,
    topics: tagsIn(parsed.items.map((i) => i.words).join(' ')),
  };
}

/** Minutes a day's session takes with its warm-up and cool-down (neck work counted, in case contact joins it). */
function sessionMinutesOf(ctx: FrameContext, day: TrainingDay, entries: readonly CoachEntry[]): number {
  const frame = frameOf(
    ctx,
    day,
    entries.filter((e) => e.day === day),
    true,
  );
  return (
    total(frame.warmup) + total(frame.cooldown) + total(entries.filter((e) => e.day === day && e.kind !== 'warmup' && e.kind !== 'cooldown').map((e) => e.item))
  );
}

/** The coach's heading as a block note, unless it only names the block ('Warm-up', 'Gym'). */
function groupNote(words: string | null): string | null {
  if (!words) return null;
  return /^(?:warm[\s-]*ups?|cool[\s-]*downs?|gym|weights|strength|skills?|conditioning|fitness|laws?|main(?:\s+set)?|session|training|recovery|rugby|field|running|speed|core|power|s\s*&\s*c|w\/u|c\/d|wu|cd|stretching|mobility)$/i.test(
    words.trim(),
  )
    ? null
    : words.slice(0, 400);
}

/**
 * A coach's item as a program item: their name and numbers, their words in the notes, no exercise id, origin 'coach'.
 * In a week the coach wrote as having no contact ('no contact!!'), it has none, and says so when its words suggested some.
 */
export function coachItemDoc(item: CoachItem, phase: SeasonPhase, weekOfPhase: number, options: { noContact?: boolean } = {}): ProgramItemDoc {
  const d = item.dose;
  const changes: string[] = [];
  if (item.change) changes.push(item.change);
  const words = `${item.words} ${item.group ?? ''}`;
  const contact = options.noContact ? 'none' : contactOf(words, item.kind);
  if (contact !== contactOf(words, item.kind)) changes.push('no contact: your plan says no contact this week');
  let minutes = d.minutes ?? modelMinutes(item, phase, weekOfPhase);
  if (d.minutes !== null && d.minutes > 60) {
    changes.push(`held to 60 minutes (you wrote ${d.minutes}): an item lasts at most an hour`);
    minutes = 60;
  }
  if (d.outOfRange.length) changes.push(`${d.outOfRange.join(', ')}: beyond what an item records, kept in the notes`);
  return {
    exerciseId: null,
    name: item.name,
    minutes: Math.min(60, Math.max(1, minutes)),
    sets: d.sets ?? 1,
    reps: d.reps,
    repsMax: d.repsMax,
    durationSeconds: d.durationSeconds,
    distanceMeters: d.distanceMeters,
    restSeconds: d.restSeconds,
    perSide: d.perSide,
    load: d.load,
    tempo: d.tempo?.slice(0, 20) ?? null,
    cues: cuesOf(item.cues),
    equipment: [],
    contact,
    intensity: intensityOf(words, item.kind),
    notes: item.words,
    origin: 'coach',
    ...(changes.length ? { change: changes.join('; ').slice(0, 200) } : {}),
  };
}

/** The coach's cues as an item holds them: at most six of 240 characters (the last takes in any more). */
function cuesOf(cues: readonly string[]): string[] {
  const kept = cues.slice(0, 5);
  if (cues.length > 5) kept.push(cues.slice(5).join(' '));
  return kept.flatMap((c) => (c.length > 240 ? c.match(/[\s\S]{1,240}/g)! : [c])).slice(0, 6);
}

/**
 * Minutes an item takes when the coach gave none: the library's time model for the dose written (the look-alike
 * exercise's time per repetition, set-up and rest), a plain model for doses the library does not know, else a
 * default for the block.
 */
function modelMinutes(item: CoachItem, phase: SeasonPhase, weekOfPhase: number): number {
  const d = item.dose;
  // Rounds alone ('gym circuit 3 rounds') say nothing of how long a round takes.
  const hasWork = d.reps !== null || d.durationSeconds !== null || d.distanceMeters !== null;
  const activity = lookAlike(item.words);
  const p = activity ? prescriptionOf(activity) : null;
  const range = activity && p ? (rangeFor(activity, phase) ?? Object.values(p.doses)[0] ?? null) : null;
  if (p && range) {
    // No dose written: the library's for the week ('Bronco x2': two of them).
    if (!hasWork) return doseMinutes(p, { ...chooseDose(range, weekOfPhase, 'adult'), ...(d.sets !== null ? { sets: d.sets } : {}) });
    const perRep = d.distanceMeters !== null && range.distanceMeters ? (p.secondsPerRep ?? 3) * (d.distanceMeters / range.distanceMeters) : p.secondsPerRep;
    return doseMinutes({ secondsPerRep: perRep, setupSeconds: p.setupSeconds }, { ...toDose(item), restSeconds: d.restSeconds ?? range.restSeconds });
  }
  if (!hasWork) return activity?.durationMinutes ?? DEFAULT_MINUTES[item.kind];
  const sets = d.sets ?? 1;
  const strength = item.kind === 'strength';
  let work: number;
  let rest: number;
  let setup: number;
  if (d.distanceMeters !== null) {
    const speed = d.distanceMeters <= 60 ? 6.5 : d.distanceMeters <= 150 ? 6 : d.distanceMeters <= 400 ? 5 : 3.5;
    work = (d.distanceMeters / speed) * (d.reps ?? 1);
    rest = d.restSeconds ?? (d.distanceMeters <= 100 ? 45 : 90);
    setup = 60;
  } else if (d.durationSeconds !== null) {
    work = d.durationSeconds * (d.reps ?? 1);
    rest = d.restSeconds ?? 30;
    setup = 30;
  } else {
    work = (d.repsMax ?? d.reps ?? 1) * (strength ? 4 : 3);
    rest = d.restSeconds ?? (strength ? 90 : 45);
    setup = strength ? 90 : 30;
  }
  return Math.max(1, Math.ceil((setup + sets * work * (d.perSide ? 2 : 1) + Math.max(0, sets - 1) * rest) / 60));
}

const toDose = (item: CoachItem): Dose => ({
  sets: item.dose.sets ?? 1,
  reps: item.dose.reps,
  repsMax: item.dose.repsMax,
  durationSeconds: item.dose.durationSeconds,
  distanceMeters: item.dose.distanceMeters,
  restSeconds: item.dose.restSeconds ?? 0,
  load: item.dose.load,
  perSide: item.dose.perSide,
  tempo: item.dose.tempo,
});

/** The plan of a week: each training day's main blocks, each item a coach's item by id or one added to complete the session. */
const planItemSchema = z.union([z.object({ coachItem: z.string().regex(/^c\d+$/, 'coachItem is an id like c1') }), aiItemSchema]);
export const importPlanSchema = z.object({
  days: z
    .array(
      z.object({
        day: z.enum(TRAINING_DAYS),
        theme: z.string().trim().min(1).max(160).nullable().optional(),
        blocks: z.array(z.object({ kind: z.enum(MAIN_KINDS), items: z.array(planItemSchema).min(1).max(12) })).max(8),
      }),
    )
    .length(4),
});
export type ImportPlan = z.infer<typeof importPlanSchema>;
type PlanItem = ImportPlan['days'][number]['blocks'][number]['items'][number];
type AddedItem = Exclude<PlanItem, { coachItem: string }>;
const isRef = (item: PlanItem): item is { coachItem: string } => 'coachItem' in item;

/** The warm-up and cool-down of a day: the coach's own, or the app's (origin 'added'). */
interface Frame {
  warmup: ProgramItemDoc[];
  warmupNote: string | null;
  cooldown: ProgramItemDoc[];
  cooldownNote: string | null;
}

/** `assumeContact`: plan for neck work as if contact joined the day (a session's longest form). */
function frameOf(draft: FrameContext, day: TrainingDay, entries: readonly CoachEntry[], assumeContact = false): Frame {
  const warm = entries.filter((e) => e.kind === 'warmup');
  const cool = entries.filter((e) => e.kind === 'cooldown');
  const contact = assumeContact || entries.some((e) => e.item.contact !== 'none');
  const activate = () =>
    activateItems(
      {
        phase: draft.phase,
        weekOfPhase: draft.weekOfPhase,
        weekOfSeason: draft.weekOfSeason,
        ageBand: draft.ageBand,
        positions: draft.positions,
        individual: false,
      },
      { dayBeforeMatch: draft.roles[day] === 'MD-1', contactToday: contact, minutes: ACTIVATE_MINUTES },
    ).map(added);
  let warmup: ProgramItemDoc[];
  let warmupNote: string | null;
  if (warm.length) {
    warmup = warm.map((e) => e.item);
    warmupNote = warm[0]!.group;
    // Neck work before contact: added to the coach's warm-up when it has none (Activate's neck isometrics).
    if (contact && !warm.some((e) => /\bneck\b/i.test(`${e.item.name} ${e.item.notes ?? ''}`))) {
      const neck = activate().find((i) => i.exerciseId === NECK_ID);
      if (neck) {
        warmup = [...warmup, neck];
        warmupNote = [warmupNote, 'Neck isometrics added by the app: the session has contact.'].filter(Boolean).join(' · ');
      }
    }
  } else {
    warmup = activate();
    warmupNote = ACTIVATE_NOTE;
  }
  const cooldown = cool.length ? cool.map((e) => e.item) : [libraryCooldown(draft, day)];
  return { warmup, warmupNote, cooldown, cooldownNote: cool.length ? cool[0]!.group : null };
}

const added = (item: ProgramItemDoc): ProgramItemDoc => ({ ...item, origin: 'added' });

function libraryCooldown(draft: FrameContext, day: TrainingDay): ProgramItemDoc {
  const order = [...COOLDOWNS.slice(TRAINING_DAYS.indexOf(day)), ...COOLDOWNS.slice(0, TRAINING_DAYS.indexOf(day))];
  for (const id of order) {
    const activity = activityById(id);
    const range = activity ? rangeFor(activity, draft.phase) : null;
    if (activity && range && !prescriptionOf(activity)?.coldWater) return added(libraryItem(activity, chooseDose(range, draft.weekOfPhase, draft.ageBand)));
  }
  throw new Error(`no library cool-down for ${draft.phase}`);
}

/** Skills the library writes for a player alone or with one partner: a squad session gets squad drills first. */
const PERSONAL = /^sk-(?:wall|partner|solo|footwork-cones|box-kick-technique|throw-partner|scrum-shape|lineout-jump-catch|tackle-bag|breakdown-bag)/;
const total = (items: readonly ProgramItemDoc[]) => items.reduce((s, i) => s + i.minutes, 0);
const isSquadWide = (a: Activity) => a.positions.length === ALL_POSITIONS.length;

/** Library exercises that may complete a coach's session on a day: no contact, nothing hard or heavy, for the whole squad (field work first). */
function fillers(draft: ImportDraft, day: TrainingDay, kind: MainKind, used: ReadonlySet<string>): Activity[] {
  const template = dayTemplate(draft.phase, day, draft.roles[day]);
  return ACTIVITIES.filter((a) => {
    const p = prescriptionOf(a);
    return (
      a.category === kind &&
      p &&
      rangeFor(a, draft.phase) &&
      !a.tags.includes('test') &&
      !a.tags.includes('rehab') &&
      !used.has(a.id) &&
      isSquadWide(a) &&
      p.contact === 'none' &&
      !p.heavyEccentric &&
      !p.coldWater &&
      !p.hardInterval &&
      !p.scrummaging &&
      a.intensity !== 'high' &&
      INTENSITY_RANK[a.intensity] <= INTENSITY_RANK[template.maxIntensity]
    );
  })
    .map((a) => ({ a, shared: a.tags.filter((t) => draft.topics.includes(t)).length, alone: PERSONAL.test(a.id) ? 1 : 0, gym: a.equipment === 'gym' ? 1 : 0 }))
    .sort((x, y) => x.alone - y.alone || x.gym - y.gym || y.shared - x.shared || x.a.id.localeCompare(y.a.id))
    .map((x) => x.a);
}

/**
 * The built-in plan: items without a day spread over the week (each kind in turn to the day with the least of it,
 * then the least time), each day's main items in blocks in the coach's order, and a session shorter than 45 minutes
 * completed from the library (a second exercise for a strength block of one, else the rugby skills or conditioning
 * the day lacks) — never by stretching the coach's items.
 */
export function builtInPlan(draft: ImportDraft): ImportPlan {
  const placed = new Map<string, TrainingDay>();
  const days = TRAINING_DAYS.filter((d) => !draft.restDays.has(d));
  const onDay = (d: TrainingDay) => draft.entries.filter((e) => (e.day ?? placed.get(e.id)) === d);
  for (const entry of draft.entries.filter((e) => e.day === null)) {
    const count = (d: TrainingDay) => onDay(d).filter((e) => e.kind === entry.kind).length;
    const minutes = (d: TrainingDay) => total(onDay(d).map((e) => e.item));
    const room = days.filter(
      (d) =>
        sessionMinutesOf(draft, d, [
          ...draft.entries.filter((e) => e.day === d),
          ...draft.entries.filter((e) => placed.get(e.id) === d).map((e) => ({ ...e, day: d })),
        ]) +
          entry.item.minutes <=
        MAX_SESSION,
    );
    placed.set(
      entry.id,
      [...(room.length ? room : days)].sort(
        (a, b) => count(a) - count(b) || minutes(a) - minutes(b) || TRAINING_DAYS.indexOf(a) - TRAINING_DAYS.indexOf(b),
      )[0]!,
    );
  }
  const used = new Set<string>();
  // The day before the match is planned last and kept the shortest session of the week.
  const lengths = new Map<TrainingDay, number>();
  const order = [...TRAINING_DAYS].sort((a, b) => Number(draft.roles[a] === 'MD-1') - Number(draft.roles[b] === 'MD-1'));
  const planned = new Map(order.map((day) => [day, planDay(day)] as const));
  return { days: TRAINING_DAYS.map((day) => planned.get(day)!) };

  function planDay(day: TrainingDay): ImportPlan['days'][number] {
    if (!days.includes(day)) return { day, blocks: [] };
    const cap = draft.roles[day] === 'MD-1' && lengths.size ? Math.min(...lengths.values()) : LIMITS.sessionMinutesMax;
    const entries = onDay(day);
    const blocks: ImportPlan['days'][number]['blocks'] = [];
    for (const entry of entries) {
      if (entry.kind === 'warmup' || entry.kind === 'cooldown') continue;
      const last = blocks.at(-1);
      if (last && last.kind === entry.kind && last.items.length < 12) last.items.push({ coachItem: entry.id });
      else blocks.push({ kind: entry.kind as MainKind, items: [{ coachItem: entry.id }] });
    }
    const frame = frameOf(draft, day, entries);
    let minutes = total(frame.warmup) + total(frame.cooldown) + total(entries.filter((e) => e.kind !== 'warmup' && e.kind !== 'cooldown').map((e) => e.item));
    for (let guard = 0; minutes < LIMITS.sessionMinutesMin && guard < 8; guard++) {
      const strength = blocks.find((b) => b.kind === 'strength' && b.items.length === 1);
      const kinds: MainKind[] = [
        ...(strength ? ['strength' as const] : []),
        ...(['skills', 'conditioning'] as const).filter((k) => !blocks.some((b) => b.kind === k)),
        'skills',
        'conditioning',
      ];
      let item: AddedItem | null = null;
      for (const k of kinds) if ((item = fill(draft, day, k, used, minutes, cap))) break;
      for (const k of kinds) if (!item && (item = fill(draft, day, k, used, minutes))) break;
      if (!item) break;
      minutes += item.minutes;
      const kind = activityById(item.exerciseId!)!.category as MainKind;
      const target = kind === 'strength' && strength ? strength : blocks.find((b) => b.kind === kind && b.items.every((i) => !isRef(i)));
      if (target) target.items.push(item);
      else blocks.push({ kind, items: [item] });
    }
    if (minutes <= LIMITS.sessionMinutesMax) lengths.set(day, minutes);
    return { day, blocks };
  }
}

/** One library exercise of `kind` for the room a session has left (between 45 and 60 minutes), or null. */
function fill(
  draft: ImportDraft,
  day: TrainingDay,
  kind: MainKind,
  used: Set<string>,
  minutes: number,
  cap: number = LIMITS.sessionMinutesMax,
): AddedItem | null {
  const room = LIMITS.sessionMinutesMin - minutes;
  const most = Math.min(cap, LIMITS.sessionMinutesMax) - minutes;
  // The first that fits the room, else the one that overshoots it least.
  const options = fillers(draft, day, kind, used)
    .map((activity) => {
      const p = prescriptionOf(activity)!;
      const range = rangeFor(activity, draft.phase)!;
      const start = chooseDose(range, draft.weekOfPhase, draft.ageBand);
      const dose = fitDose(p, range, start, Math.max(room, 1)) ?? { ...start, sets: range.sets[0], repsMax: null };
      return { activity, dose, need: doseMinutes(p, dose) };
    })
    .filter((o) => o.need <= most);
  const best = options.find((o) => o.need <= room) ?? [...options].sort((a, b) => a.need - b.need)[0];
  if (!best) return null;
  used.add(best.activity.id);
  // An honest dose: at most half as long again as the dose takes (more room takes another exercise).
  const { origin: _o, change: _c, ...item } = libraryItem(best.activity, best.dose, Math.min(Math.max(room, best.need), Math.ceil(best.need * 1.5), most));
  return item;
}

export type Assembled = { ok: true; document: ProgramDocument; coachCalls: string[] } | { ok: false; problem: string };

/** The document from a draft and a plan (the built-in one or a provider's), or the problems with the plan. */
export function assembleImport(draft: ImportDraft, plan: ImportPlan): Assembled {
  const problems: string[] = [];
  const byId = new Map(draft.entries.map((e) => [e.id, e]));
  const found = new Map<string, TrainingDay>();
  const changed = new Map<string, ProgramItemDoc>();
  const coachWords = new Set(draft.entries.map((e) => e.item.name.toLowerCase()));
  const sessionMinutes: Partial<Record<TrainingDay, number>> = {};
  const days: ProgramDayDoc[] = [];
  const lengths: string[] = [];

  for (const day of TRAINING_DAYS) {
    const written = plan.days.filter((d) => d.day === day);
    if (written.length !== 1) {
      problems.push(`${day} must appear exactly once (found ${written.length})`);
      continue;
    }
    const source = written[0]!;
    const mainBlocks: ProgramBlockDoc[] = [];
    let fill = 0;
    for (const block of source.blocks) {
      const items: ProgramItemDoc[] = [];
      for (const raw of block.items) {
        if (isRef(raw)) {
          const entry = byId.get(raw.coachItem);
          if (!entry) {
            problems.push(`coachItem "${raw.coachItem}" is not one of the coach's items`);
            continue;
          }
          if (entry.kind === 'warmup' || entry.kind === 'cooldown') {
            problems.push(`${entry.id} is the coach's ${entry.kind === 'warmup' ? 'warm-up' : 'cool-down'}: the app places it, leave it out`);
            continue;
          }
          if (found.has(entry.id)) {
            problems.push(`${entry.id} (${entry.item.notes}) appears more than once: use each coach item exactly once`);
            continue;
          }
          if (entry.day !== null && entry.day !== day) {
            problems.push(`${entry.id} (${entry.item.notes}) belongs on ${entry.day}, not ${day}`);
            continue;
          }
          found.set(entry.id, day);
          const item =
            entry.day === null
              ? { ...entry.item, change: draft.spread ? `placed on ${DAY_NAMES[day]}: your list gave no days` : `placed on ${DAY_NAMES[day]}: no day given` }
              : entry.item;
          changed.set(entry.id, item);
          items.push(item);
        } else {
          const item = added(itemOf(raw, problems));
          if (coachWords.has(item.name.toLowerCase())) problems.push(`"${item.name}" is a coach item written again: refer to it as {"coachItem": id} instead`);
          if (draft.noContact && item.contact !== 'none')
            problems.push(`"${item.name}" has contact: the coach's week has no contact, every item has contact "none"`);
          fill += item.minutes;
          items.push(item);
        }
      }
      for (let i = 0; i < items.length; i += 12) {
        const chunk = items.slice(i, i + 12);
        if (!chunk.length) continue;
        const coach = draft.entries.filter((e) => chunk.some((x) => x === changed.get(e.id)));
        const note = chunk.every((x) => x.origin !== 'coach')
          ? `Added by the app: ${DAY_NAMES[day]}'s session was shorter than ${LIMITS.sessionMinutesMin} minutes.`
          : (coach.find((e) => e.group)?.group ?? null);
        mainBlocks.push({ kind: block.kind, note, items: chunk });
      }
    }
    if (draft.restDays.has(day)) {
      if (mainBlocks.length) problems.push(`${day} is the coach's rest day: leave it without blocks`);
      continue;
    }
    const entries = draft.entries.filter((e) => (e.day ?? found.get(e.id)) === day);
    const frame = frameOf(draft, day, entries);
    const blocks: ProgramBlockDoc[] = [
      { kind: 'warmup', note: frame.warmupNote, items: frame.warmup },
      ...mainBlocks,
      { kind: 'cooldown', note: frame.cooldownNote, items: frame.cooldown },
    ];
    for (const b of [blocks[0]!, blocks.at(-1)!]) if (b.items.length > 12) blocks.splice(blocks.indexOf(b), 1, ...chunks(b));
    if (blocks.length > 10) {
      // Too many parts for one session: the coach's own headings (a 400 to them), or the provider's blocks (sent back).
      if (blocks.filter((b) => b.items.some((i) => i.origin === 'coach')).length + 2 > 10) throw badRequest(COACH_TEXT_ERRORS.tooManyBlocks(DAY_NAMES[day]));
      problems.push(`${day} has ${blocks.length} blocks with the warm-up and cool-down: put the coach's items of a kind in one block (at most 10 in all)`);
    }
    const minutes = blocks.reduce((s, b) => s + total(b.items), 0);
    const coachMinutes = total(entries.map((e) => e.item));
    if (minutes < LIMITS.sessionMinutesMin)
      problems.push(
        `${day} lasts ${minutes} minutes: add your own items (no contact) to bring it to ${LIMITS.sessionMinutesMin}-${LIMITS.sessionMinutesMax} minutes`,
      );
    else if (minutes > LIMITS.sessionMinutesMax && fill > 0)
      problems.push(
        `${day} lasts ${minutes} minutes with ${fill} minutes you added: add only what brings it to ${LIMITS.sessionMinutesMin}-${LIMITS.sessionMinutesMax} minutes`,
      );
    else if (minutes > MAX_SESSION) problems.push(`${day} lasts ${minutes} minutes: spread the coach's items that have no day over the week`);
    else if (minutes > LIMITS.sessionMinutesMax) {
      sessionMinutes[day] = minutes;
      lengths.push(
        `${DAY_NAMES[day]} ${minutes} minutes (your ${coachMinutes} minutes${minutes > coachMinutes ? ` with the ${minutes - coachMinutes} minutes of warm-up and cool-down the app added` : ''})`,
      );
    }
    const theme =
      draft.themes.get(day) ?? (entries.length ? (source.theme ?? themeOf(mainBlocks)) : `Added by the app: your plan has no session on ${DAY_NAMES[day]}`);
    days.push({ day, matchDayRole: draft.roles[day], theme: theme.slice(0, 160), blocks });
  }
  const missing = draft.entries.filter((e) => e.kind !== 'warmup' && e.kind !== 'cooldown' && !found.has(e.id));
  if (missing.length)
    problems.unshift(
      `the coach's items ${missing.map((e) => `${e.id} (${e.item.notes}${e.day ? `, ${e.day}` : ''})`).join('; ')} are missing: place each exactly once as {"coachItem": "<id>"}`,
    );
  if (problems.length) return { ok: false, problem: problems.join('; ').slice(0, 3000) };

  const written = [...draft.restDays].filter((d) => !draft.untrained.includes(d));
  const constraints = constraintLines(draft, days);
  const count = draft.entries.length;
  const addedItems = days.flatMap((d) => d.blocks.flatMap((b) => b.items)).filter((i) => i.origin === 'added');
  const meta: ProgramDocument['meta'] = {
    source: 'custom',
    style: null,
    seasonPhase: draft.phase,
    weekOfPhase: draft.weekOfPhase,
    matchDay: draft.matchDay,
    ageBand: draft.ageBand,
    position: null,
    customizations: [],
    ...(Object.keys(sessionMinutes).length ? { sessionMinutes } : {}),
  };
  const phasePlan = PHASE_PLANS[draft.phase];
  const document: ProgramDocument = {
    version: PROGRAM_DOCUMENT_VERSION,
    title: draft.title,
    meta,
    days,
    restDay: draft.restDay,
    weekend: draft.weekend,
    intro: [
      "Style: Custom program from the coach's own training content.",
      `Season phase: ${phasePlan.label}. ${phasePlan.summary}`,
      `Your plan: ${count} item${count === 1 ? '' : 's'} kept as you wrote ${count === 1 ? 'it' : 'them'}${draft.spread ? '' : ', on the days you put them (each move says so)'}; ${addedItems.length} added by the app (marked as added) for ${whatWasAdded(days)}.`,
      ...(draft.spread ? [`Your list gave no days: its items are spread over ${dayList(days.map((d) => d.day))} (each says where it went).`] : []),
      ...(draft.moves.length ? [`Moved to the nearest training day (the week trains Monday, Tuesday, Thursday and Friday): ${draft.moves.join('; ')}.`] : []),
      ...(written.length ? [`Rest as you wrote it: ${written.map((d) => DAY_NAMES[d]).join(', ')}.`] : []),
      ...(constraints.length ? [constraints.join(' ').slice(0, 500)] : []),
      ...(lengths.length
        ? [`Session length as you wrote it: ${lengths.join('; ')}. The guideline is ${LIMITS.sessionMinutesMin}-${LIMITS.sessionMinutesMax} minutes.`]
        : []),
      ...(draft.notes.length ? [`From your plan: ${draft.notes.join(' · ')}`] : []),
    ]
      .map((l) => l.slice(0, 500))
      .slice(0, 9),
  };
  const parsed = programDocumentSchema.safeParse(document);
  if (!parsed.success)
    return {
      ok: false,
      problem: `the program is not a valid document: ${parsed.error.issues
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')
        .slice(0, 500)}`,
    };
  const split = splitViolations(document, checkProgram(document, { individual: false }));
  // The day before the match longer than another session because of what the coach put on it is their call.
  const md1 = document.days.find((d) => d.matchDayRole === 'MD-1');
  const md1Theirs = md1?.blocks.some((b) => b.kind !== 'warmup' && b.kind !== 'cooldown' && b.items.some((i) => i.origin === 'coach')) ?? false;
  const longMd1 = (v: RuleViolation) => md1Theirs && v.rule === 'md-minus-1' && v.item === undefined;
  const app = split.app.filter((v) => !longMd1(v));
  const coach = [...split.coach, ...split.app.filter(longMd1)];
  if (app.length) return { ok: false, problem: `the week breaks these coaching rules: ${describeViolations(app).slice(0, 3000)}` };
  const coachCalls = coach.map((v) => v.message);
  if (coachCalls.length)
    document.intro.push(`Your call (the checklist asks otherwise, your items are kept as written): ${coachCalls.join('; ')}.`.slice(0, 500));
  return { ok: true, document, coachCalls };
}

const dayList = (days: readonly Weekday[]) =>
  days.length > 1
    ? `${days
        .slice(0, -1)
        .map((d) => DAY_NAMES[d])
        .join(', ')} and ${DAY_NAMES[days.at(-1)!]}`
    : days.map((d) => DAY_NAMES[d]).join('');

/** What the coach's words about the week set: the days it trains, the match, no contact, the squad's age. */
function constraintLines(draft: ImportDraft, days: readonly ProgramDayDoc[]): string[] {
  const lines: string[] = [];
  if (draft.untrained.length)
    lines.push(`Sessions only on the days you train (${dayList(days.map((d) => d.day))}): none added on ${dayList(draft.untrained)}.`);
  if (draft.matchDay) {
    const md1 = days.find((d) => d.matchDayRole === 'MD-1');
    lines.push(`Match on ${DAY_NAMES[draft.matchDay]}: each day is planned around it${md1 ? ` (${DAY_NAMES[md1.day]} is the day before, MD-1)` : ''}.`);
  }
  if (draft.noContact) lines.push('No contact this week, as you wrote: no item has contact, the ones the app added included.');
  if (draft.ageBand !== 'adult') lines.push(`${AGE_BAND_LABELS[draft.ageBand]} squad: the warm-ups, cool-downs and items the app added use its doses.`);
  return lines;
}

function chunks(block: ProgramBlockDoc): ProgramBlockDoc[] {
  const out: ProgramBlockDoc[] = [];
  for (let i = 0; i < block.items.length; i += 12) out.push({ ...block, items: block.items.slice(i, i + 12) });
  return out;
}

const KIND_WORDS: Record<MainKind, string> = { skills: 'skills', strength: 'strength', conditioning: 'conditioning', laws: 'laws' };
function themeOf(blocks: ProgramBlockDoc[]): string {
  const kinds = [...new Set(blocks.filter((b) => b.items.some((i) => i.origin === 'coach')).map((b) => KIND_WORDS[b.kind as MainKind]))];
  return kinds.length ? `Your session: ${kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} and ${kinds.at(-1)}` : kinds[0]}` : 'Your session';
}

function whatWasAdded(days: ProgramDayDoc[]): string {
  const parts: string[] = [];
  const withAdded = (kind: BlockKind) => days.filter((d) => d.blocks.some((b) => b.kind === kind && b.items.some((i) => i.origin === 'added')));
  const warm = withAdded('warmup');
  const cool = withAdded('cooldown');
  const main = days.filter((d) => d.blocks.some((b) => b.kind !== 'warmup' && b.kind !== 'cooldown' && b.items.some((i) => i.origin === 'added')));
  if (warm.length) parts.push(`warm-ups (${warm.map((d) => DAY_NAMES[d.day]).join(', ')})`);
  if (cool.length) parts.push(`cool-downs (${cool.map((d) => DAY_NAMES[d.day]).join(', ')})`);
  if (main.length) parts.push(`session length (${main.map((d) => DAY_NAMES[d.day]).join(', ')})`);
  return parts.length ? parts.join(', ') : 'nothing';
}

/** The built-in import: the coach's text as a document (400 for bad input). */
export function importCoachText(text: string, context: TeamContext): ProgramDocument {
  const draft = draftImport(text, context);
  const result = assembleImport(draft, builtInPlan(draft));
  if (!result.ok) throw new Error(`The built-in import could not complete the coach's week: ${result.problem}`);
  return result.document;
}

/** The coach's items as prompt lines for an AI provider: id, day, block, their words and numbers, minutes. */
export function draftLines(draft: ImportDraft): string[] {
  const lines: string[] = [];
  for (const day of TRAINING_DAYS) {
    const entries = draft.entries.filter((e) => e.day === day);
    if (draft.restDays.has(day)) {
      lines.push(`- ${day}: ${draft.untrained.includes(day) ? 'the coach does not train this day' : "the coach's rest day"}: no blocks.`);
      continue;
    }
    const frame = frameOf(draft, day, entries);
    const fixed = entries.filter((e) => e.kind !== 'warmup' && e.kind !== 'cooldown');
    const so = total(frame.warmup) + total(frame.cooldown) + total(fixed.map((e) => e.item));
    lines.push(
      `- ${day}: warm-up ${total(frame.warmup)} min and cool-down ${total(frame.cooldown)} min (the app places them); the coach's items here: ${fixed.length ? fixed.map((e) => `${e.id} (${e.item.minutes} min)`).join(', ') : 'none'}; ${so} minutes so far.`,
    );
  }
  if (draft.matchDay)
    lines.push(
      `The match is on ${draft.matchDay}: ${TRAINING_DAYS.filter((d) => !draft.restDays.has(d))
        .map((d) => `${d} ${draft.roles[d]}`)
        .join(', ')}; the day before the match (MD-1) gets no contact, nothing hard and the shortest session.`,
    );
  if (draft.noContact) lines.push('The coach wrote that this week has no contact: every item you add has contact "none".');
  if (draft.ageBand !== 'adult') lines.push(`The squad is ${AGE_BAND_LABELS[draft.ageBand]}: dose what you add for that age.`);
  lines.push("The coach's items (id | day | block | the coach's words | minutes):");
  for (const e of draft.entries) {
    if (e.kind === 'warmup' || e.kind === 'cooldown') continue;
    lines.push(`${e.id} | ${e.day ?? 'any day (no day given: you choose)'} | ${e.kind} | ${e.item.notes} | ${e.item.minutes} min`);
  }
  return lines;
}
