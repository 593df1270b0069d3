import {
  PROGRAM_DOCUMENT_VERSION,
  TRAINING_DAYS,
  type AgeBand,
  type BlockKind,
  type ContactLevel,
  type EliteProgramType,
  type Intensity,
  type Position,
  type ProgramBlockDoc,
  type ProgramDayDoc,
  type ProgramDocument,
  type ProgramItemDoc,
  type SeasonPhase,
  type TrainingDay,
} from '@rugby/contracts';
import { ACTIVATE_NOTE, activateStage, activateWarmup } from '../content/activate.ts';
import { ACTIVITIES, activityById, type Activity } from '../content/activities.ts';
import { STYLE_EMPHASES } from '../content/elite-styles.ts';
import { doseMinutes, type Dose } from '../content/prescription.ts';
import { ALL_POSITIONS } from '../content/positions.ts';
import {
  controlledContactBudget,
  dayTemplate,
  liveContactBudget,
  liveScrummagingAllowed,
  scrummagingAllowed,
  type DayTemplate,
} from '../planning/day-templates.ts';
import { weekRoles, type MatchDay } from '../planning/match-day.ts';
import { chooseDose, doseOfItem, fitDose, libraryItem, prescriptionOf, rangeFor } from './dosing.ts';
import { BACKS } from '../content/positions.ts';
import { isAcceleration, isHeavy, isMaxSpeedSprint, MAX_SPRINT_EFFORTS, meetsNeed, strengthNeeds, type StrengthNeed } from '../content/strength-patterns.ts';
import { distribute, seededRandom, type Random } from './random.ts';

/** Everything a week is built from. */
export interface WeekRequest {
  source: ProgramDocument['meta']['source'];
  style: EliteProgramType | null;
  title: string;
  intro: string[];
  restDay: string;
  weekend: string;
  phase: SeasonPhase;
  weekOfPhase: number;
  /** Week of the whole season (Activate stage); defaults to weekOfPhase. */
  weekOfSeason?: number;
  matchDay: MatchDay | null;
  /** In-season roles of the training days from the team's fixtures: they win over `matchDay`'s weekly pattern. */
  matchDayRoles?: Partial<Record<TrainingDay, string>> | null;
  ageBand: AgeBand;
  /** Who trains: the squad's positions, or the one player's. */
  positions: readonly Position[];
  /** A personal program: one player, no pack or unit work. */
  individual: boolean;
  position: Position | null;
  /** Theme and library tags of each training day (Monday, Tuesday, Thursday, Friday). */
  days: readonly [DayFocus, DayFocus, DayFocus, DayFocus];
  /** Library tags of the style or the position group, in priority order. */
  styleTags: readonly string[];
  /** Exercises that carry the style's identity in S&C (strongly preferred when allowed). */
  signature?: readonly string[];
  /** Bias of the main-work split, e.g. { strength: +0.06 }. */
  bias?: Partial<Record<'skills' | 'strength' | 'conditioning', number>>;
  seed: Array<string | number | null | undefined>;
  /** Days the team already trains together (a personal program complements them: no second heavy session). */
  teamTrainingDays?: readonly TrainingDay[];
  /** A single session's length the coach asked for (instead of the day template's). */
  sessionMinutes?: number;
}
export interface DayFocus {
  theme: string;
  tags: readonly string[];
}

const CONTACT_RANK: Record<ContactLevel, number> = { none: 0, controlled: 1, live: 2 };
const INTENSITY_RANK: Record<Intensity, number> = { low: 0, moderate: 1, high: 2 };
const minContact = (a: ContactLevel, b: ContactLevel): ContactLevel => (CONTACT_RANK[a] <= CONTACT_RANK[b] ? a : b);

const isSquadWide = (a: Activity) => a.positions.length === ALL_POSITIONS.length;

interface DayState {
  index: number;
  role: string;
  phase: SeasonPhase;
  week: number;
  ageBand: AgeBand;
  template: DayTemplate;
  contactToday: ContactLevel;
  hasStrength: boolean;
}

interface WeekState {
  random: Random;
  used: Map<string, number>;
  liveLeft: number;
  controlledLeft: number;
  /** The week's structure (issue 33): which day holds what, and what is in already. */
  plan?: WeekPlan;
  heavyDays: Set<number>;
  met: Set<StrengthNeed>;
  sprinted: boolean;
}

/**
 * Where a full week puts its structure: the lower-body main lift on the heavy day (an in-season one heavy), the push and
 * the pull on the upper-body day, the week's near-maximal sprints (backs) or accelerations (forwards) on the speed day.
 */
interface WeekPlan {
  needs: Map<number, StrengthNeed[]>;
  heavyOn: number | null;
  speedDay: number | null;
  sprint: 'max-speed' | 'acceleration';
  inSeason: boolean;
  adult: boolean;
}

function weekPlan(req: WeekRequest, roles: Record<TrainingDay, string>): WeekPlan | undefined {
  if (req.phase === 'off-season' || (req.individual && (req.teamTrainingDays?.length ?? 0) > 0)) return undefined;
  const templates = TRAINING_DAYS.map((day) => frameTemplate(req, day, roles[day]!));
  const first = (...kinds: DayTemplate['strength'][]) => {
    for (const kind of kinds) {
      const i = templates.findIndex((t) => t.strength === kind);
      if (i >= 0) return i;
    }
    return -1;
  };
  const lower = first('heavy', 'maintenance', 'power', 'light');
  if (lower < 0) return undefined;
  const mdPlus2 = TRAINING_DAYS.findIndex((d) => roles[d] === 'MD+2' && templates[TRAINING_DAYS.indexOf(d)]!.strength !== 'none');
  const power = first('power');
  const upper = req.phase === 'pre-season' ? (power >= 0 ? power : lower) : mdPlus2 >= 0 ? mdPlus2 : lower;
  const needs = new Map<number, StrengthNeed[]>();
  for (const need of strengthNeeds(req.ageBand)) {
    const at = need === 'push' || need === 'pull' ? upper : lower;
    needs.set(at, [...(needs.get(at) ?? []), need]);
  }
  const speed = templates.findIndex((t) => t.conditioning === 'speed');
  const back = !req.individual || req.position === null || BACKS.includes(req.position);
  return {
    needs,
    heavyOn: req.phase === 'in-season' && req.ageBand === 'adult' ? lower : null,
    speedDay: speed >= 0 ? speed : null,
    sprint: back ? 'max-speed' : 'acceleration',
    inSeason: req.phase === 'in-season',
    adult: req.ageBand === 'adult',
  };
}

/** Whether an exercise may be chosen today (phase, day, contact, equipment, who trains). */
function allowedToday(a: Activity, req: WeekRequest, day: DayState, week: WeekState, kind: BlockKind): boolean {
  const p = prescriptionOf(a);
  // Fitness tests (Yo-Yo, 1RM) go in only when the coach asks for one; rehab only in an injured player's day.
  if (!p || a.category !== kind || !rangeFor(a, day.phase) || a.tags.includes('test') || a.tags.includes('rehab')) return false;
  if (INTENSITY_RANK[a.intensity] > INTENSITY_RANK[day.template.maxIntensity]) return false;
  if (CONTACT_RANK[p.contact] > CONTACT_RANK[day.contactToday]) return false;
  if (p.heavyEccentric && !day.template.heavyEccentric) return false;
  if (p.scrummaging && (!scrummagingAllowed(day.phase) || (p.contact === 'live' && !liveScrummagingAllowed(day.phase, day.week)))) return false;
  if (p.coldWater && day.hasStrength) return false;
  // A player alone can work with a partner (a team-mate, a friend) but not with a pack or a unit.
  if (req.individual && (p.needsPack || p.kind === 'game')) return false;
  if (!a.positions.some((pos) => req.positions.includes(pos))) return false;
  // A whole-squad session uses whole-squad work (unit and position drills belong to position sessions and personal programs).
  if (!req.individual && req.positions.length >= ALL_POSITIONS.length - 1 && !isSquadWide(a)) return false;
  // Each strength and conditioning exercise on two days of the week at most.
  if ((kind === 'strength' || kind === 'conditioning') && (week.used.get(a.id) ?? 0) >= 2) return false;
  // Nordics are the Activate warm-up's (three days a week at Activate doses): never a second dose in the main work.
  if (kind === 'strength' && p.heavyEccentric) return false;
  // The week's near-maximal sprints are planned on its speed day, once.
  if (week.plan && isMaxSpeedSprint(a, p, rangeFor(a, day.phase)!.distanceMeters ?? null) && (day.index !== week.plan.speedDay || week.sprinted)) return false;
  if (['MD-1', 'MD+1'].includes(day.role) && isMaxSpeedSprint(a, p, rangeFor(a, day.phase)!.distanceMeters ?? null)) return false;
  if (kind === 'strength') {
    const s = day.template.strength;
    if (s === 'light' && (a.intensity === 'high' || p.heavyEccentric)) return false;
    if (s === 'power' && p.heavyEccentric) return false;
  }
  if (kind === 'conditioning') {
    const c = day.template.conditioning;
    if (p.hardInterval && c !== 'hard') return false;
    // Easy: aerobic work at a conversational or steady pace (tempo runs at 70% are aerobic), never intervals.
    if (c === 'easy' && (a.intensity === 'high' || !['aerobic', 'recovery', 'mobility'].includes(p.kind))) return false;
    if (c === 'speed' && !['sprint', 'plyometric'].includes(p.kind)) return false;
    // Hard: a day planned for repeat efforts, not for steady aerobic work (that is what easy and moderate days hold).
    if (c === 'hard' && ['aerobic', 'recovery', 'mobility'].includes(p.kind)) return false;
  }
  if (kind === 'skills' && day.template.contact === 'none' && p.contact !== 'none') return false;
  return true;
}

const kindIsSandC = (a: Activity) => a.category === 'strength' || a.category === 'conditioning';
const OTHER_SIGNATURES = new Set(Object.values(STYLE_EMPHASES).flatMap((e) => e.signature));

function scoreOf(a: Activity, req: WeekRequest, focus: DayFocus, day: DayState, week: WeekState): number {
  const p = prescriptionOf(a)!;
  let s = 0;
  // A single session's focus is the coach's own words: it leads, whatever the group usually works on.
  const focusWeight = req.source === 'session' ? 10 : 3;
  for (const tag of a.tags) {
    if (focus.tags.includes(tag)) s += focusWeight;
    const i = req.styleTags.indexOf(tag);
    if (i >= 0) s += 1.5 * (1 - i / Math.max(req.styleTags.length, 1));
  }
  if (req.signature?.includes(a.id)) s += 6;
  // Another style's strength and conditioning signature: chosen only when nothing else fits.
  else if (req.signature && kindIsSandC(a) && OTHER_SIGNATURES.has(a.id)) s -= 3;
  if (day.template.strength === 'heavy' && p.kind === 'loaded-lift') s += 2;
  if (day.template.strength === 'power' && (a.tags.includes('power') || p.kind === 'plyometric')) s += 2;
  if (req.individual && !isSquadWide(a)) s += 2;
  s -= 4 * (week.used.get(a.id) ?? 0);
  return s + week.random() * 2;
}

function candidates(kind: BlockKind, req: WeekRequest, focus: DayFocus, day: DayState, week: WeekState, exclude: Set<string>): Activity[] {
  return ACTIVITIES.filter((a) => !exclude.has(a.id) && allowedToday(a, req, day, week, kind))
    .map((a) => ({ a, s: scoreOf(a, req, focus, day, week) }))
    .sort((x, y) => y.s - x.s)
    .map((x) => x.a);
}

/** Contact minutes an item spends, against the week's budget. */
function spendContact(item: ProgramItemDoc, week: WeekState): void {
  if (item.contact === 'live') week.liveLeft -= item.minutes;
  if (item.contact === 'controlled') week.controlledLeft -= item.minutes;
}

function contactFits(a: Activity, minutes: number, week: WeekState): boolean {
  const c = prescriptionOf(a)!.contact;
  return c === 'none' || (c === 'live' ? week.liveLeft >= minutes : week.controlledLeft >= minutes);
}

/**
 * Fills a block with library exercises whose doses fit its minutes (each item's minutes are what its dose takes),
 * between minItems and maxItems of them; returns the items (possibly a little under the target).
 */
function fillBlock(
  kind: BlockKind,
  target: number,
  req: WeekRequest,
  focus: DayFocus,
  day: DayState,
  week: WeekState,
  minItems: number,
  maxItems: number,
): ProgramItemDoc[] {
  const items: ProgramItemDoc[] = [];
  const exclude = new Set<string>();
  let remaining = target;
  const ranked = candidates(kind, req, focus, day, week, exclude);
  // A contact day's skills work starts with its contact drill, at the level the day and the phase's week allow (the
  // weekly budget caps its minutes below): contact skill is trained on purpose, not left to chance.
  const drillFits = (a: Activity) =>
    fitDose(prescriptionOf(a)!, rangeFor(a, day.phase)!, chooseDose(rangeFor(a, day.phase)!, day.week, day.ageBand), target) !== null;
  const contactDrill =
    kind === 'skills' && day.contactToday !== 'none'
      ? (ranked.find((a) => prescriptionOf(a)!.contact === day.contactToday && drillFits(a)) ??
        ranked.find((a) => prescriptionOf(a)!.contact !== 'none' && drillFits(a)))
      : undefined;
  // A single session the coach gave a focus opens with that focus; the contact drill follows it.
  let order = !contactDrill
    ? ranked
    : req.source === 'session' && ranked[0] !== contactDrill
      ? [ranked[0]!, contactDrill, ...ranked.slice(1).filter((x) => x !== contactDrill)]
      : [contactDrill, ...ranked.filter((x) => x !== contactDrill)];
  // The week's structure first: today's strength patterns (a heavy lower-body lift on an in-season heavy day), or the
  // speed day's sprints.
  const plan = week.plan;
  const heavyOf = (a: Activity, dose: Dose) => isHeavy(a.id, dose.load, dose.repsMax ?? dose.reps);
  const doseOf = (a: Activity) => chooseDose(rangeFor(a, day.phase)!, day.week, day.ageBand);
  // Never heavy the day before or after a match; in a planned in-season week not on a power day, on two days at most.
  const heavyAllowed =
    !['MD-1', 'MD+1'].includes(day.role) &&
    (!plan?.inSeason || !(day.template.strength === 'power' || (!week.heavyDays.has(day.index) && week.heavyDays.size >= 2)));
  const first: Activity[] = [];
  // A required exercise is one whose dose fits what the block has left for it (the next one of the pattern if not).
  let reserved = 0;
  const fitsIn = (a: Activity, share: number) => {
    const dose = fitDose(prescriptionOf(a)!, rangeFor(a, day.phase)!, doseOf(a), share);
    return dose ? doseMinutes(prescriptionOf(a)!, dose) : null;
  };
  if (plan && kind === 'strength') {
    const needs = (plan.needs.get(day.index) ?? []).filter((n) => !week.met.has(n));
    needs.forEach((need, i) => {
      if (first.some((a) => meetsNeed(a.id, need, day.ageBand))) return;
      const share = target - reserved - 5 * Math.max(needs.length - i - 1, minItems - first.length - 1, 0);
      const fits = order.filter((a) => !first.includes(a) && meetsNeed(a.id, need, day.ageBand) && fitsIn(a, share) !== null);
      const heavyFirst = plan.heavyOn === day.index && !week.heavyDays.size && need === 'lower-main' ? fits.find((a) => heavyOf(a, doseOf(a))) : undefined;
      const pick = heavyFirst ?? fits.find((a) => heavyAllowed || !heavyOf(a, doseOf(a)));
      if (pick) {
        first.push(pick);
        reserved += fitsIn(pick, share)!;
      }
    });
  }
  if (plan && kind === 'conditioning' && plan.speedDay === day.index && !week.sprinted) {
    const pick =
      plan.sprint === 'max-speed'
        ? order.find((a) => isMaxSpeedSprint(a, prescriptionOf(a), rangeFor(a, day.phase)!.distanceMeters ?? null) && fitsIn(a, target) !== null)
        : order.find((a) => isAcceleration(a, prescriptionOf(a)) && fitsIn(a, target) !== null);
    if (pick) first.push(pick);
  }
  if (first.length) order = [...first, ...order.filter((a) => !first.includes(a))];
  for (const a of order) {
    if (items.length >= maxItems || remaining <= 0) break;
    const p = prescriptionOf(a)!;
    const range = rangeFor(a, day.phase)!;
    // Leave room for the exercises still needed to reach the minimum.
    const still = Math.max(0, minItems - items.length - 1);
    const room = remaining - still * 5;
    if (room < 2) break;
    let dose = fitDose(p, range, chooseDose(range, day.week, day.ageBand), room);
    if (!dose) continue;
    if (heavyOf(a, dose) && !heavyAllowed) continue;
    const maxSpeed = isMaxSpeedSprint(a, p, dose.distanceMeters);
    if (maxSpeed && week.sprinted && week.plan?.sprint === 'max-speed') continue;
    if (maxSpeed) dose = { ...dose, sets: Math.min(dose.sets, MAX_SPRINT_EFFORTS[1]) };
    const minutes = doseMinutes(p, dose);
    if (!contactFits(a, minutes, week)) continue;
    const item = libraryItem(a, dose, minutes);
    items.push(item);
    exclude.add(a.id);
    week.used.set(a.id, (week.used.get(a.id) ?? 0) + 1);
    spendContact(item, week);
    remaining -= minutes;
    if (plan?.inSeason && heavyOf(a, dose)) week.heavyDays.add(day.index);
    if (maxSpeed || (plan?.sprint === 'acceleration' && isAcceleration(a, p))) week.sprinted = true;
    if (kind === 'strength') for (const need of strengthNeeds(day.ageBand)) if (meetsNeed(a.id, need, day.ageBand)) week.met.add(need);
  }
  return items;
}

/** Gives a block's unused minutes to its items: more sets within the range first, then honest extra time (≤ ×2). */
function absorbSlack(items: ProgramItemDoc[], slack: number, phase: SeasonPhase): number {
  let left = slack;
  // Contact minutes were counted against the week's budget when the item was chosen: they do not grow.
  const grow = items.filter((item) => item.contact === 'none');
  for (const item of grow) {
    if (left <= 0) break;
    const a = item.exerciseId ? activityById(item.exerciseId) : null;
    const p = a ? prescriptionOf(a) : null;
    const range = a ? rangeFor(a, phase) : null;
    if (!p || !range) continue;
    const cap = a && isMaxSpeedSprint(a, p, item.distanceMeters) ? Math.min(range.sets[1], MAX_SPRINT_EFFORTS[1]) : range.sets[1];
    while (left > 0 && item.sets < cap) {
      const more = { ...doseOfItem(item), sets: item.sets + 1 };
      const need = doseMinutes(p, more);
      if (need - item.minutes > left) break;
      left -= Math.max(0, need - item.minutes);
      item.sets = more.sets;
      item.minutes = Math.max(item.minutes, need);
    }
  }
  for (const item of grow) {
    if (left <= 0) break;
    const a = item.exerciseId ? activityById(item.exerciseId) : null;
    const p = a ? prescriptionOf(a) : null;
    const need = p ? doseMinutes(p, doseOfItem(item)) : item.minutes;
    const extra = Math.min(left, 2 * need - item.minutes);
    if (extra > 0) {
      item.minutes += extra;
      left -= extra;
    }
  }
  return left;
}

const blockOf = (kind: BlockKind, items: ProgramItemDoc[], note: string | null = null): ProgramBlockDoc | null => (items.length ? { kind, note, items } : null);

/**
 * A player training alone ends the Activate warm-up with a solo pulse raiser (agility footwork, then build-up runs)
 * instead of a group game, at the smallest dose that makes it a real one (it may take a minute or two longer).
 */
function soloPulseRaiser(minutes: number, phase: SeasonPhase): ProgramItemDoc | null {
  for (const id of ['wu-agility-cones', 'wu-dynamic-prep']) {
    const activity = activityById(id);
    const p = activity ? prescriptionOf(activity) : null;
    const range = activity ? rangeFor(activity, phase) : null;
    if (!activity || !p || !range) continue;
    const smallest = { ...chooseDose(range, 1, 'adult'), sets: range.sets[0] };
    const dose = fitDose(p, range, smallest, Math.max(minutes, doseMinutes(p, smallest)));
    if (dose) return { ...libraryItem(activity, dose), notes: `Pulse raiser, alone: ${activity.description}` };
  }
  return null;
}

/** What a frame needs to know about the week (the week builder's request, or an AI provider's brief). */
export type FrameRequest = Pick<
  WeekRequest,
  'phase' | 'weekOfPhase' | 'weekOfSeason' | 'matchDay' | 'matchDayRoles' | 'ageBand' | 'positions' | 'individual' | 'teamTrainingDays' | 'sessionMinutes'
>;

/**
 * What the planner fixes for a training day before any exercise is chosen: its match-day role, its template (length,
 * hardest work, strength and conditioning emphasis), the most contact allowed, and its Activate warm-up.
 */
export interface DayFrame {
  day: TrainingDay;
  role: string;
  template: DayTemplate;
  contactToday: ContactLevel;
  warmup: ProgramItemDoc[];
}

/** `warmupMinutes`: the Activate warm-up's length (15-20); by default 18 for sessions of 55 minutes or more, else 15. */
export function dayFrame(req: FrameRequest, dayIndex: number, role: string, warmupMinutes?: number): DayFrame {
  const day = TRAINING_DAYS[dayIndex]!;
  const template = frameTemplate(req, day, role);
  const phaseContact: ContactLevel = req.phase === 'off-season' ? 'none' : req.phase === 'pre-season' && req.weekOfPhase <= 2 ? 'controlled' : 'live';
  const contactToday = req.individual ? 'none' : minContact(template.contact, phaseContact);
  const warmup = activateItems(req, {
    dayBeforeMatch: role === 'MD-1',
    spareHamstrings: role === 'MD-1' ? null : spareHamstrings(req, day, role),
    contactToday: contactToday !== 'none',
    minutes: warmupMinutes ?? (template.minutes >= 55 ? 18 : 15),
  });
  return { day, role, template, contactToday, warmup };
}

/** A day's template for a request: a personal session on a day the squad trains together adds to it, not a second load. */
function frameTemplate(req: FrameRequest, day: TrainingDay, role: string): DayTemplate {
  let template = dayTemplate(req.phase, day, role);
  if (req.individual && req.teamTrainingDays?.includes(day)) {
    // The squad trains together today: the personal session adds position work and mobility, not a second load.
    template = {
      ...template,
      purpose: `Alongside team training: ${template.purpose.toLowerCase()}`,
      minutes: 45,
      maxIntensity: 'moderate',
      strength: 'light',
      conditioning: 'none',
      contact: 'none',
      heavyEccentric: false,
      split: { skills: 0.6, strength: 0.4, conditioning: 0 },
    };
  }
  if (req.sessionMinutes) template = { ...template, minutes: req.sessionMinutes };
  return template;
}

/**
 * Nordics at Activate doses on three days a week at most, never the day before a match or on a maximal-speed day:
 * why today's warm-up swaps them for glute bridge holds, or null when it has them. The week's roles come from the
 * request (its match day or fixtures); a fourth Nordic day is the last one of the week.
 */
function spareHamstrings(req: FrameRequest, day: TrainingDay, role: string): 'max-speed' | 'three-a-week' | null {
  if (frameTemplate(req, day, role).conditioning === 'speed') return 'max-speed';
  const roles = weekRoles(req.phase, req.matchDay, req.matchDayRoles);
  const nordicDays = TRAINING_DAYS.filter((d) => roles[d] !== 'MD-1' && frameTemplate(req, d, roles[d]!).conditioning !== 'speed');
  return nordicDays.length > 3 && nordicDays.indexOf(day) >= 3 ? 'three-a-week' : null;
}

/**
 * World Rugby's Activate warm-up as program items (library items at the stage of the season and the age band's doses);
 * a player training alone ends it with a solo pulse raiser.
 */
export function activateItems(
  req: Pick<FrameRequest, 'phase' | 'weekOfPhase' | 'weekOfSeason' | 'ageBand' | 'positions' | 'individual'>,
  opts: { dayBeforeMatch: boolean; spareHamstrings?: 'max-speed' | 'three-a-week' | null; contactToday: boolean; minutes: number },
): ProgramItemDoc[] {
  const frontRow = req.positions.includes('prop') || req.positions.includes('hooker');
  return activateWarmup({
    ageBand: req.ageBand,
    stage: activateStage(req.weekOfSeason ?? req.weekOfPhase),
    dayBeforeMatch: opts.dayBeforeMatch,
    spareHamstrings: opts.spareHamstrings ?? null,
    contactToday: opts.contactToday,
    frontRowInSquad: frontRow,
    minutes: opts.minutes,
  })
    .map(({ activityId, dose, minutes }) => libraryItem(activityById(activityId)!, dose, minutes))
    .map((item, i, all) => (req.individual && i === all.length - 1 ? (soloPulseRaiser(item.minutes, req.phase) ?? item) : item));
}

/** The frame of every training day of a week (Monday, Tuesday, Thursday, Friday). */
export function weekFrames(req: FrameRequest): DayFrame[] {
  const roles = weekRoles(req.phase, req.matchDay, req.matchDayRoles);
  return TRAINING_DAYS.map((day, i) => dayFrame(req, i, roles[day]!));
}

/** One training day: Activate warm-up, the day's main work by its template, laws where planned, cool-down. */
function buildDay(req: WeekRequest, dayIndex: number, role: string, week: WeekState): ProgramDayDoc {
  const focus = req.days[dayIndex]!;
  const { day, template, contactToday, warmup } = dayFrame(req, dayIndex, role);
  const state: DayState = {
    index: dayIndex,
    role,
    phase: req.phase,
    week: req.weekOfPhase,
    ageBand: req.ageBand,
    template,
    contactToday,
    hasStrength: template.strength !== 'none',
  };
  const warmupTotal = warmup.reduce((s, i) => s + i.minutes, 0);

  const cooldownTarget = 6;
  const lawsTarget = template.laws && !req.individual ? 5 : 0;
  const main = template.minutes - warmupTotal - cooldownTarget - lawsTarget;
  // A single session is for rugby work first: it always has a skills block, whatever the day's template.
  const split = req.source === 'session' ? { ...template.split, skills: Math.max(template.split.skills, 0.4) } : template.split;
  const weights = [split.skills, state.hasStrength ? split.strength : 0, template.conditioning === 'none' ? 0 : split.conditioning];
  const [, strengthTarget = 0, conditioningTarget = 0] = distribute(
    main,
    weights.map((w, i) => Math.max(0, w + (req.bias?.[(['skills', 'strength', 'conditioning'] as const)[i]!] ?? 0) * (w > 0 ? 1 : 0))),
  );

  // Real doses need real time: a strength block gets at least 12 minutes and conditioning 8, taken from skills.
  // A single session short of main time keeps room for its skills focus: conditioning goes first, then strength.
  const lean = req.source === 'session' ? main : Infinity;
  // A day that carries the week's strength patterns has room for them (a main lift takes 8-13 minutes with its rests).
  const needsToday = (week.plan?.needs.get(dayIndex) ?? []).filter((n) => !week.met.has(n));
  // It keeps room for real skills work (8 minutes) and conditioning (8) where the day has them.
  const keep = (split.skills > 0 ? 8 : 0) + (template.conditioning === 'none' ? 0 : 8);
  const needsMinutes = needsToday.length ? Math.min(main - keep, 3 + needsToday.reduce((s, n) => s + (n === 'push' || n === 'pull' ? 6 : 11), 0)) : 0;
  const strengthMinutes = strengthTarget > 0 && lean >= 20 ? Math.max(12, strengthTarget, needsMinutes) : 0;
  // The speed day's sprints take 8-11 minutes with full recoveries.
  const sprintToday = week.plan?.speedDay === dayIndex && !week.sprinted;
  const conditioningMinutes = conditioningTarget > 0 && lean >= 32 ? Math.max(sprintToday ? 12 : 8, conditioningTarget) : 0;
  const strength = strengthMinutes ? fillBlock('strength', strengthMinutes, req, focus, state, week, 2, 4) : [];
  state.hasStrength = strength.length > 0;
  let conditioning = conditioningMinutes ? fillBlock('conditioning', conditioningMinutes, req, focus, state, week, 1, 2) : [];
  if (conditioningMinutes && !conditioning.length) conditioning = fillBlock('conditioning', conditioningMinutes + 6, req, focus, state, week, 1, 2);
  const laws = lawsTarget ? fillBlock('laws', lawsTarget, req, focus, state, week, 1, 1) : [];
  const cooldown = fillBlock('cooldown', cooldownTarget, req, focus, state, week, 1, 2);
  const used = [strength, conditioning, laws, cooldown, warmup].flat().reduce((s, i) => s + i.minutes, 0);
  const skillsRoom = template.minutes - used;
  const skills = split.skills > 0 && skillsRoom >= 6 ? fillBlock('skills', skillsRoom, req, focus, state, week, 1, 3) : [];

  // Unused minutes go to the main work (skills first where the day has them), then the cool-down: honestly (more
  // sets, or extra time of at most the dose's own length), never padding a dose to twice what it takes.
  let slack = template.minutes - [warmup, skills, strength, conditioning, laws, cooldown].flat().reduce((s, i) => s + i.minutes, 0);
  for (const items of [skills, conditioning, strength, cooldown]) if (slack > 0) slack = absorbSlack(items, slack, req.phase);

  const blocks = [
    blockOf('warmup', warmup, ACTIVATE_NOTE),
    blockOf('skills', skills),
    blockOf('strength', strength),
    blockOf('conditioning', conditioning),
    blockOf('laws', laws),
    blockOf('cooldown', cooldown),
  ].filter((b): b is ProgramBlockDoc => b !== null);
  return { day, matchDayRole: role, theme: role === 'MD-1' ? `${focus.theme} (captain's run)` : focus.theme, blocks };
}

/** One session on a training day (its role from the match day): the day a single session is built as. */
export function buildSessionDay(req: WeekRequest, day: TrainingDay): ProgramDayDoc {
  const roles = weekRoles(req.phase, req.matchDay, req.matchDayRoles);
  const week: WeekState = {
    random: seededRandom('session', ...req.seed, req.phase, req.weekOfPhase, day),
    used: new Map(),
    liveLeft: req.individual ? 0 : liveContactBudget(req.phase, req.weekOfPhase),
    controlledLeft: req.individual ? 0 : controlledContactBudget(req.phase, req.weekOfPhase),
    heavyDays: new Set(),
    met: new Set(),
    sprinted: false,
  };
  return buildDay(req, TRAINING_DAYS.indexOf(day), roles[day]!, week);
}

/** A training week as a structured document, deterministic for the same request. */
export function buildWeekDocument(req: WeekRequest): ProgramDocument {
  const roles = weekRoles(req.phase, req.matchDay, req.matchDayRoles);
  const week: WeekState = {
    random: seededRandom('week', ...req.seed, req.phase, req.weekOfPhase, req.ageBand),
    used: new Map(),
    liveLeft: req.individual ? 0 : liveContactBudget(req.phase, req.weekOfPhase),
    controlledLeft: req.individual ? 0 : controlledContactBudget(req.phase, req.weekOfPhase),
    plan: weekPlan(req, roles),
    heavyDays: new Set(),
    met: new Set(),
    sprinted: false,
  };
  // Plan the week's contact day first (MD-4, or Tuesday without a match) so it gets the live-contact budget.
  const order = TRAINING_DAYS.map((_, i) => i).sort((a, b) => contactPriority(roles[TRAINING_DAYS[b]!]!, b) - contactPriority(roles[TRAINING_DAYS[a]!]!, a));
  const built: ProgramDayDoc[] = [];
  for (const i of order) built[i] = buildDay(req, i, roles[TRAINING_DAYS[i]!]!, week);
  return {
    version: PROGRAM_DOCUMENT_VERSION,
    title: req.title,
    intro: req.intro,
    meta: {
      source: req.source,
      style: req.style,
      seasonPhase: req.phase,
      weekOfPhase: req.weekOfPhase,
      matchDay: req.phase === 'in-season' ? req.matchDay : null,
      ageBand: req.ageBand,
      position: req.position,
      customizations: [],
    },
    days: built,
    restDay: req.restDay,
    weekend: req.weekend,
  };
}

function contactPriority(role: string, index: number): number {
  if (role === 'MD-4' || role === 'MD-5') return 10;
  if (role === 'none') return index === 1 ? 10 : 5 - index;
  if (role === 'MD-3' || role === 'MD-2') return 5;
  return 0;
}
