import {
  LIMITS,
  programItemDocSchema,
  TRAINING_DAYS,
  TRAINING_ISO_WEEKDAYS,
  type ActivityCategory,
  type BlockKind,
  type ProgramBlockDoc,
  type ProgramDayDoc,
  type ProgramItemDoc,
  type SeasonPhase,
} from '@rugby/contracts';
import { isoWeekday, mondayOf } from '@rugby/service-kit';
import { activitiesIn, activityById, type Activity } from '../content/activities.ts';
import { PHASE_PLANS } from '../content/periodisation.ts';
import { positionOfSkillsSession, skillsSessionActivity } from '../content/skills-guides.ts';
import { dayKind } from '../domain/calendar.ts';
import type { PersonalWeek } from '../domain/personal-week.ts';
import { buildPlayerWeek, type PlayerProfile } from '../generator/player-week.ts';
import { coachItem } from '../generator/dosing.ts';
import { seededRandom } from '../generator/random.ts';

/**
 * One activity of a player's day: the `activity` of trainingLogSchema. Activities written from the personal week
 * carry their prescription (`item`); the laws briefing and Skills Guide sessions have none.
 */
export interface PlayerActivity {
  id: string;
  name: string;
  description: string;
  duration: number;
  category: ActivityCategory;
  item?: ProgramItemDoc;
  /** In the day's one plan: the squad's session ('team') or the player's own additions and laws briefing ('personal'). */
  source?: PlanSource;
}

export const PLAN_SOURCES = ['team', 'personal'] as const;
export type PlanSource = (typeof PLAN_SOURCES)[number];

/** The squad's session of a day as the player does it (squad-training's team day: their side of unit splits). */
export interface SquadSession {
  /** The id GET /api/players/training/today answers (distribution and date). */
  id: string;
  dayNumber: number;
  /** The program's day; null for a program never structured (its text is `dayContent`). */
  day: ProgramDayDoc | null;
  dayContent: string;
}

export type NoTrainingReason = 'rest-day' | 'recovery-day';

export interface DailyPlan {
  date: string;
  phase: SeasonPhase;
  /** Why there is nothing to do today; null on training days. */
  reason: NoTrainingReason | null;
  /** The day's focus (training days). */
  theme: string | null;
  /** Sum of the activities' minutes: the session (45-60) and the laws briefing (10) on training days, 0 otherwise. */
  totalMinutes: number;
  /**
   * The day's activities in order: the personal week's items (Activate warm-up first), the laws briefing, then the
   * cool-down last. Empty on rest days and weekends.
   */
  activities: PlayerActivity[];
  /** The personal week's day the activities were written from (training days), for its rules and its rendering. */
  day: ProgramDayDoc | null;
  /** The squad's session the plan starts from, when the squad trains that day. */
  squad: SquadSession | null;
  /** Advice for rest days and weekends, from the season phase. */
  note: string | null;
  /**
   * Weekends only: a short, optional recovery routine. It is a suggestion, not logged as activities and not counted
   * in progress, so a weekend never lowers a player's numbers.
   */
  optionalRecovery: PlayerActivity[];
}

export interface DailyPlanInput {
  /** The player and what their personal week is personalised by (position, age, weight, height). */
  profile: PlayerProfile & { playerId: string };
  /** The week's place in the season and the squad's training days (personal-week.ts), as for the weekly program. */
  week: PersonalWeek;
  /** YYYY-MM-DD. */
  date: string;
  /** The squad's session that day, if it trains together: the plan is that session plus the player's additions. */
  squad?: SquadSession | null;
}

const WEEKEND_RECOVERY = ['cd-yoga-flow', 'cd-foam-roll'] as const;
/** Joins an exercise id to its block when the exercise is in the day twice (an Activate exercise also in the strength block). */
const BLOCK_SEPARATOR = '@';

/** A library activity as a player's activity of the given length; the laws briefing points to the laws popup. */
export function toPlayerActivity(activity: Activity, minutes: number = activity.durationMinutes): PlayerActivity {
  const description =
    activity.category === 'laws'
      ? `${activity.description} Then learn today's ${LIMITS.lawsPerDay} laws in the laws popup.`
      : minutes < activity.durationMinutes - 2
        ? `${activity.description} Today: a shorter ${minutes}-minute version.`
        : activity.description;
  return { id: activity.id, name: activity.name, description, duration: minutes, category: activity.category };
}

/** A prescribed item of the personal week as a player's activity: its block is its category, its minutes its length. */
export function itemActivity(id: string, category: BlockKind, item: ProgramItemDoc, minutes: number = item.minutes): PlayerActivity {
  const library = item.exerciseId ? activityById(item.exerciseId) : null;
  return { id, name: item.name, description: item.notes ?? library?.description ?? item.name, duration: minutes, category, item };
}

/**
 * What a training log's stored activity id stands for (library activities, and Skills Guide sessions), so stored
 * logs render exactly as the plan showed them. Null for an unknown id.
 */
export function resolvePlayerActivity(activityId: string, durationMinutes?: number): PlayerActivity | null {
  const library = activityById(activityId.split(BLOCK_SEPARATOR)[0]!);
  if (library) return toPlayerActivity(library, durationMinutes);
  const position = positionOfSkillsSession(activityId);
  if (!position) return null;
  const session = skillsSessionActivity(position);
  return { ...session, duration: durationMinutes ?? session.duration };
}

const isPlanSource = (value: string | null | undefined): value is PlanSource => (PLAN_SOURCES as readonly unknown[]).includes(value);

/**
 * A stored training log's activity: from its prescription when it has one, else from the library (older days), with
 * its place in the day's one plan when it has one.
 */
export function loggedActivity(log: {
  activityId: string;
  category: string;
  durationMinutes: number;
  item: unknown;
  source?: string | null;
}): PlayerActivity | null {
  const item = log.item === null || log.item === undefined ? null : programItemDocSchema.safeParse(log.item);
  const activity = item?.success
    ? itemActivity(log.activityId, log.category as BlockKind, item.data, log.durationMinutes)
    : resolvePlayerActivity(log.activityId, log.durationMinutes);
  return activity && isPlanSource(log.source) ? { ...activity, source: log.source } : activity;
}

/** Logs of the day's plan, as opposed to activities the player added (Skills Guide sessions). */
export const isPlanActivity = (activityId: string) => positionOfSkillsSession(activityId) === null;

/** One activity per item of the blocks, in order; ids are the exercise ids, unique within the day (`used`). */
function blockActivities(blocks: readonly ProgramBlockDoc[], source: PlanSource, used: Set<string>): PlayerActivity[] {
  return blocks.flatMap((block) =>
    block.items.map((item, i) => {
      const base = item.exerciseId ?? `${source === 'team' ? 'team-' : ''}${block.kind}-${i + 1}`;
      let id = used.has(base) ? `${base}${BLOCK_SEPARATOR}${block.kind}` : base;
      for (let n = 2; used.has(id); n += 1) id = `${base}${BLOCK_SEPARATOR}${block.kind}-${n}`;
      used.add(id);
      return { ...itemActivity(id, block.kind, item), source };
    }),
  );
}

/** A session the program has only as text: one activity with the text as its notes. */
const TEXT_SESSION_MINUTES = 60;
function textSessionActivity(session: SquadSession): PlayerActivity {
  const text = session.dayContent
    .replace(/[#*_`>]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const item = coachItem(`Team session: day ${session.dayNumber}`, TEXT_SESSION_MINUTES, text.length > 800 ? `${text.slice(0, 797)}...` : text || null);
  return { id: 'team-session', name: item.name, description: item.notes ?? item.name, duration: item.minutes, category: 'other', item, source: 'team' };
}

/**
 * The day's one plan (issue 16): without a squad session, the personal day; with one, the squad's session with the
 * player's additions where they add (the personal day's position work and strength, not its warm-up and cool-down,
 * which the session has, nor an exercise the session already does), before the session's cool-down.
 */
function planActivities(personal: ProgramDayDoc, squad: SquadSession | null): { main: PlayerActivity[]; cooldown: PlayerActivity[] } {
  const used = new Set<string>();
  const split = (activities: PlayerActivity[]) => ({
    main: activities.filter((a) => a.category !== 'cooldown'),
    cooldown: activities.filter((a) => a.category === 'cooldown'),
  });
  if (!squad) return split(blockActivities(personal.blocks, 'personal', used));
  const team = squad.day ? blockActivities(squad.day.blocks, 'team', used) : [textSessionActivity(squad)];
  const inSession = new Set(squad.day ? squad.day.blocks.flatMap((b) => b.items.map((i) => i.exerciseId)).filter(Boolean) : []);
  const additions = personal.blocks
    .filter((b) => b.kind !== 'warmup' && b.kind !== 'cooldown')
    .map((b) => ({ ...b, items: b.items.filter((i) => !i.exerciseId || !inSession.has(i.exerciseId)) }))
    .filter((b) => b.items.length > 0);
  const session = split(team);
  return { main: [...session.main, ...blockActivities(additions, 'personal', used)], cooldown: session.cooldown };
}

/**
 * The laws briefing (LIMITS.lawsMinutes): the library's laws topic closest to what the day trains (its skills count
 * double), for the player's position, the same for the same day.
 */
function lawsActivity(day: ProgramDayDoc, { profile, date }: DailyPlanInput): PlayerActivity {
  const weight = new Map<string, number>();
  for (const block of day.blocks) {
    for (const item of block.items) {
      for (const tag of (item.exerciseId ? activityById(item.exerciseId)?.tags : null) ?? [])
        weight.set(tag, (weight.get(tag) ?? 0) + (block.kind === 'skills' ? 2 : 1));
    }
  }
  const random = seededRandom('player-daily-laws', profile.playerId, profile.position, date);
  let best: Activity | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const laws of activitiesIn('laws')) {
    if (profile.position && !laws.positions.includes(profile.position)) continue;
    const score = laws.tags.reduce((sum, tag) => sum + (weight.get(tag) ?? 0), 0) + random() * 1.5;
    if (score > bestScore) {
      best = laws;
      bestScore = score;
    }
  }
  if (!best) throw new Error('the library has no laws activity');
  return toPlayerActivity(best, LIMITS.lawsMinutes);
}

/**
 * A player's activities for a day: on a training day, that day of the player's personal week (buildPlayerWeek, the
 * same document as the weekly program: the Activate warm-up for their age band, position work, the phase's doses
 * fitted to the minutes, the match-day role, lighter alongside squad sessions), one activity per prescribed item, with
 * the 10-minute laws briefing before the cool-down. When the squad trains together that day, the plan is its session
 * with the personal day's additions (planActivities). Deterministic for the same player, profile, week, session and date.
 * Wednesday is a rest day and weekends are recovery days: no activities.
 */
export function dailyPlan(input: DailyPlanInput): DailyPlan {
  const { profile, week, date } = input;
  const plan = PHASE_PLANS[week.phase];
  const kind = dayKind(date);
  if (kind !== 'training') {
    const weekend = kind === 'recovery';
    return {
      date,
      phase: week.phase,
      reason: weekend ? 'recovery-day' : 'rest-day',
      theme: null,
      totalMinutes: 0,
      activities: [],
      day: null,
      squad: null,
      note: weekend ? plan.weekend : plan.restDay,
      optionalRecovery: weekend ? WEEKEND_RECOVERY.map((id) => toPlayerActivity(activityById(id)!)) : [],
    };
  }
  const weekday = TRAINING_DAYS[(TRAINING_ISO_WEEKDAYS as readonly number[]).indexOf(isoWeekday(date))]!;
  const { document } = buildPlayerWeek(profile, week.phase, mondayOf(date), week.plan);
  const day = document.days.find((d) => d.day === weekday);
  if (!day) throw new Error(`the personal week has no ${weekday}`);
  const squad = input.squad ?? null;
  const { main, cooldown } = planActivities(day, squad);
  const activities = [...main, { ...lawsActivity(squad?.day ?? day, input), source: 'personal' as const }, ...cooldown];
  return {
    date,
    phase: week.phase,
    reason: null,
    theme: day.theme,
    day,
    squad,
    totalMinutes: activities.reduce((s, a) => s + a.duration, 0),
    activities,
    note: null,
    optionalRecovery: [],
  };
}
