import {
  coachTeamIds,
  dayForPosition,
  dayMinutesOf,
  isCoachOf,
  isMemberOf,
  playerTeamIds,
  PROGRAM_DAYS_MAX_DAYS,
  renderDayText,
  type Identity,
  type ProgramDayDoc,
  type ProgramDocument,
  type ProgramType,
  type RouteResponse,
  type trainingProgramRoutes,
} from '@rugby/contracts';
import { addDays, badRequest, calendarDate, forbidden, isUniqueViolation, notFound, now, serverTimeZone } from '@rugby/service-kit';
import type { ApprovedProgram, Prisma, PrismaClient, ProgramDistribution } from '../generated/prisma/client.ts';
import { documentRole } from '../planning/fixtures.ts';
import { loggedActivity } from '../player/daily-plan.ts';
import { dayKind, daysBetween, trainingDaysBetween } from './calendar.ts';
import { dayOfDocument, readDocument } from './program-document.ts';
import { asPosition, type LoadedTeam, type TeamContextService } from './team-context.ts';

type Routes = typeof trainingProgramRoutes;
type NoTrainingReason = 'rest-day' | 'recovery-day' | 'no-program' | 'program-finished';
type DistributionWithProgram = ProgramDistribution & { program: Pick<ApprovedProgram, 'id' | 'programTitle' | 'programType'> };

/**
 * What a team's squad does on a date: day N of its distributed program, or why there is nothing. `matchDayRole` is
 * the date's role: the real one from the team's fixtures ('MD' on a match day) when they plan the date, else the
 * program day's ('none' for a text program).
 */
export type TeamDay =
  | {
      kind: 'training';
      id: string;
      date: string;
      distribution: DistributionWithProgram;
      dayNumber: number;
      dayContent: string;
      day: ProgramDayDoc;
      matchDayRole: string;
    }
  | { kind: 'none'; date: string; reason: NoTrainingReason };

/** A date's real match-day role from the team's fixtures, or null where they do not plan it (team-context.ts fixtures). */
export type RoleOn = (date: string) => string | null;

const CAPTAINS_RUN = " (captain's run)";

/**
 * A program day with the date's real match-day role (the program repeats its week, the fixtures do not): its badge
 * and heading show it, and a captain's-run theme is one only on the day before a match. What the day holds is unchanged.
 */
function withRole(day: ProgramDayDoc, role: string): ProgramDayDoc {
  if (day.matchDayRole === role) return day;
  const theme = role !== 'MD-1' && day.theme.endsWith(CAPTAINS_RUN) ? day.theme.slice(0, -CAPTAINS_RUN.length) : day.theme;
  return { ...day, matchDayRole: role, theme };
}

/**
 * Day N of a distribution on a date (the distribution that applies on it, if any): day N of its document's block,
 * with the week's progression. With the team's fixtures (`roleOn`), the day carries the date's real match-day role.
 */
function dayOf(date: string, distribution: DistributionWithProgram | null, roleOn?: RoleOn): TeamDay {
  const kind = dayKind(date);
  if (kind === 'rest') return { kind: 'none', date, reason: 'rest-day' };
  if (kind === 'recovery') return { kind: 'none', date, reason: 'recovery-day' };
  if (!distribution) return { kind: 'none', date, reason: 'no-program' };
  const dayNumber = distribution.firstDayNumber + trainingDaysBetween(distribution.startDate, date) - 1;
  const day = dayOfDocument(readDocument(distribution.documentSnapshot), dayNumber, distribution.dayShift);
  if (!day) return { kind: 'none', date, reason: 'program-finished' };
  if (day === 'rest') return { kind: 'none', date, reason: 'rest-day' };
  const real = roleOn?.(date) ?? null;
  const shown = real === null ? day : withRole(day, documentRole(real));
  return {
    kind: 'training',
    id: trainingId(distribution.id, date),
    date,
    distribution,
    dayNumber,
    dayContent: renderDayText(shown),
    day: shown,
    matchDayRole: real ?? day.matchDayRole,
  };
}

/**
 * A day of team training as one player does it: a unit split shows them their side only (forwards their scrum work,
 * backs their attack shape). A player with no position yet, and a coach, see the whole day with who does what.
 */
function asDoneBy(day: Extract<TeamDay, { kind: 'training' }>, team: LoadedTeam, playerId: string): Extract<TeamDay, { kind: 'training' }> {
  const position = asPosition(team.info.members.find((m) => m.userId === playerId && m.role === 'player')?.position ?? null);
  if (!position) return day;
  const own = dayForPosition(day.day, position);
  return { ...day, day: own, dayContent: renderDayText(own) };
}

/** The id a player sees for a day of team training: distribution and date. */
const trainingId = (distributionId: string, date: string) => `${distributionId}_${date}`;
function parseTrainingId(id: string): { distributionId: string; date: string } | null {
  const match = /^(.+)_(\d{4}-\d{2}-\d{2})$/.exec(id);
  if (!match) return null;
  const date = match[2]!;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date ? null : { distributionId: match[1]!, date };
}

const TRAINING_NOT_FOUND = 'Team training not found';
/** The date browser's recent logs: the player's completed activities in the week up to the date. */
const RECENT_LOG_DAYS = 7;
const RECENT_LOG_LIMIT = 20;

/**
 * Daily team training, computed at read time from the team's distributions (see ProgramDistribution): every current
 * and future player of the team gets it with nothing copied per player. Players store only their completions.
 */
export function squadTrainingDomain({ prisma, teams }: { prisma: PrismaClient; teams: TeamContextService }) {
  async function distributionOn(teamId: string, date: string): Promise<DistributionWithProgram | null> {
    return prisma.programDistribution.findFirst({
      where: { teamId, startDate: { lte: date }, OR: [{ endDate: null }, { endDate: { gte: date } }] },
      orderBy: [{ startDate: 'desc' }, { createdAt: 'desc' }],
      include: { program: { select: { id: true, programTitle: true, programType: true } } },
    });
  }

  async function teamDay(teamId: string, date: string, roleOn?: RoleOn): Promise<TeamDay> {
    return dayOf(date, dayKind(date) === 'training' ? await distributionOn(teamId, date) : null, roleOn);
  }

  /** The real match-day roles of the team's dates (its fixtures), or undefined when it has none: the program's roles hold. */
  const rolesOf = async (team: LoadedTeam): Promise<RoleOn | undefined> => (await teams.fixtures(team))?.roleOn;

  /** Which program day runs on each date of a range (at most PROGRAM_DAYS_MAX_DAYS days; 400 naming `to` otherwise). */
  async function programDaysOf(team: LoadedTeam, from: string, to: string): Promise<RouteResponse<Routes['programDays']>['days']> {
    if (to < from) throw badRequest('to must not be before from');
    if (daysBetween(from, to) + 1 > PROGRAM_DAYS_MAX_DAYS) throw badRequest(`to must be at most ${PROGRAM_DAYS_MAX_DAYS} days from from`);
    const days = await teamTrainingDays(team.info.id, from, to, await rolesOf(team));
    return days
      .filter((d): d is Extract<TeamDay, { kind: 'training' }> => d.kind === 'training')
      .map((d) => ({
        date: d.date,
        programId: d.distribution.program.id,
        programName: d.distribution.program.programTitle,
        dayNumber: d.dayNumber,
        theme: d.day.theme,
        minutes: dayMinutesOf(d.day),
        matchDayRole: d.matchDayRole,
      }));
  }

  /** What the team does on each training day from `from` to `to` (one query for the whole range). */
  async function teamTrainingDays(teamId: string, from: string, to: string, roleOn?: RoleOn): Promise<TeamDay[]> {
    const distributions = await prisma.programDistribution.findMany({
      where: { teamId, startDate: { lte: to }, OR: [{ endDate: null }, { endDate: { gte: from } }] },
      orderBy: [{ startDate: 'desc' }, { createdAt: 'desc' }],
      include: { program: { select: { id: true, programTitle: true, programType: true } } },
    });
    const days: TeamDay[] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      if (dayKind(date) !== 'training') continue;
      // Same choice as distributionOn: the latest start on or before the date that is still open on it.
      days.push(dayOf(date, distributions.find((d) => d.startDate <= date && (d.endDate === null || d.endDate >= date)) ?? null, roleOn));
    }
    return days;
  }

  /** What the squad does on each training day from `from` to `to` as a player does it (their side of unit splits). */
  async function playerTrainingDays(team: LoadedTeam, playerId: string | null, from: string, to: string): Promise<TeamDay[]> {
    const days = await teamTrainingDays(team.info.id, from, to, await rolesOf(team));
    return playerId === null ? days : days.map((d) => (d.kind === 'training' ? asDoneBy(d, team, playerId) : d));
  }

  const completionOf = (playerId: string, teamId: string, date: string) =>
    prisma.teamTrainingCompletion.findFirst({ where: { playerId, teamId, date }, orderBy: { completedAt: 'asc' } });

  return {
    teamDay,
    teamTrainingDays,
    /** The team's fixture calendar for match-day planning (null without matches in its in-season). */
    fixtures: (team: LoadedTeam) => teams.fixtures(team),
    playerTrainingDays,

    /**
     * Makes a program the team's running distribution from startDate on, closing the one before it. Pushes of one
     * team queue on a per-team transaction lock, so the last one wins and exactly one stays open; the partial unique
     * index ProgramDistribution_one_open_per_team makes any other outcome impossible.
     */
    async distribute(
      tx: Prisma.TransactionClient,
      input: {
        programId: string;
        teamId: string;
        content: string;
        document: ProgramDocument;
        startDate: string;
        firstDayNumber: number;
        dayShift: number;
        createdBy: string;
      },
    ) {
      await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext(${`distribution:${input.teamId}`}))`;
      await tx.programDistribution.updateMany({ where: { teamId: input.teamId, endDate: null }, data: { endDate: addDays(input.startDate, -1) } });
      return tx.programDistribution.create({
        data: {
          programId: input.programId,
          teamId: input.teamId,
          contentSnapshot: input.content,
          documentSnapshot: input.document,
          dayShift: input.dayShift,
          startDate: input.startDate,
          firstDayNumber: input.firstDayNumber,
          createdBy: input.createdBy,
          createdAt: now(),
        },
      });
    },

    /** The team's open distribution of a program, if it is the one running (or about to start). */
    openDistributionOf: (programId: string) => prisma.programDistribution.findFirst({ where: { programId, endDate: null } }),

    /** GET /api/players/training/today */
    async playerToday(identity: Identity): Promise<RouteResponse<Routes['playerTeamTrainingToday']>> {
      const teamId = playerTeamIds(identity)[0];
      if (!teamId) return { hasTraining: false, date: calendarDate(now(), serverTimeZone()), training: null, reason: 'no-program' };
      const team = await teams.load(teamId, identity);
      const found = await teamDay(teamId, team.today, await rolesOf(team));
      if (found.kind === 'none') return { hasTraining: false, date: found.date, training: null, reason: found.reason };
      const day = asDoneBy(found, team, identity.userId);
      const completion = await completionOf(identity.userId, teamId, day.date);
      return {
        hasTraining: true,
        date: day.date,
        training: { id: day.id, dayNumber: day.dayNumber, completed: completion !== null, dayContent: day.dayContent, day: day.day },
      };
    },

    /**
     * POST /api/players/training/:id/complete: the player's own team only; idempotent; not before the day. Ticks the
     * session's items in the player's plan of the day.
     */
    async complete(identity: Identity, id: string): Promise<RouteResponse<Routes['completeTeamTraining']>> {
      const parsed = parseTrainingId(id);
      if (!parsed) throw notFound(TRAINING_NOT_FOUND);
      const distribution = await prisma.programDistribution.findUnique({ where: { id: parsed.distributionId }, select: { id: true, teamId: true } });
      if (!distribution || !playerTeamIds(identity).includes(distribution.teamId)) throw notFound(TRAINING_NOT_FOUND);
      const day = await teamDay(distribution.teamId, parsed.date);
      if (day.kind !== 'training' || day.distribution.id !== distribution.id) throw notFound(TRAINING_NOT_FOUND);
      const team = await teams.load(distribution.teamId, identity);
      if (parsed.date > team.today) throw badRequest('This training day has not started yet');
      // The session's items in the player's one plan for the day are done with it.
      await prisma.trainingLog.updateMany({
        where: { playerId: identity.userId, date: parsed.date, source: 'team', teamTrainingId: id, completed: false },
        data: { completed: true, completedAt: now() },
      });
      const existing = await completionOf(identity.userId, distribution.teamId, parsed.date);
      if (existing) return { message: 'Training already completed', completedAt: existing.completedAt.toISOString() };
      try {
        const row = await prisma.teamTrainingCompletion.create({
          data: {
            playerId: identity.userId,
            teamId: distribution.teamId,
            distributionId: distribution.id,
            date: parsed.date,
            dayNumber: day.dayNumber,
            completedAt: now(),
          },
        });
        return { message: 'Training marked as complete', completedAt: row.completedAt.toISOString() };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const row = await completionOf(identity.userId, distribution.teamId, parsed.date);
        return { message: 'Training already completed', completedAt: (row?.completedAt ?? now()).toISOString() };
      }
    },

    /** GET /api/programs/today: the caller's team's program day (players: their team; coaches: their first team). */
    async programToday(identity: Identity, teamIdGiven?: string): Promise<RouteResponse<Routes['programsToday']>> {
      const teamId = teamIdGiven ?? playerTeamIds(identity)[0] ?? coachTeamIds(identity)[0];
      if (!teamId) return { hasProgram: false, date: null, teamId: null, reason: 'no-team' };
      if (!isMemberOf(identity, teamId)) throw forbidden('You are not a member of this team');
      const team = await teams.load(teamId, identity);
      const found = await teamDay(teamId, team.today, await rolesOf(team));
      if (found.kind === 'none') return { hasProgram: false, date: found.date, teamId, reason: found.reason };
      const day = asDoneBy(found, team, identity.userId);
      return {
        hasProgram: true,
        date: day.date,
        teamId,
        programId: day.distribution.program.id,
        programTitle: day.distribution.program.programTitle,
        programType: day.distribution.program.programType as ProgramType,
        dayNumber: day.dayNumber,
        dayContent: day.dayContent,
        day: day.day,
      };
    },

    /**
     * GET /api/teams/:teamId/program-days: the team's coaches only; at most PROGRAM_DAYS_MAX_DAYS dates. Each date with
     * pushed team training (a training day: Monday, Tuesday, Thursday, Friday) with its program, day number, theme,
     * minutes and match-day role: the real one from the team's fixtures where they plan the date, else the program's.
     */
    async programDaysOn(identity: Identity, teamId: string, from: string, to: string): Promise<RouteResponse<Routes['programDays']>> {
      if (!isCoachOf(identity, teamId)) throw forbidden('Only coaches of this team can do this');
      return { teamId, from, to, days: await programDaysOf(await teams.load(teamId, identity), from, to) };
    },

    /** The same days for another service (the team's calendar feeds): the range checked, no caller. */
    async programDaysFor(teamId: string, from: string, to: string): Promise<RouteResponse<Routes['programDays']>['days']> {
      return programDaysOf(await teams.load(teamId), from, to);
    },

    /** GET /api/players/:playerId/training/:date: coaches of a team the player is in. */
    async playerOnDate(identity: Identity, playerId: string, date: string): Promise<RouteResponse<Routes['playerTrainingByDate']>> {
      const loaded = await Promise.all(coachTeamIds(identity).map((teamId) => teams.load(teamId, identity)));
      const team = loaded.find((t) => t.info.members.some((m) => m.userId === playerId && m.role === 'player'));
      if (!team) throw forbidden('You can only view players of teams you coach');
      const day = await teamDay(team.info.id, date, await rolesOf(team));
      let dailyTraining: RouteResponse<Routes['playerTrainingByDate']>['dailyTraining'] = null;
      if (day.kind === 'training') {
        const completion = await completionOf(playerId, team.info.id, date);
        const theirs = asDoneBy(day, team, playerId);
        dailyTraining = {
          programTitle: day.distribution.program.programTitle,
          programType: day.distribution.program.programType as ProgramType,
          dayNumber: day.dayNumber,
          content: theirs.dayContent,
          day: theirs.day,
          isCompleted: completion !== null,
          completedAt: completion?.completedAt.toISOString() ?? null,
        };
      }
      const logs = await prisma.trainingLog.findMany({
        where: { playerId, completed: true, date: { gte: addDays(date, 1 - RECENT_LOG_DAYS), lte: date } },
        orderBy: [{ date: 'desc' }, { createdAt: 'desc' }],
        take: RECENT_LOG_LIMIT,
      });
      return {
        dailyTraining,
        ...(day.kind === 'none' ? { reason: day.reason } : {}),
        recentLogs: logs.map((log) => ({
          id: log.id,
          activityType: log.category,
          activityName: loggedActivity(log)?.name ?? log.activityId,
          duration: log.durationMinutes,
          notes: log.notes,
          completed: log.completed,
          date: log.date,
          createdAt: log.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type SquadTrainingDomain = ReturnType<typeof squadTrainingDomain>;
