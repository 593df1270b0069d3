import type { Identity, ReadinessCheckIn, RouteBody, RouteResponse, SessionReport, trainingProgramRoutes } from '@rugby/contracts';
import { displayName } from '@rugby/contracts/domain';
import { BODY_AREAS, readinessAdaptation, readinessScore, sessionLoad, type BodyArea } from '@rugby/contracts/training-load';
import { addDays, badRequest, now } from '@rugby/service-kit';
import type { PrismaClient, ReadinessCheckIn as CheckInRow, SessionReport as SessionRow } from '../generated/prisma/client.ts';
import { loadPlayerContext } from './player-context.ts';
import { assertCoachOf } from './programs.ts';
import type { TeamContextService } from './team-context.ts';

type Routes = typeof trainingProgramRoutes;

/** How far back a player may check in or report a session (a forgotten day), and read their own days. */
export const LOG_WINDOW = { saveDaysBack: 6, readDaysBack: 28 } as const;
/** How far back a coach may read the squad's days. */
export const TEAM_READ_DAYS_BACK = 366;

const asBodyArea = (value: string | null): BodyArea | null => ((BODY_AREAS as readonly string[]).includes(value ?? '') ? (value as BodyArea) : null);

export function toCheckIn(row: CheckInRow): ReadinessCheckIn {
  const scores = { sleep: row.sleep, soreness: row.soreness, fatigue: row.fatigue, stress: row.stress, mood: row.mood };
  const injuryArea = asBodyArea(row.injuryArea);
  return {
    date: row.date,
    ...scores,
    injury: row.injury,
    injuryArea,
    notes: row.notes,
    score: readinessScore(scores),
    adaptation: readinessAdaptation(scores, { reported: row.injury, area: injuryArea }),
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
export function trainingLoopDomain({ prisma, teams }: { prisma: PrismaClient; teams: TeamContextService }) {
  /** The player's today and team, and the day the body names (today when it names none), checked. */
  async function playerDay(identity: Identity, date: string | undefined, daysBack: number) {
    const ctx = await loadPlayerContext(teams, identity);
    return { playerId: ctx.playerId, teamId: ctx.team?.info.id ?? null, date: checkDate(date ?? ctx.today, ctx.today, daysBack) };
  }

  return {
    async dayLog(identity: Identity, date: string | undefined): Promise<RouteResponse<Routes['playerDayLog']>> {
      const day = await playerDay(identity, date, LOG_WINDOW.readDaysBack);
      const key = { playerId_date: { playerId: day.playerId, date: day.date } };
      const [checkIn, session] = await Promise.all([prisma.readinessCheckIn.findUnique({ where: key }), prisma.sessionReport.findUnique({ where: key })]);
      return { date: day.date, readiness: checkIn ? toCheckIn(checkIn) : null, session: session ? toSessionReport(session) : null };
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
        updatedAt: at,
      };
      const row = await prisma.readinessCheckIn.upsert({
        where: { playerId_date: { playerId: day.playerId, date: day.date } },
        create: { playerId: day.playerId, date: day.date, ...values, createdAt: at },
        update: values,
      });
      return toCheckIn(row);
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
      const row = await prisma.sessionReport.upsert({
        where: { playerId_date: { playerId: day.playerId, date: day.date } },
        create: { playerId: day.playerId, date: day.date, ...values, createdAt: at },
        update: values,
      });
      return toSessionReport(row);
    },

    /** Every player of the team for a day, with their check-in and session report (null where none). */
    async teamDay(identity: Identity, teamId: string, date: string | undefined): Promise<RouteResponse<Routes['teamReadiness']>> {
      assertCoachOf(identity, teamId);
      const team = await teams.load(teamId, identity);
      const day = checkDate(date ?? team.today, team.today, TEAM_READ_DAYS_BACK);
      const players = team.info.members.filter((m) => m.role === 'player');
      const ids = players.map((p) => p.userId);
      const [checkIns, sessions] = await Promise.all([
        prisma.readinessCheckIn.findMany({ where: { playerId: { in: ids }, date: day } }),
        prisma.sessionReport.findMany({ where: { playerId: { in: ids }, date: day } }),
      ]);
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
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      };
    },
  };
}
export type TrainingLoopDomain = ReturnType<typeof trainingLoopDomain>;
