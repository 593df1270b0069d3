import {
  BLOCK_KINDS,
  ERROR_CODES,
  PLAN_DAYS_MAX_DAYS,
  programItemDocSchema,
  type PlanDay,
  type ActivityCategory,
  type Identity,
  type Position,
  type RouteBody,
  type RouteResponse,
  type trainingProgramRoutes,
} from '@rugby/contracts';
import { personalRecord, SKIP_REASONS, type SkipReason } from '@rugby/contracts/training-load';
import { addDays, badRequest, HttpError, mondayOf, notFound, now, type NotifiedCache, type SqlExecutor } from '@rugby/service-kit';
import { skillsGuideFor, skillsSessionActivity } from '../content/skills-guides.ts';
import { Prisma, type PrismaClient, type TrainingLog } from '../generated/prisma/client.ts';
import { exerciseOf, lastAndBest, setsOf } from '../player/exercise-history.ts';
import { dailyPlan, isPlanActivity, loggedActivity, type DailyPlan, type PlayerActivity } from '../player/daily-plan.ts';
import { EDUCATION_REQUIRED_MESSAGE } from '../player/laws-of-the-day.ts';
import { tipFor } from '../player/tip-of-the-day.ts';
import type { RecoveryTip } from '../content/recovery-tips.ts';
import type { ReadinessAdaptation } from '@rugby/contracts/training-load';
import { progressHistory, todayProgress, weeklyProgress, type ProgressInput } from '../player/progress.ts';
import { dayKind, daysBetween } from './calendar.ts';
import { adaptationOn, adaptPlan, replacementRow } from './day-adaptation.ts';
import { loadPersonalWeek } from './personal-week.ts';
import { readLogsOn } from './hot-reads.ts';
import { loadPlayerContext, playerContextIn, todayFor, type PlayerContext } from './player-context.ts';
import type { PlayerLawsDomain } from './player-laws.ts';
import type { SquadTrainingDomain } from './squad-training.ts';
import type { TeamContextService } from './team-context.ts';
import { grtpActivities, GRTP_ACTIVITY_PREFIX, isGrtpActivity } from '../welfare/grtp-day.ts';
import type { WelfareDomain } from '../welfare/welfare.ts';
import { concussionTip } from '../welfare/concussion-tip.ts';

type Routes = typeof trainingProgramRoutes;
type TrainingLogEntry = RouteResponse<Routes['updateTrainingLog']>;

/** Where the database announces changes to a player's own rows (the player_row_notifications migration). */
export const PLAYER_ROWS_CHANNEL = 'player_rows';
/** What GET /api/player/training answers for one day. */
export type PlayerDayAnswer = TrainingLogEntry[];

export const TRAINING_LOG_NOT_FOUND = 'Training log not found';
export const NO_POSITION = 'position is required: your profile has no position yet';
/** How far from today the player's day can be read (a client's date may run up to a day ahead of the team's). */
export const DATE_WINDOW = { daysBack: 366, daysAhead: 1 } as const;
/** Longest range GET /api/player/progress accepts. */
export const MAX_PROGRESS_DAYS = 31;
export const DEFAULT_HISTORY_WEEKS = 5;
/** How many earlier logs of an exercise its history and records look at (two years of four sessions a week). */
const EXERCISE_HISTORY_LOGS = 400;
const isSkipReason = (value: string | null): value is SkipReason => (SKIP_REASONS as readonly (string | null)[]).includes(value);

const categoryRank = (category: string) => {
  const i = (BLOCK_KINDS as readonly string[]).indexOf(category);
  return i < 0 ? BLOCK_KINDS.length : i;
};
const planRank = (log: TrainingLog) => log.planIndex ?? Number.MAX_SAFE_INTEGER;
/** Block order (warm-up first, cool-down last), the plan's order within a block, then the order logs were made. */
const byPlanOrder = (a: TrainingLog, b: TrainingLog) =>
  categoryRank(a.category) - categoryRank(b.category) || planRank(a) - planRank(b) || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);

/** A stored log as the API shows it: the activity as the plan showed it (with its prescription), at the logged length. */
function toEntry(log: TrainingLog): TrainingLogEntry {
  const activity: PlayerActivity = loggedActivity(log) ?? {
    id: log.activityId,
    name: 'Training activity',
    description: 'This activity is no longer in the training library.',
    duration: log.durationMinutes,
    category: log.category as ActivityCategory,
  };
  const planned = log.adjustment ? programItemDocSchema.safeParse(log.plannedItem) : null;
  return {
    id: log.id,
    completed: log.completed,
    activity,
    ...(log.adjustment ? { adjustment: { reason: log.adjustment, dropped: log.dropped, planned: planned?.success ? planned.data : null } } : {}),
    ...(log.performed !== null ? { performed: { sets: setsOf(log.performed), skipReason: isSkipReason(log.skipReason) ? log.skipReason : null } } : {}),
  };
}

/** Logs other than Skills Guide sessions mean the day's plan was already written down. */
const hasPlanLogs = (logs: readonly TrainingLog[]) => logs.some((l) => isPlanActivity(l.activityId));

/**
 * The day's plan as log rows under its check-in: every activity in order (what the check-in leaves out marked
 * dropped, with its reason), each left-out item followed by the rehab that takes its place.
 */
function planRows(ctx: PlayerContext, date: string, plan: DailyPlan, adaptation: ReadinessAdaptation | null, teamTrainingId: string | null, createdAt: Date) {
  const planned = plan.activities.map((a) => ({ activityId: a.id, item: a.item ?? null, category: a.category, minutes: a.duration, source: a.source ?? null }));
  const adapted = adaptPlan(planned, adaptation, new Set());
  const teamId = ctx.team?.info.id ?? null;
  return plan.activities.flatMap((a, planIndex) => {
    const { columns, replacement } = adapted[planIndex]!;
    const row = {
      playerId: ctx.playerId,
      teamId,
      date,
      activityId: a.id,
      category: a.category,
      ...columns,
      planIndex,
      source: a.source ?? null,
      teamTrainingId,
      createdAt,
    };
    return replacement ? [row, replacementRow(replacement, { playerId: ctx.playerId, teamId, date, planIndex, teamTrainingId }, createdAt)] : [row];
  });
}

/**
 * The player's own day: activity logs written from the daily plan the first time a training day is read (guarded by
 * the education gate), ticks, Skills Guide sessions, and progress from what was actually completed.
 */
export function playerDayDomain({
  prisma,
  sql,
  teams,
  squad,
  laws,
  welfare,
  days,
}: {
  prisma: PrismaClient;
  sql: SqlExecutor;
  teams: TeamContextService;
  squad: SquadTrainingDomain;
  laws: PlayerLawsDomain;
  /** The concussion protocol: a GRTP stage replaces the day's training until full contact. */
  welfare: Pick<WelfareDomain, 'stageOn' | 'protocolStageOn'>;
  /** The answers of GET /api/player/training per player and date, forgotten when the player's rows change. */
  days: NotifiedCache<PlayerDayAnswer>;
}) {
  // On every read of the player's training: in SQL (hot-reads.ts).
  const logsOn = (playerId: string, date: string) => readLogsOn(sql, playerId, date);

  /** The plans of several dates, building each personal week once (one squad lookup per week). */
  async function plansOn(ctx: PlayerContext, dates: readonly string[]): Promise<Map<string, DailyPlan>> {
    const weeks = new Map<string, ReturnType<typeof loadPersonalWeek>>();
    const weekOf = (monday: string) => weeks.get(monday) ?? weeks.set(monday, loadPersonalWeek(squad, ctx.team, monday, ctx.playerId)).get(monday)!;
    const plans = await Promise.all(
      dates.map(async (date) => {
        const week = await weekOf(mondayOf(date));
        return [date, dailyPlan({ profile: ctx.profile, week, date, squad: week.sessions.get(date) ?? null })] as const;
      }),
    );
    return new Map(plans);
  }

  /** The id of the squad's session on a date (GET /api/players/training/today's), null when it does not train. */
  async function squadSessionId(ctx: PlayerContext, date: string): Promise<string | null> {
    if (!ctx.team) return null;
    const day = await squad.teamDay(ctx.team.info.id, date);
    return day.kind === 'training' ? day.id : null;
  }

  /**
   * The day's one plan as logs: written the first time a training day is read, with the day's check-in applied, and
   * rewritten for today when the squad's session changed since (a push): what is not done yet is replaced, what is
   * done stays. Past days stay as written. Idempotent under concurrent reads.
   */
  async function ensurePlanLogs(ctx: PlayerContext, date: string): Promise<TrainingLog[]> {
    const logs = await logsOn(ctx.playerId, date);
    const written = logs.filter((l) => l.planIndex !== null);
    if (written.length > 0 && date < ctx.today) return logs;
    // The return to play goes on every day, rest days included: the stage's activity replaces the day's training.
    const stage = await welfare.stageOn(ctx.playerId, date);
    if (stage !== null) return ensureStagePlan(ctx, date, written, stage);
    if (dayKind(date) !== 'training') return logs;
    // A day written for a GRTP stage the player has since left is written again as planned.
    if (written.length > 0 && !written.every((l) => isGrtpActivity(l.activityId))) {
      const session = await squadSessionId(ctx, date);
      if (written.every((l) => l.teamTrainingId === session)) return logs;
    }
    const [plan, adaptation] = await Promise.all([plansOn(ctx, [date]).then((plans) => plans.get(date)!), adaptationOn(prisma, ctx.playerId, date)]);
    const teamTrainingId = plan.squad?.id ?? null;
    const createdAt = now();
    await prisma.$transaction([
      // The previous plan's unfinished activities (none on a first write; concurrent rewrites keep each other's rows).
      prisma.trainingLog.deleteMany({
        where: {
          playerId: ctx.playerId,
          date,
          completed: false,
          planIndex: { not: null },
          OR: [
            { activityId: { startsWith: GRTP_ACTIVITY_PREFIX } },
            teamTrainingId === null ? { teamTrainingId: { not: null } } : { OR: [{ teamTrainingId: null }, { teamTrainingId: { not: teamTrainingId } }] },
          ],
        },
      }),
      prisma.trainingLog.createMany({ data: planRows(ctx, date, plan, adaptation, teamTrainingId, createdAt), skipDuplicates: true }),
      // Activities done before the session changed stay, now part of this plan.
      prisma.trainingLog.updateMany({ where: { playerId: ctx.playerId, date, planIndex: { not: null } }, data: { teamTrainingId } }),
    ]);
    return logsOn(ctx.playerId, date);
  }

  /**
   * A day of the concussion protocol: the GRTP stage's activities replace the squad's session and the personal program
   * (stage 1, rest, has none); what was done before the knock stays. Rewritten when the stage changes.
   */
  async function ensureStagePlan(ctx: PlayerContext, date: string, written: readonly TrainingLog[], stage: number): Promise<TrainingLog[]> {
    const activities = grtpActivities(stage);
    const ids = new Set(activities.map((a) => a.id));
    const current = written.every((l) => l.completed || ids.has(l.activityId)) && activities.every((a) => written.some((l) => l.activityId === a.id));
    if (current) return logsOn(ctx.playerId, date);
    const createdAt = now();
    await prisma.$transaction([
      prisma.trainingLog.deleteMany({ where: { playerId: ctx.playerId, date, completed: false, planIndex: { not: null }, activityId: { notIn: [...ids] } } }),
      prisma.trainingLog.createMany({
        data: activities.map((a, planIndex) => ({
          playerId: ctx.playerId,
          teamId: ctx.team?.info.id ?? null,
          date,
          activityId: a.id,
          category: a.category,
          item: a.item ?? Prisma.DbNull,
          durationMinutes: a.duration,
          planIndex,
          source: a.source ?? null,
          teamTrainingId: null,
          createdAt,
        })),
        skipDuplicates: true,
      }),
    ]);
    return logsOn(ctx.playerId, date);
  }

  /** Everything progress needs between two dates: logs, the team's training days and completions, planned counts. */
  async function progressInput(ctx: PlayerContext, from: string, to: string): Promise<ProgressInput> {
    const logs = await prisma.trainingLog.findMany({
      where: { playerId: ctx.playerId, date: { gte: from, lte: to } },
      select: { date: true, completed: true, activityId: true, dropped: true, source: true },
    });
    const written = new Set(logs.filter((l) => isPlanActivity(l.activityId)).map((l) => l.date));
    // Days written as one plan count the squad's session in their logs; days written before (or before a push) count it as one more item.
    const oneList = new Set(logs.filter((l) => l.source === 'team').map((l) => l.date));
    const counts = (date: string) => ctx.since === null || date >= ctx.since;
    let teamTraining: ProgressInput['teamTraining'] = [];
    if (ctx.team) {
      const teamId = ctx.team.info.id;
      const [days, completions] = await Promise.all([
        squad.teamTrainingDays(teamId, from, to),
        prisma.teamTrainingCompletion.findMany({ where: { playerId: ctx.playerId, teamId, date: { gte: from, lte: to } }, select: { date: true } }),
      ]);
      const completedDates = new Set(completions.map((c) => c.date));
      teamTraining = days
        .filter((d) => d.kind === 'training' && counts(d.date) && written.has(d.date) && !oneList.has(d.date))
        .map((d) => ({ date: d.date, completed: completedDates.has(d.date) }));
    }
    // A day already written down counts its logs; other days (not opened yet, or never) count the plan, except
    // before the player joined.
    const unwritten: string[] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) if (dayKind(date) === 'training' && !written.has(date) && counts(date)) unwritten.push(date);
    const plans = await plansOn(ctx, unwritten);
    return { logs, teamTraining, plannedCount: (date) => plans.get(date)?.activities.length ?? 0, since: ctx.since };
  }

  /** The player's logs of the same exercise on days before the log's, newest first (sets logged or not). */
  function earlierLogsOf(playerId: string, log: Pick<TrainingLog, 'activityId' | 'date'>) {
    const exercise = exerciseOf(log.activityId);
    return prisma.trainingLog.findMany({
      where: {
        playerId,
        date: { lt: log.date },
        performed: { not: Prisma.DbNull },
        OR: [{ activityId: exercise }, { activityId: { startsWith: `${exercise}@` } }],
      },
      orderBy: { date: 'desc' },
      select: { date: true, performed: true },
      take: EXERCISE_HISTORY_LOGS,
    });
  }

  /** The last of the squad session's items ticked: the session is completed, as with 'Complete Training'. */
  async function completeSessionIfDone(identity: Identity, date: string, teamTrainingId: string) {
    const open = await prisma.trainingLog.count({ where: { playerId: identity.userId, date, source: 'team', completed: false, dropped: false } });
    if (open > 0) return;
    try {
      await squad.complete(identity, teamTrainingId);
    } catch (err) {
      // A session that is no longer the team's, or a day not started yet: the ticks stand on their own.
      if (!(err instanceof HttpError)) throw err;
    }
  }

  function positionFor(ctx: PlayerContext | null, given: Position | undefined): Position {
    const position = given ?? ctx?.position ?? null;
    if (!position) throw badRequest(NO_POSITION);
    return position;
  }

  return {
    /**
     * The dates a team's player trains from `from` to `to` (at most PLAN_DAYS_MAX_DAYS days) as their day plans them:
     * its focus and minutes, and whether the squad's session is part of it (the team's calendar feeds). 404 for a user
     * who is not one of the team's players; 400 naming `to` for a range too long.
     */
    async planDays(teamId: string, playerId: string, from: string, to: string): Promise<PlanDay[]> {
      if (to < from) throw badRequest('to must not be before from');
      if (daysBetween(from, to) + 1 > PLAN_DAYS_MAX_DAYS) throw badRequest(`to must be at most ${PLAN_DAYS_MAX_DAYS} days from from`);
      const team = await teams.load(teamId);
      if (!team.info.members.some((m) => m.userId === playerId && m.role === 'player')) throw notFound('Player not found in this team');
      const dates: string[] = [];
      for (let date = from; date <= to; date = addDays(date, 1)) if (dayKind(date) === 'training') dates.push(date);
      const plans = await plansOn(playerContextIn(team, playerId), dates);
      return dates.flatMap((date) => {
        const plan = plans.get(date)!;
        return plan.reason === null && plan.activities.length
          ? // A squad day's focus is the session's (the personal additions fit around it).
            [{ date, theme: plan.squad?.day?.theme ?? plan.theme ?? 'Training', minutes: plan.totalMinutes, squad: plan.squad !== null }]
          : [];
      });
    },

    /** GET /api/player/training */
    async training(identity: Identity, requested?: string): Promise<TrainingLogEntry[]> {
      const ctx = await loadPlayerContext(teams, identity);
      const date = requested ?? ctx.today;
      if (date > addDays(ctx.today, DATE_WINDOW.daysAhead)) throw badRequest('date must not be after tomorrow');
      if (date < addDays(ctx.today, -DATE_WINDOW.daysBack)) throw badRequest('date must be within the last year');
      const training = dayKind(date) === 'training';
      // The answer depends only on the player's own rows (logs, viewed laws, law assignments: their changes are
      // announced, see the player_row_notifications migration) once the day's plan is written down; a training day
      // without plan logs yet would follow the team's programs, so it is not kept.
      let settled = !training;
      return days.load(
        ctx.playerId,
        date,
        async () => {
          if (training && (await laws.gateOn(ctx.playerId, date)).locked) throw new HttpError(403, EDUCATION_REQUIRED_MESSAGE, ERROR_CODES.educationRequired);
          const logs = await ensurePlanLogs(ctx, date);
          settled ||= hasPlanLogs(logs);
          return logs.sort(byPlanOrder).map(toEntry);
        },
        () => settled,
      );
    },

    /** PATCH /api/training-log/:logId: the player's own logs only (404 for anyone else's). Unticking forgets logged sets. */
    async updateLog(identity: Identity, logId: string, completed: boolean): Promise<TrainingLogEntry> {
      const { count } = await prisma.trainingLog.updateMany({
        where: { id: logId, playerId: identity.userId },
        data: { completed, completedAt: completed ? now() : null, ...(completed ? {} : { performed: Prisma.DbNull, skipReason: null }) },
      });
      if (count === 0) throw notFound(TRAINING_LOG_NOT_FOUND);
      const log = await prisma.trainingLog.findUniqueOrThrow({ where: { id: logId } });
      if (log.completed && log.source === 'team' && log.teamTrainingId) await completeSessionIfDone(identity, log.date, log.teamTrainingId);
      return toEntry(log);
    },

    /**
     * PUT /api/training-log/:logId/sets: what the player did, set by set (done), or why they skipped it (not done);
     * with a personal record when today's best set beats every earlier one of the exercise. Own logs only.
     */
    async logSets(identity: Identity, logId: string, body: RouteBody<Routes['logSets']>): Promise<RouteResponse<Routes['logSets']>> {
      const log = await prisma.trainingLog.findFirst({ where: { id: logId, playerId: identity.userId } });
      if (!log) throw notFound(TRAINING_LOG_NOT_FOUND);
      const done = body.sets.length > 0;
      const [updated, earlier] = await Promise.all([
        prisma.trainingLog.update({
          where: { id: log.id },
          data: { performed: body.sets, skipReason: done ? null : (body.skipReason ?? null), completed: done, completedAt: done ? now() : null },
        }),
        earlierLogsOf(identity.userId, log),
      ]);
      if (done && updated.source === 'team' && updated.teamTrainingId) await completeSessionIfDone(identity, updated.date, updated.teamTrainingId);
      return { entry: toEntry(updated), record: done ? personalRecord(body.sets, lastAndBest(earlier).bests) : null };
    },

    /** GET /api/training-log/:logId/history: the last day's sets and the best set of the exercise before this day. */
    async exerciseHistory(identity: Identity, logId: string): Promise<RouteResponse<Routes['exerciseHistory']>> {
      const log = await prisma.trainingLog.findFirst({ where: { id: logId, playerId: identity.userId } });
      if (!log) throw notFound(TRAINING_LOG_NOT_FOUND);
      const { last, best } = lastAndBest(await earlierLogsOf(identity.userId, log));
      return { last, best };
    },

    /** GET /api/player/recovery-tip (any signed-in user): the tip for today's check-in (tip-of-the-day.ts tipFor). */
    async recoveryTip(identity: Identity): Promise<RecoveryTip> {
      const today = await todayFor(teams, identity);
      const stage = await welfare.protocolStageOn(identity.userId, today);
      if (stage !== null) return concussionTip(stage);
      return tipFor(today, await adaptationOn(prisma, identity.userId, today));
    },

    /** GET /api/player/skills-guide */
    async skillsGuide(identity: Identity, position?: Position) {
      const chosen = positionFor(position ? null : await loadPlayerContext(teams, identity), position);
      const guide = skillsGuideFor(chosen);
      const skills = (list: typeof guide.primarySkills) => list.map((s) => ({ ...s, techniques: [...s.techniques], drills: s.drills.map((d) => ({ ...d })) }));
      return { ...guide, primarySkills: skills(guide.primarySkills), secondarySkills: skills(guide.secondarySkills), session: skillsSessionActivity(chosen) };
    },

    /** POST /api/player/skills-session: a completed skills log for today, once per position and day. */
    async skillsSession(identity: Identity, position: Position | undefined): Promise<{ created: boolean; entry: TrainingLogEntry }> {
      const ctx = await loadPlayerContext(teams, identity);
      const session = skillsSessionActivity(positionFor(ctx, position));
      const key = { playerId_date_activityId: { playerId: ctx.playerId, date: ctx.today, activityId: session.id } };
      const existing = await prisma.trainingLog.findUnique({ where: key });
      if (existing) {
        const row = existing.completed ? existing : await prisma.trainingLog.update({ where: key, data: { completed: true, completedAt: now() } });
        return { created: false, entry: toEntry(row) };
      }
      const created = await prisma.trainingLog.createMany({
        data: [
          {
            playerId: ctx.playerId,
            teamId: ctx.team?.info.id ?? null,
            date: ctx.today,
            activityId: session.id,
            category: session.category,
            durationMinutes: session.duration,
            completed: true,
            completedAt: now(),
            createdAt: now(),
          },
        ],
        skipDuplicates: true,
      });
      return { created: created.count > 0, entry: toEntry(await prisma.trainingLog.findUniqueOrThrow({ where: key })) };
    },

    /** GET /api/player/progress */
    async progress(identity: Identity, weekStart?: string, weekEnd?: string): Promise<RouteResponse<Routes['playerProgress']>> {
      const ctx = await loadPlayerContext(teams, identity);
      const start = weekStart ?? (weekEnd ? addDays(weekEnd, -6) : mondayOf(ctx.today));
      const end = weekEnd ?? addDays(start, 6);
      if (end < start) throw badRequest('weekEnd must not be before weekStart');
      if (daysBetween(start, end) + 1 > MAX_PROGRESS_DAYS) throw badRequest(`weekStart to weekEnd covers at most ${MAX_PROGRESS_DAYS} days`);
      const input = await progressInput(ctx, start, end);
      const inRange = start <= ctx.today && ctx.today <= end;
      const today = todayProgress(ctx.today, inRange ? input : await progressInput(ctx, ctx.today, ctx.today));
      return { ...weeklyProgress({ weekStart: start, weekEnd: end, ...input }), today };
    },

    /** GET /api/player/progress/history */
    async history(identity: Identity, weeks = DEFAULT_HISTORY_WEEKS): Promise<RouteResponse<Routes['playerProgressHistory']>> {
      const ctx = await loadPlayerContext(teams, identity);
      const thisMonday = mondayOf(ctx.today);
      const input = await progressInput(ctx, addDays(thisMonday, -7 * (weeks - 1)), addDays(thisMonday, 6));
      return { weeks: progressHistory({ today: ctx.today, weeks, ...input }).map(({ days: _days, ...week }) => week) };
    },
  };
}
export type PlayerDayDomain = ReturnType<typeof playerDayDomain>;
