import {
  BACK_POSITIONS,
  dayMinutesOf,
  documentForPosition,
  documentViews,
  hasSplits,
  LIMITS,
  programDocumentSchema,
  TRAINING_DAYS,
  WEEKDAY_LABELS,
  type BlockKind,
  type ProgramDayDoc,
  type ProgramDocument,
  type ProgramItemDoc,
  type TrainingDay,
} from '@rugby/contracts';
import { activityById, type Activity } from '../content/activities.ts';
import { doseMinutes, type Prescription } from '../content/prescription.ts';
import { controlledContactBudget, isLighterWeek, liveContactBudget, liveScrummagingAllowed } from '../planning/day-templates.ts';
import { doseOfItem, prescriptionOf } from '../generator/dosing.ts';
import {
  effortOf,
  effortsOf,
  isAcceleration,
  isHeavy,
  isMaxSpeedSprint,
  MAX_SPRINT_EFFORTS,
  meetsNeed,
  NEED_LABELS,
  patternOf,
  RPE_TOLERANCE,
  statedRepsInReserve,
  strengthNeeds,
  YOUTH_MAX_RPE,
} from '../content/strength-patterns.ts';

/**
 * The coaching rules every program passes — generated, customized, imported or from an AI provider — as a rugby S&C
 * coach would check it. Each rule protects something named in docs/coach-checklist.md. A program is accepted only
 * with no violation.
 */
export const RULES = {
  schema: 'The program is a valid structured document',
  'training-week': 'Training on Monday, Tuesday, Thursday and Friday; Wednesday rest and weekend recovery are written',
  'session-length': 'Every session lasts 45-60 minutes',
  'warmup-first': 'The warm-up comes first and the cool-down last',
  'activate-warmup':
    "World Rugby's Activate warm-up: 15-20 minutes of movement preparation, balance and landing, strength with neck work, ending in a pulse-raising game",
  'neck-before-contact': 'Neck work in the warm-up of every session with contact',
  'strength-block': 'A strength block holds 2-4 exercises',
  'dose-fits-minutes': 'Every prescription fits its minutes (rest included) without padding to more than twice what it takes',
  'dose-suits-exercise': 'Doses suit the exercise: holds in seconds, Nordic curls 2-3 × 3-6, low-rep plyometrics, loads on lifts',
  'md-minus-1': 'The day before a match: no contact, no heavy eccentric work, no hard intervals, the shortest session of the week',
  'phase-contact': 'Off-season: no live contact, no scrummaging, no hard intervals; pre-season weeks 1-2: no live scrummaging',
  'contact-budget': "The week's live and controlled contact minutes stay within the phase's budget",
  'individual-program': 'A personal program holds nothing that needs a pack, a unit or a group (a partner is fine)',
  'cold-water-after-strength': 'No cold-water immersion on a day with strength work',
  'tackle-height': 'Tackle drills follow the community tackle-height law (below the sternum, no arriving high)',
  'laws-block': 'A laws briefing lasts at most 10 minutes',
  'strength-structure':
    'Every pre-season and in-season week holds a lower-body main lift (squat or hinge), an upper-body push and pull (under-18s: squat and hinge patterns too), and no strength or conditioning exercise on three or more days',
  'heavy-exposures': 'In-season: 1-2 days with a heavy main lift (≤ 6 reps at 80 % 1RM or more, RPE 8 or more), never MD-1 or MD+1',
  'load-matches-reserve': "A lift's RPE or %1RM for its reps matches the reps in reserve the app states (RPE = 10 − RIR)",
  'age-grade-strength': 'Under-18s and younger lift technique-first: RPE 7 at most, no %1RM loads, no 1RM testing',
  'nordic-exposure': 'Nordics at Activate doses (at most 3 sets a day) on at most 3 days a week, never MD-1 or a max-speed day',
  'sprint-exposure': 'Backs: 3-6 near-maximal sprints of 20-50 m a week, never MD-1 or MD+1 (on MD-3/MD-2 in-season); forwards: accelerations',
} as const;
export type RuleId = keyof typeof RULES;

export interface RuleViolation {
  rule: RuleId;
  day?: TrainingDay;
  block?: BlockKind;
  item?: string;
  message: string;
}

export interface RuleContext {
  /** A personal program (one player). */
  individual: boolean;
  /**
   * A personal week's days on which the squad trains together: the squad's week carries the strength structure and
   * the sprints, so the personal week's own structure is not checked.
   */
  teamTrainingDays?: readonly TrainingDay[];
  /**
   * The app planned this week (the built-in generator): the week's composition is checked too — its strength patterns,
   * no exercise on three days, 1-2 heavy days in-season, Nordics on at most three days and never on the speed day,
   * the backs' 3-6 near-maximal sprints. A coach's customization or import of the week is their call on these.
   */
  planned?: boolean;
}

/** The rules about the whole week's structure (checked on full weeks only: not a single session or day). */
const WEEK_STRUCTURE_RULES: readonly RuleId[] = ['strength-structure', 'heavy-exposures', 'nordic-exposure', 'sprint-exposure'];

const sum = (items: readonly ProgramItemDoc[]) => items.reduce((s, i) => s + i.minutes, 0);
const dayItems = (day: ProgramDayDoc) => day.blocks.flatMap((b) => b.items);
const dayTotal = dayMinutesOf;
const HIGH_TACKLE =
  /\b(?:arriv\w*|hit\w*|go(?:es|ing)?|tackl\w*|contact\w*)\s+(?:up\s+|in\s+)?high\b|\bhigh\s+(?:on the ball|tackle|on the carrier|contact)\b|\bhead[- ]on\b/i;

interface Known {
  item: ProgramItemDoc;
  activity: Activity | null;
  p: Prescription | null;
}
const known = (item: ProgramItemDoc): Known => {
  const activity = item.exerciseId ? activityById(item.exerciseId) : null;
  return { item, activity, p: activity ? prescriptionOf(activity) : null };
};

/** Text clues for items the library does not know (the coach's own, or an AI provider's). */
const looksLike = {
  scrummaging: (i: ProgramItemDoc) => /\bscrum(?:mag|s\b|\b)(?!.*\b(?:walk|shadow|law)\b)/i.test(i.name) && !/\blaws? of\b/i.test(i.name),
  eightOnEight: (i: ProgramItemDoc) => /eight[- ]on[- ]eight|8\s*v\s*8|live scrum/i.test(i.name),
  coldWater: (i: ProgramItemDoc) => /cold[- ]water|ice bath|cryo/i.test(`${i.name} ${i.notes ?? ''}`),
  tackle: (i: ProgramItemDoc) => /tackl/i.test(i.name),
  nordic: (i: ProgramItemDoc) => /nordic/i.test(i.name),
  neck: (i: ProgramItemDoc) => /\bneck\b/i.test(i.name),
  pack: (i: ProgramItemDoc) => /eight[- ]on[- ]eight|live scrum|unit|pods?\b|team shape|lineout calls|maul/i.test(i.name),
};

function checkDay(day: ProgramDayDoc, doc: ProgramDocument, ctx: RuleContext, out: RuleViolation[]): void {
  const v = (rule: RuleId, message: string, extra: Partial<RuleViolation> = {}) => out.push({ rule, day: day.day, message, ...extra });
  const total = dayTotal(day);
  // A length the coach set (meta.sessionMinutes) is their call; the session must then be exactly that long.
  const override = doc.meta.sessionMinutes?.[day.day];
  if (override === undefined && (total < LIMITS.sessionMinutesMin || total > LIMITS.sessionMinutesMax))
    v('session-length', `${WEEKDAY_LABELS[day.day]} lasts ${total} minutes (45-60)`);
  if (override !== undefined && total !== override) v('session-length', `${WEEKDAY_LABELS[day.day]} lasts ${total} minutes, not the ${override} asked for`);
  if (day.blocks[0]?.kind !== 'warmup') v('warmup-first', `${WEEKDAY_LABELS[day.day]} does not start with the warm-up`);
  if (day.blocks.at(-1)?.kind !== 'cooldown') v('warmup-first', `${WEEKDAY_LABELS[day.day]} does not end with the cool-down`);

  const items = dayItems(day).map(known);
  const warmup = day.blocks.find((b) => b.kind === 'warmup');
  const contactToday = items.some(({ item }) => item.contact !== 'none');
  if (warmup) {
    const w = warmup.items.map(known);
    const minutes = sum(warmup.items);
    const kinds = w.map((k) => k.p?.kind ?? null);
    // A warm-up with the coach's own items is the coach's warm-up (the app may add to it, e.g. neck work before contact).
    const coachWritten = warmup.items.some((i) => i.origin === 'coach');
    if (!coachWritten) {
      if (minutes < 15 || minutes > 20)
        v('activate-warmup', `${WEEKDAY_LABELS[day.day]}: the warm-up lasts ${minutes} minutes (Activate: 15-20)`, { block: 'warmup' });
      const has = (pred: (k: Known) => boolean) => w.some(pred);
      if (!['drill', 'mobility', 'sprint'].includes(kinds[0] ?? ''))
        v('activate-warmup', `${WEEKDAY_LABELS[day.day]}: the warm-up does not open with movement preparation`, { block: 'warmup' });
      if (
        !has(
          (k) => k.p?.kind === 'balance' || (k.p?.kind === 'plyometric' && Boolean(k.activity?.tags.includes('landing') || k.activity?.tags.includes('jump'))),
        )
      )
        v('activate-warmup', `${WEEKDAY_LABELS[day.day]}: the warm-up has no balance and landing work`, { block: 'warmup' });
      if (!has((k) => ['eccentric', 'bodyweight', 'isometric'].includes(k.p?.kind ?? '')))
        v('activate-warmup', `${WEEKDAY_LABELS[day.day]}: the warm-up has no strength work`, { block: 'warmup' });
      const pulseRaiser = kinds.at(-1) === 'game' || (ctx.individual && ['drill', 'sprint'].includes(kinds.at(-1) ?? ''));
      if (!pulseRaiser) v('activate-warmup', `${WEEKDAY_LABELS[day.day]}: the warm-up does not end with a pulse-raising game`, { block: 'warmup' });
    }
    if (contactToday && !w.some((k) => Boolean(k.activity?.tags.includes('neck')) || looksLike.neck(k.item)))
      v('neck-before-contact', `${WEEKDAY_LABELS[day.day]} has contact but no neck work in the warm-up`, { block: 'warmup' });
  }

  for (const block of day.blocks) {
    if (block.kind === 'strength' && (block.items.length < 2 || block.items.length > 4))
      v('strength-block', `${WEEKDAY_LABELS[day.day]}: the strength block holds ${block.items.length} exercise${block.items.length === 1 ? '' : 's'} (2-4)`, {
        block: 'strength',
      });
    if (block.kind === 'laws' && sum(block.items) > 10)
      v('laws-block', `${WEEKDAY_LABELS[day.day]}: the laws briefing lasts ${sum(block.items)} minutes (at most 10)`, { block: 'laws' });
    for (const { item, activity, p } of block.items.map(known)) {
      const at = { block: block.kind, item: item.name };
      if (p) {
        const need = doseMinutes(p, doseOfItem(item));
        if (need > item.minutes) v('dose-fits-minutes', `${item.name}: ${need} minutes of work in ${item.minutes}`, at);
        else if (item.minutes > 2 * need + 1) v('dose-fits-minutes', `${item.name}: ${item.minutes} minutes for ${need} minutes of work`, at);
        if (p.kind === 'isometric' && item.durationSeconds === null) v('dose-suits-exercise', `${item.name}: an isometric hold is dosed in seconds`, at);
        if (
          p.kind === 'eccentric' &&
          doc.meta.ageBand === 'adult' &&
          (item.sets < 1 || item.sets > 3 || (item.reps ?? 0) < 3 || (item.repsMax ?? item.reps ?? 0) > 6)
        )
          v('dose-suits-exercise', `${item.name}: Nordic-type eccentrics are 1-3 sets of 3-6`, at);
        if (p.kind === 'plyometric' && (item.repsMax ?? item.reps ?? 0) > 6)
          v('dose-suits-exercise', `${item.name}: plyometrics stay at 6 reps or fewer a set`, at);
        if (p.kind === 'loaded-lift' && (item.reps === null || !['percent1rm', 'rpe', 'rir'].includes(item.load.kind)))
          v('dose-suits-exercise', `${item.name}: a loaded lift needs reps and a load (%1RM, RPE or RIR)`, at);
      }
      if (p?.kind === 'loaded-lift' || (!p && block.kind === 'strength' && item.reps !== null)) checkLoad(item, doc, v, at);
      const scrummaging = p ? Boolean(p.scrummaging) : looksLike.scrummaging(item);
      const liveScrum = scrummaging && (item.contact === 'live' || looksLike.eightOnEight(item));
      if (day.matchDayRole === 'MD-1') {
        if (item.contact !== 'none') v('md-minus-1', `${item.name}: contact the day before a match`, at);
        if (p?.heavyEccentric || (!p && looksLike.nordic(item))) v('md-minus-1', `${item.name}: heavy eccentric work the day before a match`, at);
        if (p?.hardInterval || (!p && item.intensity === 'high' && block.kind === 'conditioning'))
          v('md-minus-1', `${item.name}: hard intervals the day before a match`, at);
      }
      if (doc.meta.seasonPhase === 'off-season') {
        if (item.contact === 'live') v('phase-contact', `${item.name}: live contact in the off-season`, at);
        if (scrummaging) v('phase-contact', `${item.name}: scrummaging in the off-season`, at);
        if (p?.hardInterval || (block.kind === 'conditioning' && item.intensity === 'high'))
          v('phase-contact', `${item.name}: hard intervals in the off-season`, at);
      }
      if (doc.meta.seasonPhase === 'pre-season' && liveScrum && !liveScrummagingAllowed('pre-season', doc.meta.weekOfPhase))
        v('phase-contact', `${item.name}: live scrummaging in pre-season week ${doc.meta.weekOfPhase}`, at);
      const groupGame = p?.kind === 'game' && block.kind === 'warmup';
      if (ctx.individual && (p?.needsPack || groupGame || (!p && looksLike.pack(item))))
        v('individual-program', `${item.name} needs a pack, a unit or a group`, at);
      if (
        (p?.tackle || (activity?.tags.includes('tackle') ?? false) || looksLike.tackle(item)) &&
        HIGH_TACKLE.test([item.name, item.notes ?? '', ...item.cues].join(' '))
      )
        v('tackle-height', `${item.name}: a tackle drill that arrives high`, at);
    }
  }
  const strengthIndex = day.blocks.findIndex((b) => b.kind === 'strength');
  if (strengthIndex >= 0) {
    for (const block of day.blocks.slice(strengthIndex + 1)) {
      for (const { item, p } of block.items.map(known))
        if (p?.coldWater || looksLike.coldWater(item))
          v('cold-water-after-strength', `${item.name} after strength work blunts the strength gains`, { block: block.kind, item: item.name });
    }
  }
}

/** A lift's load against the reps in reserve the app states for the phase and age (RPE = 10 − RIR). */
function checkLoad(
  item: ProgramItemDoc,
  doc: ProgramDocument,
  v: (rule: RuleId, message: string, extra?: Partial<RuleViolation>) => void,
  at: Partial<RuleViolation>,
) {
  const { seasonPhase, ageBand } = doc.meta;
  const youth = ageBand !== 'adult';
  const repsTop = item.repsMax ?? item.reps;
  if (youth) {
    if (item.load.kind === 'percent1rm') v('age-grade-strength', `${item.name}: under-18s lift by feel (RPE), not off a tested maximum`, at);
    if (
      (item.exerciseId ? activityById(item.exerciseId)?.tags.includes('test') : /\b1\s*rm\b|\bmax(?:imum)?\s+(?:lift\s+)?test/i.test(item.name)) &&
      repsTop !== null
    )
      v('age-grade-strength', `${item.name}: no 1RM testing under 18`, at);
    if (item.load.kind === 'rpe' && item.load.rpe > YOUTH_MAX_RPE)
      v('age-grade-strength', `${item.name}: RPE ${item.load.rpe} (under-18s: RPE ${YOUTH_MAX_RPE} at most)`, at);
  }
  if (item.exerciseId && activityById(item.exerciseId)?.tags.includes('test')) return;
  const effort = effortOf(item.load, repsTop, item.exerciseId);
  const rir = statedRepsInReserve(seasonPhase, ageBand);
  if (effort !== null && effort > 10 - rir + RPE_TOLERANCE + 1e-9) {
    const said = item.load.kind === 'percent1rm' ? `${repsTop} reps at ${item.load.percent} % 1RM is about RPE ${Math.round(effort * 2) / 2}` : `RPE ${effort}`;
    v('load-matches-reserve', `${item.name}: ${said}, not the ${rir} reps in reserve (RPE ${10 - rir}) the ${youth ? 'age grade' : 'phase'} asks for`, at);
  }
}

/** Every rule over a program: [] when a coach can sign it off. */
export function checkProgram(doc: ProgramDocument, ctx: RuleContext): RuleViolation[] {
  const parsed = programDocumentSchema.safeParse(doc);
  if (!parsed.success)
    return [
      {
        rule: 'schema',
        message: parsed.error.issues
          .map((i) => `${i.path.join('.')}: ${i.message}`)
          .join('; ')
          .slice(0, 500),
      },
    ];
  // A program with unit splits is checked as each position does it (forwards' contact, backs' session…).
  const seen = new Set<string>();
  // The week's structure, as a back and as a forward do it (the same week unless it has unit splits).
  const structure = hasSplits(doc) ? [documentForPosition(doc, 'wing'), documentForPosition(doc, 'prop')] : [doc];
  return [
    ...documentViews(doc).flatMap((view) => checkView(view, ctx)),
    ...structure.flatMap((view, i) => checkWeek(view, ctx, hasSplits(doc) ? i === 0 : null)),
  ].filter((v) => {
    const key = `${v.rule}|${v.day ?? ''}|${v.message}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

/** The rules on one way the program is done (no splits left). */
function checkView(doc: ProgramDocument, ctx: RuleContext): RuleViolation[] {
  const out: RuleViolation[] = [];
  const days = doc.days.map((d) => d.day);
  if (days.some((d, i) => d !== TRAINING_DAYS.filter((t) => days.includes(t))[i]) || new Set(days).size !== days.length)
    out.push({ rule: 'training-week', message: 'Training days are Monday, Tuesday, Thursday and Friday, each once, in order' });
  if (!doc.restDay.trim()) out.push({ rule: 'training-week', message: 'Wednesday rest is not written' });
  if (!doc.weekend.trim()) out.push({ rule: 'training-week', message: 'Weekend recovery is not written' });
  for (const day of doc.days) checkDay(day, doc, ctx, out);

  const md1 = doc.days.find((d) => d.matchDayRole === 'MD-1');
  // A session the coach shortened on purpose does not count against the captain's run.
  if (md1 && doc.days.some((d) => d !== md1 && doc.meta.sessionMinutes?.[d.day] === undefined && dayTotal(d) < dayTotal(md1)))
    out.push({ rule: 'md-minus-1', day: md1.day, message: 'The day before the match is not the shortest session of the week' });

  if (!ctx.individual) {
    const minutesAt = (level: 'live' | 'controlled') =>
      doc.days
        .flatMap(dayItems)
        .filter((i) => i.contact === level)
        .reduce((s, i) => s + i.minutes, 0);
    const live = minutesAt('live');
    const controlled = minutesAt('controlled');
    const liveBudget = liveContactBudget(doc.meta.seasonPhase, doc.meta.weekOfPhase);
    const controlledBudget = controlledContactBudget(doc.meta.seasonPhase, doc.meta.weekOfPhase);
    if (live > liveBudget) out.push({ rule: 'contact-budget', message: `${live} minutes of live contact this week (budget ${liveBudget})` });
    if (controlled > controlledBudget)
      out.push({ rule: 'contact-budget', message: `${controlled} minutes of controlled contact this week (budget ${controlledBudget})` });
  }
  return out;
}

const strengthItems = (day: ProgramDayDoc) => day.blocks.filter((b) => b.kind === 'strength' || b.kind === 'conditioning').flatMap((b) => b.items);

/**
 * The week's structure (issue 33): strength patterns and heavy exposures, Nordic exposure, sprints. `back`: the view
 * is a back's (true), a forward's (false), or the whole squad's (null).
 */
function checkWeek(doc: ProgramDocument, ctx: RuleContext, back: boolean | null): RuleViolation[] {
  const out: RuleViolation[] = [];
  const { seasonPhase: phase, ageBand } = doc.meta;
  // A single session or a day is not a week; a personal week alongside team training leans on the squad's week.
  if (doc.meta.source === 'session' || doc.days.length < 3) return out;
  const alongside = ctx.individual && (ctx.teamTrainingDays?.length ?? 0) > 0;
  const adult = ageBand === 'adult';
  const roleOf = (day: ProgramDayDoc) => day.matchDayRole;
  const all = doc.days.flatMap((day) => day.blocks.flatMap((b) => b.items.map((item) => ({ day, block: b, item }))));

  // Nordics: Activate doses, at most 3 days, never MD-1 or a max-speed day.
  const maxSpeedDays = new Set<string>();
  let maxSprints = 0;
  let accelerations = 0;
  for (const { day, block, item } of all) {
    if (block.kind === 'warmup' || block.kind === 'cooldown') continue;
    const activity = item.exerciseId ? activityById(item.exerciseId) : null;
    const p = activity ? prescriptionOf(activity) : null;
    if (isMaxSpeedSprint(activity, p, item.distanceMeters)) {
      maxSpeedDays.add(day.day);
      maxSprints += effortsOf(item);
      if (['MD-1', 'MD+1'].includes(roleOf(day)))
        out.push({ rule: 'sprint-exposure', day: day.day, item: item.name, message: `${item.name}: maximal sprints on ${roleOf(day)}` });
    }
    if (isAcceleration(activity, p)) accelerations++;
  }
  const nordicDays = doc.days.filter((day) => {
    const sets = day.blocks
      .flatMap((b) => b.items)
      .filter((i) => {
        const a = i.exerciseId ? activityById(i.exerciseId) : null;
        return a ? Boolean(prescriptionOf(a)?.heavyEccentric) : /nordic/i.test(i.name);
      })
      .reduce((s, i) => s + i.sets, 0);
    if (sets > 3) out.push({ rule: 'nordic-exposure', day: day.day, message: `${WEEKDAY_LABELS[day.day]}: ${sets} sets of Nordics (Activate: at most 3)` });
    if (ctx.planned && sets > 0 && maxSpeedDays.has(day.day))
      out.push({ rule: 'nordic-exposure', day: day.day, message: `${WEEKDAY_LABELS[day.day]}: Nordics on a maximal-speed day` });
    return sets > 0;
  });
  if (ctx.planned && nordicDays.length > 3) out.push({ rule: 'nordic-exposure', message: `Nordics on ${nordicDays.length} days (at most 3 a week)` });

  if (phase === 'off-season' || alongside) return out;
  // In-season: never heavy lifting the day before or after a match.
  const heavyDays =
    phase === 'in-season' && adult
      ? doc.days.filter((day) => strengthItems(day).some((i) => isHeavy(i.exerciseId ?? lookAlikeLift(i), i.load, i.repsMax ?? i.reps)))
      : [];
  for (const day of heavyDays)
    if (['MD-1', 'MD+1'].includes(roleOf(day)))
      out.push({ rule: 'heavy-exposures', day: day.day, message: `${WEEKDAY_LABELS[day.day]}: heavy lifting on ${roleOf(day)}` });
  if (!ctx.planned) return out;

  // Speed: backs 3-6 near-maximal sprints of 20-50 m; forwards accelerations.
  const isBack = back ?? (ctx.individual ? doc.meta.position === null || BACK_POSITIONS.includes(doc.meta.position) : true);
  const [minSprints, maxSprintEfforts] = MAX_SPRINT_EFFORTS;
  if (isBack && (maxSprints < minSprints || maxSprints > maxSprintEfforts))
    out.push({ rule: 'sprint-exposure', message: `${maxSprints} near-maximal sprints of 20-50 m this week (backs: ${minSprints}-${maxSprintEfforts})` });
  if (!isBack && accelerations + maxSprints === 0) out.push({ rule: 'sprint-exposure', message: 'No acceleration work this week' });

  // Strength: the patterns, each exercise on at most two days.
  const liftIds = doc.days.flatMap((day) =>
    day.blocks.filter((b) => b.kind === 'strength').flatMap((b) => b.items.map((i) => i.exerciseId ?? lookAlikeLift(i))),
  );
  for (const need of strengthNeeds(ageBand))
    if (!liftIds.some((id) => meetsNeed(id, need, ageBand))) out.push({ rule: 'strength-structure', message: `No ${NEED_LABELS[need]} this week` });
  const daysOf = new Map<string, Set<string>>();
  for (const day of doc.days)
    for (const item of strengthItems(day)) {
      const key = item.exerciseId ?? item.name.toLowerCase();
      daysOf.set(key, (daysOf.get(key) ?? new Set()).add(day.day));
    }
  for (const [key, days] of daysOf)
    if (days.size >= 3) {
      const name = all.find(({ item }) => (item.exerciseId ?? item.name.toLowerCase()) === key)!.item.name;
      out.push({ rule: 'strength-structure', item: name, message: `${name} on ${days.size} days (at most two a week)` });
    }

  // In-season: one or two heavy exposures, never the day before or after a match.
  if (phase === 'in-season' && adult) {
    if (heavyDays.length > 2) out.push({ rule: 'heavy-exposures', message: `Heavy lifting on ${heavyDays.length} days (in-season: 1-2)` });
    const canHold = doc.days.some((d) => ['MD-3', 'MD-4', 'MD-5', 'MD-6', 'none'].includes(roleOf(d)) && d.blocks.some((b) => b.kind === 'strength'));
    // A lighter (deload) week brings load down with the volume: its heavy exposure is optional.
    if (!heavyDays.length && canHold && !isLighterWeek(doc.meta.weekOfPhase))
      out.push({ rule: 'heavy-exposures', message: 'No heavy exposure this week (in-season: 1-2, e.g. 3 × 3-5 at 80-88 % 1RM)' });
  }
  return out;
}

/** The library lift a coach's or an AI provider's strength item names (its pattern), or null. */
function lookAlikeLift(item: ProgramItemDoc): string | null {
  const words = item.name.toLowerCase();
  for (const [id, re] of LIFT_WORDS) if (re.test(words) && patternOf(id)) return id;
  return null;
}
const LIFT_WORDS: ReadonlyArray<readonly [string, RegExp]> = [
  ['st-front-squat', /front squat/],
  ['st-back-squat', /\bback squat|\bsquats?\b(?!.*(?:jump|goblet|split|zercher|body ?weight))/],
  ['st-zercher-squat', /zercher/],
  ['st-goblet-squat', /goblet/],
  ['st-split-squat', /split squat|bulgarian/],
  ['st-trap-bar-deadlift', /\b(?:trap|hex)[- ]bar dead|\bdeadlift/],
  ['st-rdl', /\brdl\b|romanian/],
  ['st-bench-press', /bench/],
  ['st-push-press', /push press|overhead press|military press|\bohp\b/],
  ['st-landmine-press', /landmine press/],
  ['st-weighted-pullup', /pull[- ]?ups?|chin[- ]?ups?/],
  ['st-db-row', /\brows?\b/],
];

/** One line per violation, for logs, repair prompts and error messages. */
export const describeViolations = (violations: readonly RuleViolation[]) =>
  violations.map((v) => `${v.day && !v.message.startsWith(WEEKDAY_LABELS[v.day]) ? `${WEEKDAY_LABELS[v.day]}: ` : ''}${v.message} [${v.rule}]`).join('; ');

/**
 * The violations that are the coach's call, and the rest. An imported program keeps the coach's own items as written
 * (origin 'coach'), so what only their items break — a strength block of one lift, contact they planned, a warm-up
 * of their own without neck work, live minutes over the phase's budget — is theirs to decide, shown to them, and
 * never a reason to refuse their program; everything the app wrote or added must pass.
 */
export function splitViolations(doc: ProgramDocument, violations: readonly RuleViolation[]): { app: RuleViolation[]; coach: RuleViolation[] } {
  const app: RuleViolation[] = [];
  const coach: RuleViolation[] = [];
  const daysOf = (v: RuleViolation) => doc.days.filter((d) => !v.day || d.day === v.day);
  const blocksOf = (v: RuleViolation) => daysOf(v).flatMap((d) => d.blocks.filter((b) => !v.block || b.kind === v.block));
  const appMinutes = (level: 'live' | 'controlled') =>
    doc.days
      .flatMap(dayItems)
      .filter((i) => i.contact === level && i.origin !== 'coach')
      .reduce((s, i) => s + i.minutes, 0);
  const hasCoachItems = doc.days.some((d) => d.blocks.some((b) => b.items.some((i) => i.origin === 'coach')));
  for (const v of violations) {
    const theirs =
      WEEK_STRUCTURE_RULES.includes(v.rule) && hasCoachItems
        ? true
        : v.item !== undefined
          ? blocksOf(v).some((b) => b.items.some((i) => i.name === v.item && i.origin === 'coach'))
          : v.rule === 'strength-block' || v.rule === 'laws-block'
            ? blocksOf(v).some((b) => b.items.some((i) => i.origin === 'coach'))
            : v.rule === 'neck-before-contact'
              ? daysOf(v).some((d) => d.blocks[0]?.items.some((i) => i.origin === 'coach'))
              : v.rule === 'contact-budget'
                ? appMinutes('live') <= liveContactBudget(doc.meta.seasonPhase, doc.meta.weekOfPhase) &&
                  appMinutes('controlled') <= controlledContactBudget(doc.meta.seasonPhase, doc.meta.weekOfPhase)
                : false;
    (theirs ? coach : app).push(v);
  }
  return { app, coach };
}
