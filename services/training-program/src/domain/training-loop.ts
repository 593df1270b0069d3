import {
  FULL_CONTACT_STAGE,
  type Identity,
  type ReadinessCheckIn,
  type RouteBody,
  type RouteResponse,
  type SessionReport,
  type TrainingRecord,
  type trainingProgramRoutes,
} from '@rugby/contracts';
import { displayName } from '@rugby/contracts/domain';
import { isOutsideBand, readinessScore, sessionLoad, workloadRatio } from '@rugby/contracts/training-load';
import { addDays, badRequest, calendarDate, mondayOf, notFound, now } from '@rugby/service-kit';
import { daysBetween } from './calendar.ts';
import { adaptDay, readCheckIn } from './day-adaptation.ts';
import { dailyLoads } from '../player/training-record.ts';
import { byPlayer, loadRecordRows, recordOf, type RecordRows } from './training-record.ts';
import type { PrismaClient, ReadinessCheckIn as CheckInRow, SessionReport as SessionRow } from '../generated/prisma/client.ts';
import { loadPlayerContext } from './player-context.ts';
import { assertCoachOf } from './programs.ts';
import type { TeamContextService } from './team-context.ts';
import { asSymptoms, type WelfareDomain } from '../welfare/welfare.ts';

type Routes = typeof trainingProgramRoutes;

/** How far back a player may check in or report a session (a forgotten day), and read their own days. */
export const LOG_WINDOW = { saveDaysBack: 6, readDaysBack: 28 } as const;
/** How far back a coach may read the squad's days. */
export const TEAM_READ_DAYS_BACK = 366;
/** The squad report: its default and longest range (days), and how far before its start loads count for the workload ratio. */
export const REPORT_RANGE = { defaultDays: 28, maxDays: 84, workloadHistoryDays: 90 } as const;
/** A player's training record: weeks read by default. */
export const RECORD_WEEKS = { default: 12 } as const;
/** How far back a best set counts for a personal record: a year (sets older than that are not read). */
export const RECORD_HISTORY_DAYS = 366;

export function toCheckIn(row: CheckInRow): ReadinessCheckIn {
  const { scores, injuryArea, adaptation } = readCheckIn(row);
  return {
    date: row.date,
    ...scores,
    injury: row.injury,
    injuryArea,
    notes: row.notes,
    symptoms: asSymptoms(row.symptoms),
    score: readinessScore(scores),
    adaptation,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const toSessionReport = (row: SessionRow): SessionReport => ({
  date: row.date,
  rpe: row.rpe,
  durationMinutes: row.durationMinutes,
  load: row.load,
  updatedAt: row.updatedAt.toISOString(),
});

/** Upsert arguments for a player's record of a day: created once, replaced by every later save. */
const dayRecord = <V extends object>(day: { playerId: string; date: string }, values: V, at: Date) => ({
  where: { playerId_date: { playerId: day.playerId, date: day.date } },
  create: { playerId: day.playerId, date: day.date, ...values, createdAt: at },
  update: values,
});

/** A date the caller may use: not after `today`, at most `daysBack` before it (400 naming `date` otherwise). */
function checkDate(date: string, today: string, daysBack: number): string {
  if (date > today) throw badRequest(`date must not be in the future (today is ${today})`);
  if (date < addDays(today, -daysBack)) throw badRequest(`date must be within ${daysBack} days before today (${today})`);
  return date;
}

/**
 * The training loop's records (issue 16): a player's readiness check-in and session report per day, written only by
 * the player, read by the player and their team's coaches. Dates are the team's calendar dates.
 */
export function trainingLoopDomain({
  prisma,
  teams,
  welfare,
  forgetDay,
}: {
  prisma: PrismaClient;
  teams: TeamContextService;
  /** A check-in that is a suspected concussion starts the protocol (Recognise and Remove); its stage replaces the day. */
  welfare: Pick<WelfareDomain, 'fromCheckIn' | 'protocolStageOn' | 'protocolDayOn'>;
  /** Forgets the player's cached days: a check-in changes the day's plan, and their next read shows it at once. */
  forgetDay: (playerId: string) => void;
}) {
  /** A player's record over the `weeks` weeks to `today` (Monday start), from the day they joined at the earliest. */
  async function recordFor(playerId: string, today: string, joined: string, weeks: number): Promise<TrainingRecord> {
    const from = addDays(mondayOf(today), -7 * (weeks - 1));
    const rows = await loadRecordRows(prisma, [playerId], {
      from,
      to: today,
      loadsFrom: addDays(from, -REPORT_RANGE.workloadHistoryDays),
      setsFrom: addDays(today, -RECORD_HISTORY_DAYS),
    });
    return recordOf(rows, { from, to: today, joined });
  }

  /** The player's today and team, and the day the body names (today when it names none), checked. */
  async function playerDay(identity: Identity, date: string | undefined, daysBack: number) {
    const ctx = await loadPlayerContext(teams, identity);
    return { playerId: ctx.playerId, teamId: ctx.team?.info.id ?? null, date: checkDate(date ?? ctx.today, ctx.today, daysBack) };
  }

  /** A check-in on a day the concussion protocol replaces (stages 1-4) says so, not what the scores alone would. */
  async function underProtocol(checkIn: ReadinessCheckIn, playerId: string): Promise<ReadinessCheckIn> {
    const day = await welfare.protocolDayOn(playerId, checkIn.date);
    if (day === null || (day.stage >= FULL_CONTACT_STAGE && !day.rest)) return checkIn;
    const reason = day.rest
      ? `Stood down under the concussion protocol (return to play stage ${day.stage} of 6): symptoms today, so today is rest`
      : `Stood down under the concussion protocol (return to play stage ${day.stage} of 6): the stage's activity replaces training today`;
    return { ...checkIn, adaptation: { ...checkIn.adaptation, level: 'injured', volume: 0, noSprints: true, noContact: true, reason } };
  }

  return {
    async dayLog(identity: Identity, date: string | undefined): Promise<RouteResponse<Routes['playerDayLog']>> {
      const day = await playerDay(identity, date, LOG_WINDOW.readDaysBack);
      const key = { playerId_date: { playerId: day.playerId, date: day.date } };
      const [checkIn, session] = await Promise.all([prisma.readinessCheckIn.findUnique({ where: key }), prisma.sessionReport.findUnique({ where: key })]);
      return {
        date: day.date,
        readiness: checkIn ? await underProtocol(toCheckIn(checkIn), day.playerId) : null,
        session: session ? toSessionReport(session) : null,
      };
    },

    async saveReadiness(identity: Identity, body: RouteBody<Routes['saveReadiness']>): Promise<ReadinessCheckIn> {
      const day = await playerDay(identity, body.date, LOG_WINDOW.saveDaysBack);
      const at = now();
      const values = {
        teamId: day.teamId,
        sleep: body.sleep,
        soreness: body.soreness,
        fatigue: body.fatigue,
        stress: body.stress,
        mood: body.mood,
        injury: body.injury,
        injuryArea: body.injury ? (body.injuryArea ?? null) : null,
        notes: body.notes || null,
        symptoms: body.symptoms,
        updatedAt: at,
      };
      const checkIn = toCheckIn(await prisma.readinessCheckIn.upsert(dayRecord(day, values, at)));
      // Recognise and Remove: a suspected concussion stops the day's training and starts the protocol; during the
      // protocol the check-in's symptoms are the day's report.
      await welfare.fromCheckIn(identity, { ...checkIn, symptoms: body.symptoms, scores: { sleep: body.sleep, fatigue: body.fatigue, mood: body.mood } });
      const stage = await welfare.protocolStageOn(day.playerId, day.date);
      // The day's session follows the check-in (items already written; a plan written later reads it), unless a
      // return-to-play stage replaces the day.
      if (stage === null || stage >= FULL_CONTACT_STAGE) await adaptDay(prisma, day.playerId, day.date);
      forgetDay(day.playerId);
      return underProtocol(checkIn, day.playerId);
    },

    async saveSessionReport(identity: Identity, body: RouteBody<Routes['saveSessionReport']>): Promise<SessionReport> {
      const day = await playerDay(identity, body.date, LOG_WINDOW.saveDaysBack);
      const at = now();
      const values = {
        teamId: day.teamId,
        rpe: body.rpe,
        durationMinutes: body.durationMinutes,
        load: sessionLoad(body.rpe, body.durationMinutes),
        updatedAt: at,
      };
      return toSessionReport(await prisma.sessionReport.upsert(dayRecord(day, values, at)));
    },

    /** Every player of the team for a day, with their check-in and session report (null where none). */
    async teamDay(identity: Identity, teamId: string, date: string | undefined): Promise<RouteResponse<Routes['teamReadiness']>> {
      assertCoachOf(identity, teamId);
      const team = await teams.load(teamId, identity);
      const day = checkDate(date ?? team.today, team.today, TEAM_READ_DAYS_BACK);
      const players = team.info.members.filter((m) => m.role === 'player');
      const ids = players.map((p) => p.userId);
      const [checkIns, sessions, completions, ticked] = await Promise.all([
        prisma.readinessCheckIn.findMany({ where: { playerId: { in: ids }, date: day } }),
        prisma.sessionReport.findMany({ where: { playerId: { in: ids }, date: day } }),
        prisma.teamTrainingCompletion.findMany({ where: { playerId: { in: ids }, teamId, date: day }, select: { playerId: true } }),
        prisma.trainingLog.findMany({
          where: { playerId: { in: ids }, date: day, source: 'team', completed: true },
          select: { playerId: true },
          distinct: ['playerId'],
        }),
      ]);
      const trained = new Set([...completions, ...ticked].map((row) => row.playerId));
      const checkInOf = new Map(checkIns.map((row) => [row.playerId, toCheckIn(row)]));
      const sessionOf = new Map(sessions.map((row) => [row.playerId, toSessionReport(row)]));
      return {
        date: day,
        players: players
          .map((p) => ({
            playerId: p.userId,
            name: displayName(p),
            position: p.position,
            readiness: checkInOf.get(p.userId) ?? null,
            session: sessionOf.get(p.userId) ?? null,
            trained: trained.has(p.userId),
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      };
    },

    /** The squad report over a range: compliance, load, workload ratio and readiness per player. */
    async teamReport(identity: Identity, teamId: string, range: { from?: string; to?: string }): Promise<RouteResponse<Routes['teamReport']>> {
      assertCoachOf(identity, teamId);
      const team = await teams.load(teamId, identity);
      const to = checkDate(range.to ?? team.today, team.today, TEAM_READ_DAYS_BACK);
      const from = range.from ?? addDays(to, -(REPORT_RANGE.defaultDays - 1));
      if (from > to) throw badRequest('from must not be after to');
      if (daysBetween(from, to) + 1 > REPORT_RANGE.maxDays) throw badRequest(`from must be at most ${REPORT_RANGE.maxDays} days before to`);
      const loadsFrom = addDays(to, -(REPORT_RANGE.workloadHistoryDays - 1));
      const players = team.info.members.filter((m) => m.role === 'player');
      const rows = await loadRecordRows(
        prisma,
        players.map((p) => p.userId),
        { from, to, loadsFrom: loadsFrom < from ? loadsFrom : from, setsFrom: addDays(to, -RECORD_HISTORY_DAYS) },
      );
      const of = {
        reports: byPlayer(rows.reports),
        checkIns: byPlayer(rows.checkIns),
        trainedDays: byPlayer(rows.trainedDays),
        setLogs: byPlayer(rows.setLogs),
      };
      return {
        from,
        to,
        players: players
          .map((p) => {
            const own: RecordRows = {
              reports: of.reports.get(p.userId) ?? [],
              checkIns: of.checkIns.get(p.userId) ?? [],
              trainedDays: of.trainedDays.get(p.userId) ?? [],
              setLogs: of.setLogs.get(p.userId) ?? [],
            };
            const record = recordOf(own, { from, to, joined: calendarDate(new Date(p.joinedAt), team.info.timeZone) });
            const inRange = own.reports.filter((r) => r.date >= from);
            const workload = workloadRatio(dailyLoads(own.reports, to));
            const mine = own.checkIns.map(toCheckIn);
            const last = mine.at(-1);
            return {
              playerId: p.userId,
              name: displayName(p),
              position: p.position,
              compliance: record.compliance,
              load: {
                sessions: inRange.length,
                total: inRange.reduce((sum, r) => sum + r.load, 0),
                last7Days: inRange.filter((r) => r.date > addDays(to, -7)).reduce((sum, r) => sum + r.load, 0),
              },
              workload: { ...workload, flagged: isOutsideBand(workload.ratio) },
              readiness: {
                checkIns: mine.length,
                average: mine.length ? Math.round((mine.reduce((sum, c) => sum + c.score, 0) / mine.length) * 10) / 10 : null,
                latest: last ? { date: last.date, score: last.score, level: last.adaptation.level, reason: last.adaptation.reason } : null,
              },
              weeks: record.weeks,
              records: record.records.filter((r) => r.date >= from && r.previous !== null),
            };
          })
          .sort((a, b) => a.name.localeCompare(b.name)),
      };
    },

    /** GET /api/player/training-record: the player's own record over the last `weeks` weeks (Progress). */
    async playerRecord(identity: Identity, weeks: number = RECORD_WEEKS.default): Promise<RouteResponse<Routes['playerTrainingRecord']>> {
      const ctx = await loadPlayerContext(teams, identity);
      return recordFor(ctx.playerId, ctx.today, ctx.since ?? ctx.today, weeks);
    },

    /** GET /api/teams/:teamId/players/:playerId/record: the same record of one player of the coach's team. */
    async teamPlayerRecord(
      identity: Identity,
      teamId: string,
      playerId: string,
      weeks: number = RECORD_WEEKS.default,
    ): Promise<RouteResponse<Routes['teamPlayerRecord']>> {
      assertCoachOf(identity, teamId);
      const team = await teams.load(teamId, identity);
      const player = team.info.members.find((m) => m.userId === playerId && m.role === 'player');
      if (!player) throw notFound('No such player in this team');
      return recordFor(playerId, team.today, calendarDate(new Date(player.joinedAt), team.info.timeZone), weeks);
    },
  };
}
export type TrainingLoopDomain = ReturnType<typeof trainingLoopDomain>;
