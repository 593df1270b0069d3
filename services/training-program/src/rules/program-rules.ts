import {
  dayMinutesOf,
  documentViews,
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
import { controlledContactBudget, liveContactBudget, liveScrummagingAllowed } from '../planning/day-templates.ts';
import { doseOfItem, prescriptionOf } from '../generator/dosing.ts';

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
}

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
  return documentViews(doc)
    .flatMap((view) => checkView(view, ctx))
    .filter((v) => {
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
  for (const v of violations) {
    const theirs =
      v.item !== undefined
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
