import { LIMITS, TRAINING_ISO_WEEKDAYS, type ActivityCategory, type Position, type SeasonPhase } from '@rugby/contracts';
import { isoWeekday } from '@rugby/service-kit';
import { ACTIVITIES, activityById, type Activity, type LibraryCategory } from '../content/activities.ts';
import { dayMaxIntensity, PHASE_PLANS } from '../content/periodisation.ts';
import { ALL_POSITIONS, POSITION_GROUP_INFO, positionGroupOf } from '../content/positions.ts';
import { positionOfSkillsSession, skillsSessionActivity } from '../content/skills-guides.ts';
import { dayKind } from '../domain/calendar.ts';
import { distribute, seededRandom } from '../generator/random.ts';
import { allowed, markUsed, newSelector, score, SESSION_ORDER, type Constraints, type Preferences, type Selector } from '../generator/session-builder.ts';

/** One activity of a player's day: the `activity` of trainingLogSchema. */
export interface PlayerActivity { id: string; name: string; description: string; duration: number; category: ActivityCategory }

export type NoTrainingReason = 'rest-day' | 'recovery-day';

export interface DailyPlan {
  date: string;
  phase: SeasonPhase;
  /** Why there is nothing to do today; null on training days. */
  reason: NoTrainingReason | null;
  /** The day's focus (training days). */
  theme: string | null;
  /** Sum of the activities' minutes (45-60 on training days, 0 otherwise). */
  totalMinutes: number;
  /** The day's activities in order: warm-up first, cool-down last. Empty on rest days and weekends. */
  activities: PlayerActivity[];
  /** Advice for rest days and weekends, from the season phase. */
  note: string | null;
  /**
   * Weekends only: a short, optional recovery routine. It is a suggestion, not logged as activities and not counted
   * in progress, so a weekend never lowers a player's numbers.
   */
  optionalRecovery: PlayerActivity[];
}

export interface DailyPlanInput {
  playerId: string;
  position: Position | null;
  /** The team's season phase on that date (seasonPhaseOn); off-season for a player without a team. */
  phase: SeasonPhase;
  /** YYYY-MM-DD. */
  date: string;
}

const GENERAL_DAY_TAGS = [['handling', 'speed'], ['tackle', 'defence'], ['passing', 'decision'], ['speed', 'aerobic']] as const;
const GENERAL_THEMES = ['Core skills and speed', 'Tackle and defence', 'Passing and decisions', 'Speed and engine'] as const;
/** Smallest main work (skills, strength, conditioning together) before warm-up and cool-down are shortened. */
const MIN_MAIN_MINUTES = 21;
const WEEKEND_RECOVERY = ['cd-yoga-flow', 'cd-foam-roll'] as const;

/**
 * Minutes per block for a training day: the phase's session length for that weekday (45-60), its warm-up and
 * cool-down, laws LIMITS.lawsMinutes, and the rest split between skills, strength and conditioning by the phase.
 */
export function dayMinutes(phase: SeasonPhase, dayIndex: number): Record<LibraryCategory, number> {
  const plan = PHASE_PLANS[phase];
  const total = plan.sessionMinutes[dayIndex] ?? plan.sessionMinutes[0];
  const laws = LIMITS.lawsMinutes;
  let warmup = plan.warmupMinutes;
  let cooldown = plan.cooldownMinutes;
  if (total - warmup - cooldown - laws < MIN_MAIN_MINUTES) { warmup = Math.min(warmup, 8); cooldown = Math.min(cooldown, 6); }
  const [skills = 0, strength = 0, conditioning = 0] = distribute(total - warmup - cooldown - laws, [plan.split.skills, plan.split.strength, plan.split.conditioning]);
  return { warmup, skills, strength, conditioning, laws, cooldown };
}

/** A library activity as a player's activity of the given length; the laws block points to the laws popup. */
export function toPlayerActivity(activity: Activity, minutes: number = activity.durationMinutes): PlayerActivity {
  const description = activity.category === 'laws'
    ? `${activity.description} Then learn today's ${LIMITS.lawsPerDay} laws in the laws popup.`
    : minutes < activity.durationMinutes - 2 ? `${activity.description} Today: a shorter ${minutes}-minute version.` : activity.description;
  return { id: activity.id, name: activity.name, description, duration: minutes, category: activity.category };
}

/**
 * What a training log's stored activity id stands for (library activities, and Skills Guide sessions), so stored
 * logs render exactly as the plan showed them. Null for an unknown id.
 */
export function resolvePlayerActivity(activityId: string, durationMinutes?: number): PlayerActivity | null {
  const library = activityById(activityId);
  if (library) return toPlayerActivity(library, durationMinutes);
  const position = positionOfSkillsSession(activityId);
  if (!position) return null;
  const session = skillsSessionActivity(position);
  return { ...session, duration: durationMinutes ?? session.duration };
}

const isPositionSpecific = (a: Activity) => a.positions.length < ALL_POSITIONS.length;

function pick(category: LibraryCategory, minutes: number, prefs: Preferences, constraints: Constraints, selector: Selector, exclude: Set<string>): Activity {
  const candidates = ACTIVITIES.filter((a) => a.category === category && !exclude.has(a.id) && allowed(a, constraints));
  // The skills block is the player's position work: position-only drills whenever the library has one that fits.
  const specific = category === 'skills' && constraints.positions.length === 1 ? candidates.filter(isPositionSpecific) : [];
  let best: Activity | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const activity of specific.length ? specific : candidates) {
    // Prefer activities whose nominal length is close to the block, so descriptions fit the time given.
    const s = score(activity, prefs, constraints, selector) - 0.3 * Math.abs(activity.durationMinutes - minutes);
    if (s > bestScore) { best = activity; bestScore = s; }
  }
  if (!best) throw new Error(`no ${category} activity fits the day`);
  markUsed(selector, best);
  exclude.add(best.id);
  return best;
}

/**
 * A player's activities for a day from the content library: warm-up, position skills, strength, conditioning, laws
 * (10 minutes) and cool-down, 45-60 minutes in all. Position-specific (the position group's themes for the weekday
 * and position-only drills first), dosed by the season phase (session length, split, highest intensity, live
 * contact) and deterministic for the same player, position, phase and date. Wednesday is a rest day and weekends
 * are recovery days: no activities.
 */
export function dailyPlan({ playerId, position, phase, date }: DailyPlanInput): DailyPlan {
  const plan = PHASE_PLANS[phase];
  const kind = dayKind(date);
  if (kind !== 'training') {
    const weekend = kind === 'recovery';
    return {
      date, phase, reason: weekend ? 'recovery-day' : 'rest-day', theme: null, totalMinutes: 0, activities: [],
      note: weekend ? plan.weekend : plan.restDay,
      optionalRecovery: weekend ? WEEKEND_RECOVERY.map((id) => toPlayerActivity(activityById(id)!)) : [],
    };
  }
  const dayIndex = (TRAINING_ISO_WEEKDAYS as readonly number[]).indexOf(isoWeekday(date));
  const group = position ? POSITION_GROUP_INFO[positionGroupOf(position)] : null;
  const prefs: Preferences = {
    dayTags: group ? group.dayTags[dayIndex]! : GENERAL_DAY_TAGS[dayIndex]!,
    styleTags: group ? group.dayTags.flat() : [],
  };
  const constraints: Constraints = {
    positions: position ? [position] : ALL_POSITIONS,
    equipment: 'any',
    maxIntensity: dayMaxIntensity(phase, dayIndex),
    liveContact: plan.liveContact,
    excludeTags: [],
    squad: false,
  };
  const minutes = dayMinutes(phase, dayIndex);
  const selector = newSelector(seededRandom('player-daily-plan', playerId, position, phase, date));
  const exclude = new Set<string>();
  const activities = SESSION_ORDER.filter((category) => minutes[category] > 0)
    .map((category) => toPlayerActivity(pick(category, minutes[category], prefs, constraints, selector, exclude), minutes[category]));
  return {
    date, phase, reason: null, theme: group ? group.dayThemes[dayIndex]! : GENERAL_THEMES[dayIndex]!,
    totalMinutes: activities.reduce((s, a) => s + a.duration, 0), activities, note: null, optionalRecovery: [],
  };
}
