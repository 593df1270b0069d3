import {
  dayMinutesOf,
  groupLabel,
  groupOf,
  LIMITS,
  positionsOf,
  TRAINING_DAYS,
  WEEKDAY_LABELS,
  type BlockKind,
  type ContactLevel,
  type Position,
  type ProgramDayDoc,
  type ProgramDocument,
  type ProgramItemDoc,
  type TrainingDay,
  type Weekday,
} from '@rugby/contracts';
import { ACTIVITIES, activityById, type Activity } from '../content/activities.ts';
import { doseMinutes, type Prescription } from '../content/prescription.ts';
import { ALL_POSITIONS } from '../content/positions.ts';
import { chooseDose, coachItem, doseOfItem, fitDose, libraryItem, prescriptionOf, rangeFor } from '../generator/dosing.ts';
import { tagsIn, TOPIC_KEYWORDS, type TopicKeyword } from '../generator/keywords.ts';
import { dayFrame } from '../generator/week-builder.ts';
import { liveScrummagingAllowed, scrummagingAllowed } from '../planning/day-templates.ts';
import { checkProgram, describeViolations, type RuleViolation } from '../rules/program-rules.ts';
import { libraryMovements } from '../player/movement-classes.ts';
import type { Change, CustomizationPlan, FitnessTest } from './operations.ts';
import { SORENESS } from './parse-request.ts';

/**
 * The customization engine: applies structured changes (operations.ts) to a program document. Each change touches
 * only the days and blocks it names; sessions keep their length unless the change is about length; a change that
 * would break a coaching rule the program did not already break is undone and reported with the rule, and what
 * cannot be done is reported with the reason — never as done. Applied changes are recorded in meta.customizations.
 */
export interface CustomizationOutcome {
  document: ProgramDocument;
  applied: string[];
  notApplied: string[];
}

const CONTACT_RANK: Record<ContactLevel, number> = { none: 0, controlled: 1, live: 2 };
const INTENSITY_RANK = { low: 0, moderate: 1, high: 2 } as const;
const TEST_EXERCISES: Record<FitnessTest, { id: string; block: BlockKind; label: string }> = {
  'yo-yo': { id: 'co-yoyo-test', block: 'conditioning', label: 'Yo-Yo intermittent recovery test' },
  bronco: { id: 'co-broncos', block: 'conditioning', label: 'Bronco test' },
  '1rm': { id: 'st-1rm-test', block: 'strength', label: '1RM test' },
};
/**
 * Gym equipment in an item's name or equipment list, for items the library does not know (a coach's own line): bars,
 * racks, plates, machines, free weights and the like — never a scrum machine, tackle bags or a partner.
 */
const GYM_WORDS =
  /barbell|dumbbell|\bdbs?\b|kettlebell|\bkbs?\b|trap[- ]?bar|hex[- ]?bar|\bplates?\b|\brack\b|squat rack|smith|bench press|\bbench\b(?! or)|(?<!scrum )machine|leg press|leg curl|cable|landmine|\bsled\b|prowler|rower|rowing|ski[- ]?erg|air[- ]?bike|assault bike|watt ?bike|\bbike\b|\bgym\b|\bweights?\b|weighted|medicine[- ]ball|med[- ]ball|slam ball|sandbag|pull[- ]?up bar|dip belt|deadlift|back squat|front squat|zercher|(?:hang|power|squat)\s+clean|clean (?:pull|and jerk|& jerk)|\bsnatch|\bjerk\b|\bfarmer/i;
/** Caps of a load-capped program ('no heavy lifting'): at most RPE 7, at least 3 reps in reserve, at most 75% 1RM. */
const LOAD_CAP = { rpe: 7, rir: 3, percent: 75 } as const;
/** A maximal lift or a 1RM test, by its name (a coach's own line). */
const MAXIMAL = /\b1\s*rm\b|one[- ]rep(?:etition)? max|\bmax(?:imal|imum)?\s+(?:lifts?|singles?|effort|strength|test)|\bheavy singles?\b/i;
const MIN_BLOCK_ITEMS: Partial<Record<BlockKind, number>> = { strength: 2 };

/**
 * `fresh`: items the current change put in (never shortened or dropped to make room). `scope`: the positions the
 * current change is for (null: the whole squad).
 */
interface Env {
  doc: ProgramDocument;
  individual: boolean;
  fresh: Set<ProgramItemDoc>;
  scope: readonly Position[] | null;
}

const itemsOf = (day: ProgramDayDoc) => day.blocks.flatMap((b) => b.items);
const dayTotal = dayMinutesOf;
const activityOf = (item: ProgramItemDoc): Activity | null => (item.exerciseId ? activityById(item.exerciseId) : null);
const blockTime = (day: ProgramDayDoc, kind: BlockKind) =>
  day.blocks
    .filter((b) => b.kind === kind)
    .flatMap((b) => b.items)
    .reduce((s, i) => s + i.minutes, 0);

/** The item's players the current change is for (all of them without a scope); empty when it concerns none of them. */
const concerned = (env: Env, item: ProgramItemDoc): Position[] => positionsOf(item).filter((p) => !env.scope || env.scope.includes(p));

/**
 * `next` (or nothing) in place of `item` for the players the current change is for; the others keep `item` in the
 * same minutes (a unit split). Without a scope, a plain replacement.
 */
function splitReplace(env: Env, item: ProgramItemDoc, next: ProgramItemDoc | null): ProgramItemDoc[] {
  const who = concerned(env, item);
  const rest = positionsOf(item).filter((p) => !who.includes(p));
  const changed = next ? [{ ...next, group: groupOf(who) }] : [];
  const kept = rest.length ? [{ ...item, group: groupOf(rest) }] : [];
  for (const x of [...changed, ...kept]) env.fresh.add(x);
  return [...kept, ...changed];
}
const listNames = (names: string[]) => names.slice(0, 6).join('; ') + (names.length > 6 ? `; and ${names.length - 6} more` : '');

/** The item at `minutes`, its dose refitted (library items: within the phase's range, not padded past twice its time); null when it cannot take that long. */
function fitItem(env: Env, item: ProgramItemDoc, minutes: number): ProgramItemDoc | null {
  if (minutes < 1 || minutes > 60) return null;
  const activity = activityOf(item);
  const p = activity ? prescriptionOf(activity) : null;
  if (!activity || !p || item.origin !== 'library') return minutes >= 2 ? { ...item, minutes } : null;
  const range = rangeFor(activity, env.doc.meta.seasonPhase);
  const dose = range ? fitDose(p, range, doseOfItem(item), minutes) : doseOfItem(item);
  if (!dose) return null;
  const need = doseMinutes(p, dose);
  if (need > minutes || minutes > 2 * need + 1) return null;
  return { ...item, minutes, sets: dose.sets, reps: dose.reps, repsMax: dose.repsMax, restSeconds: dose.restSeconds || null };
}

/** What the day allows (its match-day role, the phase and its week): the same frame the generators plan with. */
function frameOf(env: Env, day: ProgramDayDoc, warmupMinutes?: number) {
  const m = env.doc.meta;
  return dayFrame(
    {
      phase: m.seasonPhase,
      weekOfPhase: m.weekOfPhase,
      matchDay: m.matchDay === 'sunday' ? 'sunday' : 'saturday',
      ageBand: m.ageBand,
      positions: m.position ? [m.position] : ALL_POSITIONS,
      individual: env.individual,
    },
    TRAINING_DAYS.indexOf(day.day),
    day.matchDayRole,
    warmupMinutes,
  );
}

/** A short session takes the shortest Activate warm-up (15 minutes): true when it got shorter. */
function shortestWarmup(env: Env, day: ProgramDayDoc): boolean {
  const block = day.blocks.find((b) => b.kind === 'warmup');
  if (!block || block.items.every((i) => i.origin === 'coach')) return false;
  const before = block.items.reduce((s, i) => s + i.minutes, 0);
  const warmup = frameOf(env, day, 15).warmup;
  if (warmup.reduce((s, i) => s + i.minutes, 0) >= before) return false;
  block.items = warmup;
  return true;
}

function allowedOn(env: Env, day: ProgramDayDoc, a: Activity, p: Prescription): boolean {
  const { template, contactToday } = frameOf(env, day);
  const phase = env.doc.meta.seasonPhase;
  if (INTENSITY_RANK[a.intensity] > INTENSITY_RANK[template.maxIntensity]) return false;
  if (CONTACT_RANK[p.contact] > CONTACT_RANK[contactToday]) return false;
  if (p.heavyEccentric && !template.heavyEccentric) return false;
  if (p.hardInterval && template.conditioning !== 'hard') return false;
  if (p.scrummaging && (!scrummagingAllowed(phase) || (p.contact === 'live' && !liveScrummagingAllowed(phase, env.doc.meta.weekOfPhase)))) return false;
  return !(env.individual && (p.needsPack || (p.kind === 'game' && a.category === 'warmup')));
}

/** The library exercise as an item of about `minutes` at this week's dose (or its own smallest time when it needs more). */
function libraryItemFor(env: Env, a: Activity, minutes: number): ProgramItemDoc | null {
  const p = prescriptionOf(a);
  const range = rangeFor(a, env.doc.meta.seasonPhase);
  if (!p || !range) return null;
  const dose = chooseDose(range, env.doc.meta.weekOfPhase, env.doc.meta.ageBand);
  const fitted = fitDose(p, range, dose, minutes) ?? fitDose(p, range, dose, doseMinutes(p, { ...dose, sets: range.sets[0] }));
  if (!fitted) return null;
  const need = doseMinutes(p, fitted);
  const item = libraryItem(a, fitted, Math.min(Math.max(minutes, need), 2 * need + 1));
  env.fresh.add(item);
  return item;
}

/** The best library exercise for a block of a day that passes `accept`, closest in themes to `preferTags`. */
function pickLibrary(
  env: Env,
  day: ProgramDayDoc,
  kind: BlockKind,
  minutes: number,
  accept: (a: Activity, p: Prescription) => boolean,
  preferTags: readonly string[] = [],
  players: readonly Position[] | null = env.scope,
): ProgramItemDoc | null {
  const used = new Set(itemsOf(day).map((i) => i.exerciseId));
  const candidates = ACTIVITIES.filter((a) => {
    const p = prescriptionOf(a);
    return (
      a.category === kind &&
      !used.has(a.id) &&
      !a.tags.includes('test') &&
      !a.tags.includes('rehab') &&
      p &&
      rangeFor(a, env.doc.meta.seasonPhase) &&
      allowedOn(env, day, a, p) &&
      accept(a, p) &&
      (!players || players.some((x) => a.positions.includes(x)))
    );
  })
    .map((a) => ({
      a,
      shared: a.tags.filter((t) => preferTags.includes(t)).length,
      covers: players ? players.filter((x) => a.positions.includes(x)).length : 0,
    }))
    // For some positions: what suits all of them first ('Hooker lineout throwing' is not the forwards' lineout work).
    .sort((x, y) => y.covers - x.covers || y.shared - x.shared || x.a.id.localeCompare(y.a.id));
  // One side of a unit split: what fits the other side's minutes first, so the session keeps its shape.
  let longer: ProgramItemDoc | null = null;
  for (const { a } of candidates) {
    const item = libraryItemFor(env, a, minutes);
    if (item && (!players || item.minutes <= minutes)) return item;
    longer ??= item;
  }
  return longer;
}

const SHRINK_ORDER: BlockKind[] = ['skills', 'conditioning', 'strength', 'cooldown', 'laws'];
const GROW_ORDER: BlockKind[] = ['skills', 'conditioning', 'strength', 'cooldown'];

/** Takes up to `minutes` from the day's blocks of `kinds` (shortening items, then dropping the smallest ones a block can spare). */
function shrink(env: Env, day: ProgramDayDoc, minutes: number, kinds: readonly BlockKind[] = SHRINK_ORDER): number {
  let left = minutes;
  for (let guard = 0; left > 0 && guard < 400; guard += 1) {
    let best: { block: number; item: number; next: ProgramItemDoc; score: number } | null = null;
    day.blocks.forEach((block, b) => {
      if (!kinds.includes(block.kind) || (block.kind === 'warmup' && block.items.some((i) => i.origin !== 'coach'))) return;
      block.items.forEach((item, i) => {
        if (env.fresh.has(item) || item.group) return;
        const next = fitItem(env, item, item.minutes - 1);
        const score = item.minutes * (1 - kinds.indexOf(block.kind) * 0.1);
        if (next && (!best || score > best.score)) best = { block: b, item: i, next, score };
      });
    });
    if (best) {
      const { block, item, next } = best;
      day.blocks[block]!.items[item] = next;
      left -= 1;
      continue;
    }
    // Nothing shortens further: drop the smallest item a block can spare (a whole laws block if need be).
    const spare = day.blocks
      .flatMap((block, b) =>
        kinds.includes(block.kind) && block.kind !== 'warmup' && (block.items.length > (MIN_BLOCK_ITEMS[block.kind] ?? 1) || block.kind === 'laws')
          ? block.items.flatMap((item, i) => (env.fresh.has(item) || item.group ? [] : [{ b, i, minutes: item.minutes }]))
          : [],
      )
      .sort((x, y) => x.minutes - y.minutes)[0];
    if (!spare) break;
    day.blocks[spare.b]!.items.splice(spare.i, 1);
    if (!day.blocks[spare.b]!.items.length) day.blocks.splice(spare.b, 1);
    left -= spare.minutes;
  }
  return minutes - left;
}

/** Gives up to `minutes` to the day's blocks of `kinds` (longer items with refitted doses). */
function grow(env: Env, day: ProgramDayDoc, minutes: number, kinds: readonly BlockKind[] = GROW_ORDER, keep?: ReadonlySet<ProgramItemDoc>): number {
  let left = minutes;
  for (let guard = 0; left > 0 && guard < 400; guard += 1) {
    let best: { block: number; item: number; next: ProgramItemDoc; score: number } | null = null;
    day.blocks.forEach((block, b) => {
      if (!kinds.includes(block.kind) || block.kind === 'warmup') return;
      block.items.forEach((item, i) => {
        // Live contact never grows to fill time: its minutes are the week's contact load.
        if (item.group || keep?.has(item) || item.contact === 'live') return;
        const next = fitItem(env, item, item.minutes + 1);
        const score = (1 - kinds.indexOf(block.kind) * 0.2) / item.minutes;
        if (next && (!best || score > best.score)) best = { block: b, item: i, next, score };
      });
    });
    if (!best) break;
    const { block, item, next } = best;
    day.blocks[block]!.items[item] = next;
    left -= 1;
  }
  return minutes - left;
}

/**
 * Brings the day to `target` minutes; false when it cannot get there. Shorter: items shorten (doses refitted) and
 * spare items go, then the warm-up takes its 15-minute form, then whole blocks go (laws, conditioning, skills) while
 * the session keeps some main work; longer: items lengthen.
 */
function resizeDay(env: Env, day: ProgramDayDoc, target: number): boolean {
  for (const block of day.blocks) balanceSplit(env, block);
  if (dayTotal(day) > target) shrink(env, day, dayTotal(day) - target);
  if (dayTotal(day) > target && shortestWarmup(env, day)) shrink(env, day, Math.max(0, dayTotal(day) - target));
  for (const kind of ['laws', 'conditioning', 'skills'] as const) {
    const main = day.blocks.filter((b) => ['skills', 'strength', 'conditioning'].includes(b.kind));
    if (dayTotal(day) <= target || (kind !== 'laws' && main.length < 2)) continue;
    const index = day.blocks.findIndex((b) => b.kind === kind);
    if (index >= 0) day.blocks.splice(index, 1);
  }
  if (dayTotal(day) < target) grow(env, day, target - dayTotal(day));
  if (dayTotal(day) > target) shrink(env, day, dayTotal(day) - target);
  return dayTotal(day) === target;
}

/**
 * Evens out a unit split: the side with less to do in the block gets its items lengthened (doses refitted) toward
 * the longest side's minutes, so nobody stands idle while the others finish.
 */
function balanceSplit(env: Env, block: ProgramDayDoc['blocks'][number]): void {
  const grouped = () => block.items.filter((i) => i.group);
  if (!grouped().length) return;
  const minutesOf = (p: Position) =>
    grouped()
      .filter((i) => i.group!.includes(p))
      .reduce((s, i) => s + i.minutes, 0);
  const longest = Math.max(...ALL_POSITIONS.map(minutesOf));
  for (const item of grouped()) {
    const short = longest - Math.max(...item.group!.map(minutesOf));
    for (let extra = short; extra > 0; extra -= 1) {
      const next = fitItem(env, item, item.minutes + extra);
      if (!next) continue;
      block.items = block.items.map((i) => (i === item ? next : i));
      env.fresh.add(next);
      break;
    }
  }
}

/** Normalised words for matching an exercise the coach names ('nordics' → 'nordic'). */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1 && !['a', 'an', 'the', 'of', 'some', 'any', 'with', 'and', 'drill', 'drills', 'exercise', 'exercises', 'work'].includes(w))
    .map((w) => w.replace(/(?:es|s)$/, ''));
const matches = (query: string, name: string) => {
  const q = wordsOf(query);
  const n = wordsOf(name);
  return q.length > 0 && q.every((w) => n.some((x) => x.startsWith(w) || (w.startsWith(x) && x.length >= 4)));
};
const libraryNamed = (query: string, kind?: BlockKind) =>
  ACTIVITIES.filter((a) => matches(query, a.name) && prescriptionOf(a) && (!kind || a.category === kind)).sort(
    (x, y) => wordsOf(x.name).length - wordsOf(y.name).length,
  )[0] ?? null;

/**
 * The library exercise an item is or names: its exerciseId, else the longest library name whose every word is in the
 * item's name (a coach's 'Trap-bar speed deadlift, fast' is the library's trap-bar speed deadlift).
 */
const knownActivity = (item: ProgramItemDoc): Activity | null =>
  activityOf(item) ?? ACTIVITIES.filter((a) => matches(a.name, item.name)).sort((x, y) => wordsOf(y.name).length - wordsOf(x.name).length)[0] ?? null;
/**
 * Whether an item needs a gym: the library's word for a library exercise; for a coach's own line, the library exercise
 * it names or gym equipment in its name or equipment list.
 */
const needsGym = (item: ProgramItemDoc): boolean => {
  const library = activityOf(item);
  if (library) return library.equipment === 'gym';
  return knownActivity(item)?.equipment === 'gym' || GYM_WORDS.test(`${item.name} | ${item.equipment.join(' | ')}`);
};

/**
 * Replaces every item of the days (in the blocks `inBlocks` lets through) that `matches` with the closest library
 * exercise `accept` allows (by the themes `tagsOf` keeps), or removes it when there is none; each day keeps its
 * length. Returns one line per item changed.
 */
function replaceItems(
  env: Env,
  days: ProgramDayDoc[],
  inBlocks: (kind: BlockKind) => boolean,
  matches: (item: ProgramItemDoc) => boolean,
  accept: (a: Activity, p: Prescription) => boolean,
  tagsOf: (a: Activity) => readonly string[],
): string[] {
  const label = (d: ProgramDayDoc) => WEEKDAY_LABELS[d.day];
  const changes: string[] = [];
  const made: Array<{ day: ProgramDayDoc; from: string; to: ProgramItemDoc | null }> = [];
  for (const day of days) {
    const total = dayTotal(day);
    for (const block of day.blocks) {
      if (!inBlocks(block.kind)) continue;
      block.items = block.items.flatMap((item) => {
        if (!matches(item) || !concerned(env, item).length) return [item];
        const a = knownActivity(item);
        const next = pickLibrary(env, day, block.kind, item.minutes, accept, a ? tagsOf(a) : []);
        made.push({ day, from: item.name, to: next });
        return splitReplace(env, item, next);
      });
    }
    day.blocks = day.blocks.filter((b) => b.items.length);
    resizeDay(env, day, env.doc.meta.sessionMinutes?.[day.day] ?? total);
  }
  // Said as the days now are: a replacement the session's length then had no room for is said to be removed.
  for (const { day, from, to } of made) {
    const kept = to && itemsOf(day).some((i) => i.exerciseId === to.exerciseId && i.name === to.name);
    changes.push(`${label(day)}: ${from} → ${kept ? to.name : 'removed'}`);
  }
  return changes;
}

/**
 * A change's result: applied (lines for the program's customizations, and what of it could not be done: a day it did
 * not fit), or not applied with the reason (silent: a change the request only implied, with nothing to do).
 */
type Result = { applied: string[]; skipped: string[] } | { notApplied: string; silent?: boolean };
const done = (applied: string | string[], skipped: string[] = []): Result => ({ applied: typeof applied === 'string' ? [applied] : applied, skipped });
const refused = (notApplied: string): Result => ({ notApplied });

/**
 * `head` then the entries, in lines of at most `max` characters, every entry listed (the program's customizations keep
 * 300 a line, room left for a unit's name in front).
 */
function linesOf(head: string, entries: readonly string[], max = 250): string[] {
  const lines: string[] = [];
  let line = `${head}: `;
  let count = 0;
  for (const entry of entries) {
    const next = count ? `${line}; ${entry}` : `${line}${entry}`;
    if (count && next.length + 1 > max) {
      lines.push(`${line}.`);
      line = `${head} (continued): ${entry}`;
      count = 1;
    } else {
      line = next;
      count += 1;
    }
  }
  if (count) lines.push(`${line}.`.slice(0, max));
  return lines;
}

/**
 * What sore legs should not do (a lighter week for soreness, decision 027): maximal sprints and hard intervals, cutting
 * and agility runs, and plyometrics. Contact is the contact change's; the Activate warm-up keeps its controlled
 * landings. In skills, only maximal running and jumps (a drill at its own pace stays).
 */
function hardOnSoreLegs(a: Activity, p: Prescription, kind: BlockKind): boolean {
  if (p.contact !== 'none' || kind === 'warmup') return false;
  const c = libraryMovements(a);
  const maximal = c.has('sprint') && (p.kind === 'sprint' || p.hardInterval === true || a.intensity === 'high');
  if (kind === 'skills') return maximal || c.has('jump-training');
  return maximal || c.has('hard-interval') || c.has('jump-training') || (kind === 'conditioning' && c.has('change-of-direction') && p.kind !== 'game');
}
/** What a lighter week may put in place of hard work: nothing maximal, no jumps or cutting, nothing high-intensity. */
const easyFor = (kind: BlockKind) => (a: Activity, p: Prescription) =>
  p.contact === 'none' && a.intensity !== 'high' && !p.hardInterval && !hardOnSoreLegs(a, p, kind);
/** Easy aerobic and low-impact work first for a conditioning slot, in this order. */
const EASY_CONDITIONING = ['co-easy-aerobic', 'co-aerobic-handling', 'co-incline-walk', 'co-row-steady', 'co-pool', 'co-tempo-bike'];

function applyOperation(env: Env, days: ProgramDayDoc[], change: Change): Result {
  const op = change.operation;
  const label = (d: ProgramDayDoc) => WEEKDAY_LABELS[d.day];
  const where = days.length === env.doc.days.length ? 'every session' : days.map(label).join(', ');
  const inBlocks = (kind: BlockKind) => !change.blocks.length || change.blocks.includes(kind);
  const keepLength = (day: ProgramDayDoc, total: number) => resizeDay(env, day, env.doc.meta.sessionMinutes?.[day.day] ?? total);

  if (env.scope && (op.op === 'length' || op.op === 'shift')) {
    return refused(
      `${op.op === 'length' ? 'Session length' : 'Time between blocks'} is the same for the whole squad: ask it for a day or the week, not for ${groupLabel(env.scope).toLowerCase()}.`,
    );
  }
  switch (op.op) {
    case 'length': {
      const lines: string[] = [];
      const already: string[] = [];
      for (const day of days) {
        const before = dayTotal(day);
        const target = op.change === 'set' ? op.minutes! : op.change === 'shorter' ? Math.max(30, before - 10) : Math.min(90, before + 10);
        if (target === before) {
          already.push(`${label(day)} already ${before} minutes`);
          continue;
        }
        if (!resizeDay(env, day, target))
          return refused(
            `${label(day)} cannot be made ${target} minutes long and keep its warm-up, cool-down and doses (it can be ${dayTotal(day)}); nothing was changed.`,
          );
        const outside = target < LIMITS.sessionMinutesMin || target > LIMITS.sessionMinutesMax;
        if (op.change === 'set' || outside) env.doc.meta.sessionMinutes = { ...env.doc.meta.sessionMinutes, [day.day]: target };
        lines.push(
          `${label(day)} ${before} → ${target} minutes${outside ? ` (${target < LIMITS.sessionMinutesMin ? 'below' : 'above'} the 45-60 minute guideline, as asked)` : ''}`,
        );
      }
      // A day already that long is not changed, and not said to be.
      if (!lines.length) return refused(`${already.join('; ')}: nothing to change.`);
      return done(`Session length: ${lines.join('; ')}.`, already.length ? [`${already.join('; ')}: left as it is.`] : []);
    }
    case 'contact': {
      const changes = replaceItems(
        env,
        days,
        inBlocks,
        (item) => CONTACT_RANK[item.contact] > CONTACT_RANK[op.level],
        (_a, p) => CONTACT_RANK[p.contact] <= CONTACT_RANK[op.level],
        (a) => a.tags.filter((t) => !['contact', 'tackle', 'collision'].includes(t)),
      );
      const what = op.level === 'none' ? 'contact-free' : 'no live contact';
      // Sore players' lighter week takes live contact out too (parse-request.ts); a week without any has nothing to say.
      const implied = op.level === 'controlled' && SORENESS.test(change.text) && !/contact/i.test(change.text);
      if (!changes.length && implied) return { notApplied: '', silent: true };
      return changes.length
        ? done(`${where[0]!.toUpperCase()}${where.slice(1)} ${what}: ${listNames(changes)}.`)
        : refused(`${where} already ${op.level === 'none' ? 'has no contact' : 'has no live contact'}: nothing to change.`);
    }
    case 'intensity': {
      // Sore players (the coach's words say so): the week's maximal sprints, hard intervals, cutting and jumps go too,
      // easy aerobic or low-impact work in their place, and every swap is listed.
      const sore = op.direction === 'lighter' && SORENESS.test(change.text);
      const changes: string[] = [];
      const swaps: string[] = [];
      const skipped: string[] = [];
      /**
       * The easier work for a slot: easy aerobic work first in conditioning, else the closest easy exercise; one that
       * fits the slot's minutes first (the day keeps its length), else the shortest.
       */
      const easier = (day: ProgramDayDoc, kind: BlockKind, item: ProgramItemDoc, a: Activity): ProgramItemDoc | null => {
        const fits = (next: ProgramItemDoc | null) => next !== null && next.minutes <= item.minutes + 1;
        if (kind === 'conditioning') {
          const easy = EASY_CONDITIONING.map((id) => pickLibrary(env, day, kind, item.minutes, (x) => x.id === id)).filter((x) => x !== null);
          // Easy aerobic work that fits the slot, else the shortest there is (the day makes room for it).
          if (easy.length) return easy.find(fits) ?? easy.reduce((x, y) => (y.minutes < x.minutes ? y : x));
        }
        const prefer =
          kind === 'strength' ? ['core', 'mobility', 'recovery'] : a.tags.filter((t) => !['speed', 'agility', 'evasion', 'jump', 'repeat-sprint'].includes(t));
        const tried = new Set<string>();
        let shortest: ProgramItemDoc | null = null;
        for (let i = 0; i < 8; i += 1) {
          const next = pickLibrary(env, day, kind, item.minutes, (x, q) => !tried.has(x.id) && easyFor(kind)(x, q), prefer);
          if (!next) break;
          if (fits(next)) return next;
          tried.add(next.exerciseId!);
          if (!shortest || next.minutes < shortest.minutes) shortest = next;
        }
        return shortest;
      };
      /** `next` (or nothing) in the block in place of `item`, at once: the next pick sees it is taken. */
      const replaceIn = (block: ProgramDayDoc['blocks'][number], item: ProgramItemDoc, next: ProgramItemDoc | null) => {
        block.items = block.items.flatMap((i) => (i === item ? splitReplace(env, i, next) : [i]));
      };
      for (const day of days) {
        const total = dayTotal(day);
        const { template } = frameOf(env, day);
        if (op.direction === 'harder' && template.maxIntensity !== 'high') continue;
        const before = structuredClone(day);
        const dayChanges: string[] = [];
        const daySwaps: string[] = [];
        for (const block of day.blocks) {
          if (!inBlocks(block.kind)) continue;
          if (sore && ['skills', 'strength', 'conditioning'].includes(block.kind)) {
            for (const item of [...block.items]) {
              const a = activityOf(item);
              const p = a ? prescriptionOf(a) : null;
              if (!a || !p || item.contact !== 'none' || !concerned(env, item).length || !hardOnSoreLegs(a, p, block.kind)) continue;
              const next = easier(day, block.kind, item, a);
              daySwaps.push(`${label(day)}: ${item.name} → ${next?.name ?? 'removed'}`);
              replaceIn(block, item, next);
            }
          }
          if (!['strength', 'conditioning'].includes(block.kind)) continue;
          for (const item of [...block.items]) {
            const a = activityOf(item);
            const p = a ? prescriptionOf(a) : null;
            if (op.direction !== 'lighter' || !a || !p?.hardInterval || item.origin !== 'library' || env.fresh.has(item) || !concerned(env, item).length)
              continue;
            // Easier work in its place: never a sprint, a jump or another hard effort.
            const next = easier(day, block.kind, item, a);
            if (!next) continue;
            daySwaps.push(`${label(day)}: ${item.name} → ${next.name}`);
            replaceIn(block, item, next);
          }
          block.items = block.items.flatMap((item) => {
            const a = activityOf(item);
            const p = a ? prescriptionOf(a) : null;
            const range = a ? rangeFor(a, env.doc.meta.seasonPhase) : null;
            if (!a || !p || !range || item.origin !== 'library' || env.fresh.has(item) || !concerned(env, item).length) return [item];
            const sets = op.direction === 'lighter' ? Math.max(1, item.sets - 1) : Math.min(range.sets[1], item.sets + 1);
            const l = item.load;
            const load =
              l.kind === 'percent1rm'
                ? { ...l, percent: Math.min(92.5, Math.max(40, l.percent + (op.direction === 'lighter' ? -5 : 2.5))) }
                : l.kind === 'rpe'
                  ? { ...l, rpe: Math.min(9, Math.max(4, l.rpe + (op.direction === 'lighter' ? -1 : 0.5))) }
                  : l.kind === 'rir'
                    ? { ...l, rir: Math.min(6, Math.max(0, l.rir + (op.direction === 'lighter' ? 1 : -1))) }
                    : l;
            if (sets === item.sets && JSON.stringify(load) === JSON.stringify(l)) return [item];
            const next = { ...item, sets, load };
            const need = doseMinutes(p, doseOfItem(next));
            dayChanges.push(`${label(day)}: ${item.name} ${item.sets} → ${sets} sets`);
            return splitReplace(env, item, { ...next, minutes: Math.min(Math.max(item.minutes, need), 2 * need + 1) });
          });
        }
        day.blocks = day.blocks.filter((b) => b.items.length);
        // The session keeps its length from skills, laws and the cool-down: the dose change itself stays.
        const target = env.doc.meta.sessionMinutes?.[day.day] ?? total;
        if (dayTotal(day) > target) shrink(env, day, dayTotal(day) - target, ['skills', 'laws', 'cooldown']);
        // Lighter: what is still too long comes off the strength and conditioning doses, the new ones too (less work, never more).
        if (op.direction === 'lighter' && dayTotal(day) > target)
          shrink({ ...env, fresh: new Set() }, day, dayTotal(day) - target, ['conditioning', 'strength']);
        if (dayTotal(day) < target) grow(env, day, target - dayTotal(day), ['skills', 'cooldown']);
        if (dayTotal(day) !== target) {
          // This day as it was; the other days still change.
          Object.assign(day, before);
          skipped.push(`${label(day)}: the ${op.direction} doses do not fit its ${target} minutes; ${label(day)} is unchanged.`);
          continue;
        }
        changes.push(...dayChanges);
        swaps.push(...daySwaps);
      }
      if (!changes.length && !swaps.length) {
        if (skipped.length) return refused(skipped.join(' '));
        return refused(
          op.direction === 'harder'
            ? `${where}: the match-day role or season phase does not allow harder work there; nothing was raised.`
            : `${where} has no strength or conditioning dose to lighten.`,
        );
      }
      const lines = changes.length ? [`${op.direction === 'lighter' ? 'Lighter' : 'Harder'}: ${listNames(changes)}.`] : [];
      if (swaps.length)
        lines.push(...linesOf(sore ? 'Sore players: no maximal sprints, hard intervals, cutting or jumps' : 'Easier work in place of hard intervals', swaps));
      return done(lines, skipped);
    }
    case 'no-gym': {
      // Gym work in the library's own word, or a coach's line that names a gym exercise or gym equipment; in its place
      // bodyweight or field work that adds no contact (the week's contact budget stays as it was).
      const changes = replaceItems(
        env,
        days,
        inBlocks,
        needsGym,
        (x, p) => x.equipment === 'none' && p.contact === 'none',
        (a) => a.tags,
      );
      const left = days.flatMap((d) =>
        d.blocks.flatMap((b) => (inBlocks(b.kind) ? b.items.filter((i) => needsGym(i) && concerned(env, i).length).map((i) => `${label(d)}: ${i.name}`) : [])),
      );
      const stays = left.length ? [`Still needs gym equipment (no bodyweight or field work fits its slot): ${listNames(left)}.`] : [];
      if (changes.length) return done(linesOf('No gym', changes), stays);
      return refused(left.length ? stays[0]! : `${where} already needs no gym: nothing to change.`);
    }
    case 'load-cap': {
      const entries: string[] = [];
      const capped = (l: ProgramItemDoc['load']): ProgramItemDoc['load'] =>
        l.kind === 'percent1rm' && l.percent > LOAD_CAP.percent
          ? { kind: 'percent1rm', percent: LOAD_CAP.percent }
          : l.kind === 'rpe' && l.rpe > LOAD_CAP.rpe
            ? { kind: 'rpe', rpe: LOAD_CAP.rpe }
            : l.kind === 'rir' && l.rir < LOAD_CAP.rir
              ? { kind: 'rir', rir: LOAD_CAP.rir }
              : l;
      const loadText = (l: ProgramItemDoc['load']) =>
        l.kind === 'percent1rm' ? `${l.percent}% 1RM` : l.kind === 'rpe' ? `RPE ${l.rpe}` : l.kind === 'rir' ? `${l.rir} reps in reserve` : l.kind;
      const maximal = (item: ProgramItemDoc) => item.exerciseId === 'st-1rm-test' || MAXIMAL.test(item.name);
      for (const day of days) {
        const total = dayTotal(day);
        for (const block of day.blocks) {
          if (change.blocks.length ? !change.blocks.includes(block.kind) : block.kind !== 'strength') continue;
          for (const item of [...block.items]) {
            if (!concerned(env, item).length || env.fresh.has(item)) continue;
            let next: ProgramItemDoc | null;
            if (maximal(item)) {
              // A maximal lift or a 1RM test: a sub-maximal strength exercise in its place, itself within the cap.
              const a = knownActivity(item);
              const other = pickLibrary(
                env,
                day,
                block.kind,
                item.minutes,
                (x) => !x.tags.includes('test') && !MAXIMAL.test(x.name),
                (a?.tags ?? ['power']).filter((t) => t !== 'test'),
              );
              next = other ? { ...other, load: capped(other.load) } : null;
              const at = other && next!.load !== other.load ? ` at ${loadText(next!.load)}` : '';
              entries.push(`${label(day)}: ${item.name} → ${next ? `${next.name}${at}` : 'removed'}`);
            } else {
              const load = capped(item.load);
              if (load === item.load) continue;
              next = { ...item, load };
              entries.push(`${label(day)}: ${item.name} ${loadText(item.load)} → ${loadText(load)}`);
            }
            block.items = block.items.flatMap((i) => (i === item ? splitReplace(env, i, next) : [i]));
          }
        }
        day.blocks = day.blocks.filter((b) => b.items.length);
        keepLength(day, total);
      }
      return entries.length
        ? done(
            linesOf(
              `No heavy lifting (strength at most RPE ${LOAD_CAP.rpe}, ${LOAD_CAP.rir}+ reps in reserve, ${LOAD_CAP.percent}% 1RM; no maximal lifts)`,
              entries,
            ),
          )
        : refused(
            `${where}: every strength item is already at most RPE ${LOAD_CAP.rpe}, ${LOAD_CAP.rir}+ reps in reserve and ${LOAD_CAP.percent}% 1RM, with no maximal lifts: nothing to cap.`,
          );
    }
    case 'add-topic': {
      const topic = TOPIC_KEYWORDS.find((k) => k.tag === op.topic)!;
      const asked = op.minutes ?? 10;
      const players = env.scope ?? (env.doc.meta.position ? [env.doc.meta.position] : ALL_POSITIONS);
      const entries: string[] = [];
      const skipped: string[] = [];
      for (const day of days) {
        const total = dayTotal(day);
        const target = env.doc.meta.sessionMinutes?.[day.day] ?? total;
        const before = structuredClone(day);
        const added = addTopicItem(env, day, topic, asked, players);
        if (!added) {
          skipped.push(`${label(day)}: no ${topic.tag} work suits it (its match-day role, contact and the season phase allow none the players can do).`);
          continue;
        }
        const lengthened = added.lengthened;
        makeRoom(env, day, dayTotal(day) - target, topic.tag);
        // A minute or two over-taken goes back to the other work (the drill keeps the minutes asked); a minute or two
        // short comes off the drill itself, within 'about' the minutes asked, before anything else would go.
        if (dayTotal(day) < target) grow(env, day, target - dayTotal(day), GROW_ORDER, env.fresh);
        const least = (added.lengthened?.minutes ?? 0) + asked - Math.max(2, Math.floor(asked / 4));
        for (let over = dayTotal(day) - target; over > 0; over -= 1) {
          const block = day.blocks.find((b) => b.items.includes(added.item));
          const fitted = block ? fitItem(env, added.item, added.item.minutes - over) : null;
          if (!block || !fitted || fitted.minutes < least) continue;
          env.fresh.add(fitted);
          block.items = block.items.map((i) => (i === added.item ? fitted : i));
          added.item = fitted;
          break;
        }
        if (dayTotal(day) !== target && !resizeDay(env, day, target)) {
          Object.assign(day, before);
          skipped.push(`${label(day)}: ${asked} more minutes of ${topic.tag} do not fit its ${target} minutes; ${label(day)} is unchanged.`);
          continue;
        }
        const { shorter, longer } = lengthChanges(before, day);
        // The added drill as the day now has it (making room may have refitted it).
        const now = itemsOf(day).find((i) => i.exerciseId === added.item.exerciseId && String(i.group) === String(added.item.group)) ?? added.item;
        entries.push(
          `${label(day)}: ${lengthened ? `${lengthened.name} ${lengthened.minutes} → ${now.minutes} min` : `${now.name} (${now.minutes} min${added.alongside})`}`,
        );
        // What gave the time, and anything lengthened to keep the session's length: said, never silent.
        const others = longer.filter((l) => !lengthened || !l.startsWith(`${lengthened.name} `));
        if (shorter.length) entries.push(`${label(day)}'s time from ${shorter.join(', ')}`);
        if (others.length) entries.push(`${label(day)}: ${others.join(', ')} to keep its length`);
      }
      if (!entries.length) return refused(skipped.join(' ') || `${where}: no ${topic.tag} work fits; nothing was changed.`);
      return done(linesOf(`Added ${topic.tag}`, entries), skipped);
    }
    case 'fixture':
      return refused(fixtureReason(op.day));
    case 'focus': {
      const topic = TOPIC_KEYWORDS.find((k) => k.tag === op.topic)!;
      const changes: string[] = [];
      for (const day of days) {
        const total = dayTotal(day);
        const block = day.blocks.find((b) => b.kind === topic.block);
        if (!block) continue;
        const onTopic = (item: ProgramItemDoc) => Boolean(activityOf(item)?.tags.includes(topic.tag));
        const target = [...block.items].filter((i) => !onTopic(i) && concerned(env, i).length).sort((x, y) => y.minutes - x.minutes)[0];
        const next = target ? pickLibrary(env, day, topic.block, target.minutes, (a) => a.tags.includes(topic.tag), [topic.tag]) : null;
        if (target && next) {
          block.items = block.items.flatMap((i) => (i === target ? splitReplace(env, i, next) : [i]));
          changes.push(`${label(day)}: ${target.name} → ${next.name}`);
        } else {
          const existing = block.items.find(onTopic);
          if (env.scope || !existing) continue;
          // More minutes on the day's on-topic work, the day keeping its length: said only when they really are more.
          const before = structuredClone(day);
          const topicMinutes = () =>
            day.blocks
              .filter((b) => b.kind === topic.block)
              .flatMap((b) => b.items.filter(onTopic))
              .reduce((s, i) => s + i.minutes, 0);
          const was = topicMinutes();
          grow(env, day, 5, [topic.block]);
          keepLength(day, total);
          if (topicMinutes() <= was) {
            Object.assign(day, before);
            continue;
          }
          changes.push(`${label(day)}: more time on ${existing.name} (${topic.tag} ${was} → ${topicMinutes()} min)`);
          continue;
        }
        keepLength(day, total);
      }
      return changes.length
        ? done(`${topic.label}: ${listNames(changes)}.`)
        : refused(`${topic.label}: nothing on ${topic.tag} fits ${where} (its match-day role, contact and the season phase); nothing was changed.`);
    }
    case 'add-test': {
      const test = TEST_EXERCISES[op.test];
      if (op.test === '1rm' && env.doc.meta.ageBand !== 'adult')
        return refused('No maximum-lift testing under 18: estimate strength from a 3-5 rep set at RPE 8 instead.');
      const a = activityById(test.id);
      if (!a) return refused(`${test.label}: not in the exercise library.`);
      const day = days[0]!;
      const total = dayTotal(day);
      const item = libraryItemFor(env, a, 12);
      if (!item) return refused(`${test.label}: not used in the ${env.doc.meta.seasonPhase}.`);
      let block = day.blocks.find((b) => b.kind === test.block);
      if (!block) {
        block = { kind: test.block, note: null, items: [] };
        day.blocks.splice(
          Math.max(
            1,
            day.blocks.findIndex((b) => b.kind === 'cooldown' || b.kind === 'laws'),
          ),
          0,
          block,
        );
      }
      // Conditioning: the test is the session's conditioning; strength: it comes first and the block keeps 2-4 lifts.
      const tested = { ...item, group: env.scope ? groupOf(env.scope) : undefined };
      env.fresh.add(tested);
      const limit = test.block === 'conditioning' ? 0 : 3;
      let kept = 0;
      block.items = [tested, ...block.items.flatMap((i) => (concerned(env, i).length && (kept += 1) > limit ? splitReplace(env, i, null) : [i]))];
      block.note = `${test.label}: record every player's result.`;
      if (!keepLength(day, total)) return refused(`${test.label} does not fit ${label(day)}'s ${total} minutes.`);
      return done(`${test.label} on ${label(day)} (${item.minutes} min, in the ${test.block} block).`);
    }
    case 'shift': {
      const from: BlockKind[] = op.direction === 'more' ? SHRINK_ORDER.filter((k) => k !== op.block) : [op.block];
      const to: BlockKind[] = op.direction === 'more' ? [op.block] : GROW_ORDER.filter((k) => k !== op.block);
      let moved = 0;
      for (const day of days) {
        if (!day.blocks.some((b) => b.kind === op.block)) continue;
        const total = dayTotal(day);
        const taken = shrink(env, day, 5, from);
        const given = grow(env, day, taken, to);
        if (!keepLength(day, total)) return refused(`${label(day)}: minutes could not be moved without changing its length.`);
        moved += Math.min(taken, given);
      }
      if (!moved && op.direction === 'less') {
        // Nothing shortens: the day with the most of it goes without (its time to the other work).
        const most = days
          .filter(
            (d) => d.blocks.some((b) => b.kind === op.block) && d.blocks.filter((b) => ['skills', 'strength', 'conditioning'].includes(b.kind)).length > 1,
          )
          .sort((x, y) => blockTime(y, op.block) - blockTime(x, op.block))[0];
        if (most) {
          const total = dayTotal(most);
          moved = blockTime(most, op.block);
          most.blocks = most.blocks.filter((b) => b.kind !== op.block);
          if (!keepLength(most, total)) return refused(`${label(most)}: minutes could not be moved without changing its length.`);
          return done(`Less ${op.block}: ${label(most)}'s ${op.block} block (${moved} min) given to the other work.`);
        }
      }
      return moved
        ? done(
            `${op.direction === 'more' ? 'More' : 'Less'} ${op.block}: ${moved} minutes ${op.direction === 'more' ? 'added' : 'moved to other work'} across ${where}.`,
          )
        : refused(
            `${op.direction === 'more' ? 'More' : 'Less'} ${op.block}: ${where} has no ${op.block} block whose time can change (doses, match-day role or the block's minimum).`,
          );
    }
    case 'remove': {
      const changes: string[] = [];
      for (const day of days) {
        const total = dayTotal(day);
        for (const block of day.blocks) {
          if (!inBlocks(block.kind)) continue;
          const hits = block.items.filter((i) => matches(op.exercise, i.name));
          for (const hit of hits) {
            if (!concerned(env, hit).length) continue;
            if (env.scope) {
              // Some positions stop doing it: they get another exercise in its minutes while the others keep it.
              const a = activityOf(hit);
              const next = pickLibrary(env, day, block.kind, hit.minutes, (x) => !matches(op.exercise, x.name), a?.tags ?? []);
              block.items = block.items.flatMap((i) => (i === hit ? splitReplace(env, i, next) : [i]));
              changes.push(`${label(day)}: ${hit.name} → ${next?.name ?? 'removed'}`);
            } else if (block.items.length - 1 >= (MIN_BLOCK_ITEMS[block.kind] ?? 1)) {
              block.items = block.items.filter((i) => i !== hit);
              changes.push(`${label(day)}: ${hit.name} removed`);
            } else {
              const a = activityOf(hit);
              const next = pickLibrary(env, day, block.kind, hit.minutes, (x) => !matches(op.exercise, x.name), a?.tags ?? []);
              if (!next) continue;
              block.items = block.items.map((i) => (i === hit ? next : i));
              changes.push(`${label(day)}: ${hit.name} → ${next.name}`);
            }
          }
        }
        keepLength(day, total);
      }
      return changes.length
        ? done(`Removed ${op.exercise}: ${listNames(changes)}.`)
        : refused(`No exercise called '${op.exercise}' in ${where}: nothing was removed.`);
    }
    case 'swap': {
      const changes: string[] = [];
      for (const day of days) {
        const total = dayTotal(day);
        for (const block of day.blocks) {
          if (!inBlocks(block.kind)) continue;
          block.items = block.items.flatMap((item) => {
            if (!matches(op.exercise, item.name) || !concerned(env, item).length) return [item];
            const a = libraryNamed(op.replacement, block.kind) ?? libraryNamed(op.replacement);
            const next = a ? libraryItemFor(env, a, item.minutes) : null;
            // The coach's own exercise in the item's place: its minutes, contact, intensity, group and change kept.
            const swapped: ProgramItemDoc = next ?? {
              ...item,
              ...coachItem(op.replacement[0]!.toUpperCase() + op.replacement.slice(1), item.minutes),
              contact: item.contact,
              intensity: item.intensity,
            };
            changes.push(`${label(day)}: ${item.name} → ${swapped.name}`);
            return splitReplace(env, item, swapped);
          });
        }
        keepLength(day, total);
      }
      return changes.length
        ? done(`Swapped ${op.exercise} for ${op.replacement}: ${listNames(changes)}.`)
        : refused(`No exercise called '${op.exercise}' in ${where}: nothing was swapped.`);
    }
    case 'add': {
      const a = libraryNamed(op.exercise);
      const kind: BlockKind = change.blocks[0] ?? a?.category ?? 'skills';
      const changes: string[] = [];
      const present: string[] = [];
      for (const day of change.days.length ? days : days.filter((d) => d.blocks.some((b) => b.kind === kind))) {
        const total = dayTotal(day);
        const already = a ? day.blocks.find((b) => b.items.some((i) => i.exerciseId === a.id)) : undefined;
        if (already) {
          present.push(`${label(day)}'s ${already.kind === 'warmup' ? 'warm-up' : already.kind}`);
          continue;
        }
        const item: ProgramItemDoc | null = a ? libraryItemFor(env, a, 6) : coachItem(op.exercise[0]!.toUpperCase() + op.exercise.slice(1), 5);
        if (!item) continue;
        env.fresh.add(item);
        let block = day.blocks.find((b) => b.kind === kind);
        if (block && kind === 'strength' && block.items.length >= 4) continue;
        if (!block) {
          block = { kind, note: null, items: [] };
          day.blocks.splice(
            Math.max(
              1,
              day.blocks.findIndex((b) => b.kind === 'cooldown' || b.kind === 'laws'),
            ),
            0,
            block,
          );
        }
        block.items.push(item);
        let alongside = '';
        if (env.scope) {
          // A unit split: the others get work of their own in the same block while these positions do it.
          const rest = ALL_POSITIONS.filter((p) => !env.scope!.includes(p));
          item.group = groupOf(env.scope);
          const other = rest.length ? pickLibrary(env, day, kind, item.minutes, () => true, [], rest) : null;
          if (other) {
            other.group = groupOf(rest);
            block.items.push(other);
            alongside = `; ${groupLabel(rest).toLowerCase()}: ${other.name} at the same time`;
          }
        }
        changes.push(`${label(day)}: ${item.name} (${item.minutes} min${alongside})`);
        keepLength(day, total);
      }
      if (changes.length) return done(`Added ${a?.name ?? op.exercise}: ${listNames(changes)}${present.length ? ` (already in ${present.join(', ')})` : ''}.`);
      return refused(
        present.length
          ? `${a?.name ?? op.exercise} is already in ${present.join(', ')}.`
          : `${a?.name ?? op.exercise}: ${where} has no room for it (a full ${kind} block).`,
      );
    }
  }
}

/** Brings one day of a document to `minutes` in place (items lengthened or shortened, doses refitted); false when it cannot. */
export function resizeDocumentDay(doc: ProgramDocument, day: TrainingDay, minutes: number): boolean {
  const target = doc.days.find((d) => d.day === day);
  return Boolean(target && resizeDay({ doc, individual: doc.meta.source === 'personal', fresh: new Set(), scope: null }, target, minutes));
}

/** Why a match the week was not planned around is not added here, and what to do instead. */
function fixtureReason(day: Weekday | null): string {
  const midweek = day !== null && day !== 'saturday' && day !== 'sunday';
  return `${midweek ? 'a midweek match' : 'a match the week was not planned around'} needs the week re-planned from the team calendar${
    midweek ? ' (MD-1 light the day before, MD+1 recovery the day after, the weekend build-up moved)' : ''
  }: add the fixture in Calendar and generate the week again; nothing was changed.`;
}

/**
 * A drill on the topic added to the day's topic block for `players`, about `minutes` long: the one most of them can do,
 * closest to the minutes asked. When it suits only some of them (kicking: the kickers), the others get work of their
 * own in the same minutes (a unit split). With nothing new to add, the day's own on-topic drill gets the minutes.
 */
function addTopicItem(
  env: Env,
  day: ProgramDayDoc,
  topic: TopicKeyword,
  minutes: number,
  players: readonly Position[],
): { item: ProgramItemDoc; alongside: string; lengthened: ProgramItemDoc | null } | null {
  const kind = topic.block;
  const used = new Set(itemsOf(day).map((i) => i.exerciseId));
  const options = ACTIVITIES.filter((a) => {
    const p = prescriptionOf(a);
    return (
      a.category === kind &&
      a.tags.includes(topic.tag) &&
      !used.has(a.id) &&
      !a.tags.includes('test') &&
      !a.tags.includes('rehab') &&
      p &&
      rangeFor(a, env.doc.meta.seasonPhase) &&
      allowedOn(env, day, a, p) &&
      players.some((x) => a.positions.includes(x))
    );
  })
    .map((a) => ({ a, item: libraryItemFor(env, a, minutes), covers: players.filter((x) => a.positions.includes(x)).length }))
    .filter(
      (x): x is { a: Activity; item: ProgramItemDoc; covers: number } => x.item !== null && Math.abs(x.item.minutes - minutes) <= Math.max(3, minutes / 3),
    )
    .sort((x, y) => y.covers - x.covers || Math.abs(x.item.minutes - minutes) - Math.abs(y.item.minutes - minutes) || x.a.id.localeCompare(y.a.id));
  let block = day.blocks.find((b) => b.kind === kind);
  const best = options[0];
  if (!best || best.covers < players.length) {
    // Nothing new all of them can do: the day's own drill on the topic for the whole squad, the minutes longer.
    const own = block?.items.find((i) => !i.group && activityOf(i)?.tags.includes(topic.tag));
    const longer = own ? fitItem(env, own, own.minutes + minutes) : null;
    if (block && own && longer) {
      block.items = block.items.map((i) => (i === own ? longer : i));
      env.fresh.add(longer);
      return { item: longer, alongside: '', lengthened: own };
    }
    if (!best) return null;
  }
  if (!block) {
    block = { kind, note: null, items: [] };
    const at = day.blocks.findIndex((b) => ['strength', 'conditioning', 'laws', 'cooldown'].includes(b.kind));
    day.blocks.splice(at < 0 ? day.blocks.length : Math.max(1, at), 0, block);
  }
  const item = best.item;
  block.items.push(item);
  let alongside = '';
  const rest = players.filter((x) => !best.a.positions.includes(x));
  if (rest.length) {
    const other = pickLibrary(env, day, kind, item.minutes, () => true, [topic.tag], rest);
    if (other) {
      item.group = groupOf(players.filter((x) => best.a.positions.includes(x)));
      other.group = groupOf(rest);
      block.items.push(other);
      alongside = `; ${groupLabel(rest).toLowerCase()}: ${other.name} at the same time`;
    }
  }
  return { item, alongside, lengthened: null };
}

/**
 * Takes `minutes` from the day's least important other work, one item at a time: laws first, then drills and
 * conditioning off the day's theme, then the rest of the skills and conditioning, the strength work and last the
 * cool-down (the warm-up, items just put in and a unit's split work are never touched). Items are shortened (doses
 * refitted) before any is dropped.
 */
function makeRoom(env: Env, day: ProgramDayDoc, minutes: number, topic: string): void {
  if (minutes <= 0) return;
  const theme = new Set(tagsIn(day.theme));
  const rank = (kind: BlockKind, item: ProgramItemDoc) => {
    const tags = activityOf(item)?.tags ?? [];
    // Work on the topic being added is the last to give time (it is what the coach asked for more of).
    if (tags.includes(topic)) return 8;
    const onTheme = tags.some((t) => theme.has(t));
    return ({ laws: 0, skills: onTheme ? 3 : 1, conditioning: onTheme ? 3 : 2, strength: 4, cooldown: 5, warmup: 9 } as const)[kind];
  };
  const order = () =>
    day.blocks
      .flatMap((block) => (block.kind === 'warmup' ? [] : block.items.filter((i) => !env.fresh.has(i) && !i.group).map((item) => ({ block, item }))))
      .sort((x, y) => rank(x.block.kind, x.item) - rank(y.block.kind, y.item) || y.item.minutes - x.item.minutes);
  let left = minutes;
  for (const { block, item } of order()) {
    if (left <= 0) break;
    for (let m = Math.max(1, item.minutes - left); m < item.minutes; m += 1) {
      const next = fitItem(env, item, m);
      if (!next) continue;
      block.items = block.items.map((i) => (i === item ? next : i));
      left -= item.minutes - m;
      break;
    }
  }
  // Then the warm-up's 15-minute Activate form, before any drill goes.
  if (left > 0) {
    const was = dayTotal(day);
    if (shortestWarmup(env, day)) left -= was - dayTotal(day);
  }
  for (const { block, item } of order()) {
    if (left <= 0) break;
    if (item.minutes > left || (block.items.length <= (MIN_BLOCK_ITEMS[block.kind] ?? 1) && block.kind !== 'laws')) continue;
    block.items = block.items.filter((i) => i !== item);
    left -= item.minutes;
  }
  day.blocks = day.blocks.filter((b) => b.items.length);
}

/** How a day's earlier work changed length after a change: what is shorter or gone, and what is longer. */
function lengthChanges(before: ProgramDayDoc, after: ProgramDayDoc): { shorter: string[]; longer: string[] } {
  const key = (kind: BlockKind, i: ProgramItemDoc) => `${kind}|${i.exerciseId ?? i.name}|${(i.group ?? []).join(',')}`;
  const now = new Map(after.blocks.flatMap((b) => b.items.map((i) => [key(b.kind, i), i] as const)));
  const shorter: string[] = [];
  const longer: string[] = [];
  for (const b of before.blocks)
    for (const i of b.items) {
      const next = now.get(key(b.kind, i));
      if (!next) shorter.push(`${i.name} (${i.minutes} min) dropped`);
      else if (next.minutes < i.minutes) shorter.push(`${i.name} ${i.minutes} → ${next.minutes} min`);
      else if (next.minutes > i.minutes) longer.push(`${i.name} ${i.minutes} → ${next.minutes} min`);
    }
  return { shorter, longer };
}

const violationKey = (v: RuleViolation) => `${v.rule}|${v.day ?? ''}|${v.block ?? ''}|${v.item ?? ''}`;

/**
 * Applies a customization plan to a program: each change on its own, undone when it would break a coaching rule
 * the program did not break before. The document returned is a new one; `applied` lines are also recorded in it.
 */
export function applyCustomization(source: ProgramDocument, plan: CustomizationPlan, opts: { individual?: boolean } = {}): CustomizationOutcome {
  const env: Env = { doc: structuredClone(source), individual: opts.individual ?? source.meta.source === 'personal', fresh: new Set(), scope: null };
  const applied: string[] = [];
  const notApplied = plan.notUnderstood.map((text) => `'${text}': not a change the program engine can make; nothing was changed for it.`);
  for (const change of plan.changes) {
    if (change.operation.op === 'fixture') {
      // Said before any day check: the match's day is no training day of this week to change.
      notApplied.push(`'${change.text}': ${fixtureReason(change.operation.day ?? change.days[0] ?? null)}`);
      continue;
    }
    const asked = change.days.length ? change.days : [];
    const off = asked.filter((d) => !env.doc.days.some((x) => x.day === d));
    const days = asked.length ? env.doc.days.filter((d) => asked.includes(d.day)) : env.doc.days;
    if (off.length)
      notApplied.push(
        `'${change.text}': ${off.map((d) => WEEKDAY_LABELS[d]).join(', ')} ${off.length === 1 ? 'is' : 'are'} not a training day (Wednesday is rest, weekends are for the match and recovery).`,
      );
    if (!days.length) continue;
    const before = new Set(checkProgram(env.doc, { individual: env.individual }).map(violationKey));
    const snapshot = structuredClone(env.doc);
    env.fresh.clear();
    env.scope = groupOf(change.positions ?? []) ?? null;
    if (env.scope && env.individual) {
      notApplied.push(`'${change.text}': a personal program is one player's; forwards, backs or positions do not apply.`);
      continue;
    }
    const result = applyOperation(env, change.operation.op === 'add-test' && !asked.length ? [days[0]!] : days, change);
    if ('notApplied' in result) {
      env.doc = snapshot;
      if (!result.silent) notApplied.push(`'${change.text}': ${result.notApplied}`);
      continue;
    }
    const broken = checkProgram(env.doc, { individual: env.individual }).filter((v) => !before.has(violationKey(v)));
    if (broken.length) {
      env.doc = snapshot;
      notApplied.push(`'${change.text}': not applied, it would break the coaching rules (${describeViolations(broken).slice(0, 400)}).`);
      continue;
    }
    for (const line of result.applied) applied.push(`${env.scope ? `${groupLabel(env.scope)}: ` : ''}${line}`.slice(0, 300));
    for (const line of result.skipped) notApplied.push(`'${change.text}': ${line}`);
  }
  env.doc.meta.customizations = [...env.doc.meta.customizations, ...applied].slice(-40);
  return { document: env.doc, applied, notApplied };
}
