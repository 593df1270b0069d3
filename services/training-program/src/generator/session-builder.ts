import type { Position, SeasonPhase } from '@rugby/contracts';
import { ACTIVITIES, type Activity, type Equipment, type LibraryCategory } from '../content/activities.ts';
import { INTENSITY_RANK, PHASE_PLANS, type Intensity, type MainWorkSplit } from '../content/periodisation.ts';
import { ALL_POSITIONS, BACKS, FORWARDS } from '../content/positions.ts';
import type { ProgramBlock, ProgramItem } from './program.ts';
import { UNIT_SPLIT } from './program.ts';
import { distribute, type Random } from './random.ts';

/** What may be chosen for a session. */
export interface Constraints {
  positions: readonly Position[];
  /** 'none' = no gym: bodyweight and field work only. */
  equipment: 'any' | 'none';
  maxIntensity: Intensity;
  liveContact: boolean;
  excludeTags: readonly string[];
  /** A whole-squad session (squad-wide drills plus unit splits); by default when every position is targeted. */
  squad?: boolean;
}

/**
 * Preferences steering the choice: what the coach asked for (focusTags) outweighs everything, then the day's tags,
 * then the style's (in priority order).
 */
export interface Preferences { dayTags: readonly string[]; styleTags: readonly string[]; preferTags?: readonly string[]; focusTags?: readonly string[] }

/** Keeps choices varied across a week and reproducible for the same seed. */
export interface Selector { random: Random; used: Map<string, number> }
export const newSelector = (random: Random): Selector => ({ random, used: new Map() });

export const isTeamWide = (c: Constraints) => c.squad ?? c.positions.length >= ALL_POSITIONS.length - 1;
/** Whole-squad activities (suit every position). */
export const isSquadWide = (a: Activity) => a.positions.length === ALL_POSITIONS.length;
const isLiveContact = (a: Activity) => a.tags.includes('contact') && a.intensity === 'high';

export function allowed(activity: Activity, c: Constraints): boolean {
  if (activity.tags.includes('test')) return false;
  if (c.equipment === 'none' && activity.equipment === 'gym') return false;
  if (INTENSITY_RANK[activity.intensity] > INTENSITY_RANK[c.maxIntensity]) return false;
  if (!c.liveContact && isLiveContact(activity)) return false;
  if (activity.tags.some((t) => c.excludeTags.includes(t))) return false;
  return activity.positions.some((p) => c.positions.includes(p));
}

export function score(activity: Activity, prefs: Preferences, c: Constraints, selector: Selector): number {
  let s = 0;
  for (const tag of activity.tags) {
    if (prefs.focusTags?.includes(tag)) s += 8;
    if (prefs.dayTags.includes(tag)) s += 3;
    if (prefs.preferTags?.includes(tag)) s += 2;
    const i = prefs.styleTags.indexOf(tag);
    if (i >= 0) s += 1.5 * (1 - i / Math.max(prefs.styleTags.length, 1));
  }
  // A position session favours the group's own drills over whole-squad ones.
  if (!isTeamWide(c) && activity.positions.length < ALL_POSITIONS.length) s += 2.5;
  s -= 5 * (selector.used.get(activity.id) ?? 0);
  return s + selector.random() * 1.5;
}

export function bestActivity(category: LibraryCategory, prefs: Preferences, c: Constraints, selector: Selector, exclude: ReadonlySet<string> = new Set(), filter: (a: Activity) => boolean = () => true): Activity | null {
  let best: Activity | null = null;
  let bestScore = -Infinity;
  for (const activity of ACTIVITIES) {
    if (activity.category !== category || exclude.has(activity.id) || !allowed(activity, c) || !filter(activity)) continue;
    const s = score(activity, prefs, c, selector);
    if (s > bestScore) { best = activity; bestScore = s; }
  }
  return best;
}

export const markUsed = (selector: Selector, activity: Activity) => selector.used.set(activity.id, (selector.used.get(activity.id) ?? 0) + 1);
export const toItem = (activity: Activity, minutes: number): ProgramItem => ({ name: activity.name, minutes, description: activity.description });

/**
 * A unit split for whole-squad sessions: forwards and backs work on their own drill at the same time.
 * With requireTag, at least one side's drill carries it (when the library has one).
 */
export function unitSplit(prefs: Preferences, c: Constraints, selector: Selector, minutes: number, exclude: Set<string>, requireTag?: string): ProgramItem | null {
  const only = (group: readonly Position[], tag?: string) => (a: Activity) =>
    !isSquadWide(a) && a.positions.every((p) => group.includes(p)) && (!tag || a.tags.includes(tag));
  const pick = (group: readonly Position[], tag?: string) => bestActivity('skills', prefs, c, selector, exclude, only(group, tag));
  let forwards = pick(FORWARDS, requireTag);
  let backs = pick(BACKS, requireTag);
  if (requireTag && !forwards && !backs) return null;
  forwards ??= pick(FORWARDS);
  backs ??= pick(BACKS);
  if (!forwards || !backs) return null;
  markUsed(selector, forwards);
  markUsed(selector, backs);
  exclude.add(forwards.id).add(backs.id);
  return { name: `${UNIT_SPLIT}${forwards.name} / ${backs.name}`, minutes, description: `Forwards: ${forwards.description} Backs: ${backs.description}` };
}

/** Fills a block of the given length with one to three activities from the library. */
export function buildBlock(category: LibraryCategory, minutes: number, prefs: Preferences, c: Constraints, selector: Selector, note: string | null = null): ProgramBlock {
  const items: ProgramItem[] = [];
  const exclude = new Set<string>();
  let remaining = minutes;
  const filter = isTeamWide(c) ? isSquadWide : undefined;
  while (remaining > 0 && items.length < 3) {
    if (category === 'skills' && isTeamWide(c) && items.length === 1 && remaining >= 6) {
      const split = unitSplit(prefs, c, selector, remaining, exclude);
      if (split) { items.push(split); remaining = 0; break; }
    }
    const activity = bestActivity(category, prefs, c, selector, exclude, filter);
    if (!activity) break;
    markUsed(selector, activity);
    exclude.add(activity.id);
    // Whole-squad skills share the block with a unit split (forwards and backs drills side by side).
    const nominal = category === 'skills' && isTeamWide(c) && items.length === 0 && minutes >= 12 ? Math.min(activity.durationMinutes, Math.ceil(minutes / 2)) : activity.durationMinutes;
    const take = remaining - nominal < 4 || items.length === 2 ? remaining : nominal;
    items.push(toItem(activity, take));
    remaining -= take;
  }
  if (remaining > 0 && items.length) items[items.length - 1]!.minutes += remaining;
  return { category, note, items };
}

export type MainCategory = keyof MainWorkSplit;
export const MAIN_CATEGORIES: readonly MainCategory[] = ['skills', 'strength', 'conditioning'];

/** Minutes per block of a session: warm-up and cool-down from the phase (scaled down for short sessions), laws 5, the rest split. */
export function allocateMinutes(total: number, phase: SeasonPhase, split: MainWorkSplit, withLaws: boolean): Record<LibraryCategory, number> {
  const plan = PHASE_PLANS[phase];
  const warmup = total >= 45 ? plan.warmupMinutes : Math.max(5, Math.round(total * 0.18));
  const cooldown = total >= 45 ? plan.cooldownMinutes : Math.max(4, Math.round(total * 0.12));
  const laws = withLaws && total >= 40 ? 5 : 0;
  const [skills = 0, strength = 0, conditioning = 0] = distribute(total - warmup - cooldown - laws, MAIN_CATEGORIES.map((k) => split[k]));
  return { warmup, skills, strength, conditioning, laws, cooldown };
}

export function biasedSplit(base: MainWorkSplit, bias: Partial<Record<MainCategory, number>>): MainWorkSplit {
  const out = { ...base };
  for (const k of MAIN_CATEGORIES) out[k] = Math.max(0.05, out[k] + (bias[k] ?? 0));
  return out;
}

export const SESSION_ORDER: readonly LibraryCategory[] = ['warmup', 'skills', 'strength', 'conditioning', 'laws', 'cooldown'];

export interface SessionSpec {
  minutes: Record<LibraryCategory, number>;
  prefs: Preferences;
  constraints: Constraints;
  notes?: Partial<Record<LibraryCategory, string>>;
}

/** A whole session in order: warm-up first, cool-down last; empty blocks are left out. */
export function buildSession(spec: SessionSpec, selector: Selector): ProgramBlock[] {
  return SESSION_ORDER.filter((cat) => spec.minutes[cat] > 0)
    .map((cat) => buildBlock(cat, spec.minutes[cat], spec.prefs, spec.constraints, selector, spec.notes?.[cat] ?? null))
    .filter((b) => b.items.length > 0);
}

export const equipmentOf = (c: Constraints): Equipment => (c.equipment === 'none' ? 'none' : 'gym');
