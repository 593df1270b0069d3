import { playerTeamIds, type Identity, type RouteResponse, type SeasonPhase, type trainingProgramRoutes } from '@rugby/contracts';
import { addDays, isoWeekday, isUniqueViolation, mondayOf, notFound, now } from '@rugby/service-kit';
import type { GenerationQuota } from './generation-quota.ts';
import type { ProgramGenerator } from '../generator/program-generator.ts';
import type { PlayerProgram, PrismaClient } from '../generated/prisma/client.ts';
import { loadPersonalWeek } from './personal-week.ts';
import { playerProfileOf } from './player-context.ts';
import { readDocument } from './program-document.ts';
import type { SquadTrainingDomain } from './squad-training.ts';
import type { TeamContextService } from './team-context.ts';

type Routes = typeof trainingProgramRoutes;
type PlayerProgramView = NonNullable<RouteResponse<Routes['playerTrainingProgram']>['program']>;

export const NO_TEAM_FOR_PROGRAM = 'Join a team to get your weekly training program';

export function toPlayerProgram(row: PlayerProgram): PlayerProgramView {
  return {
    id: row.id,
    programData: row.programData as PlayerProgramView['programData'],
    playerPosition: row.playerPosition,
    seasonPhase: row.seasonPhase as SeasonPhase,
    generatedAt: row.generatedAt.toISOString(),
    weekStartDate: row.weekStartDate,
    playerAge: row.playerAge,
    playerWeight: row.playerWeight,
    playerHeight: row.playerHeight,
    // Weeks generated before weeks were documents have their sections only.
    document: row.document === null ? null : readDocument(row.document),
  };
}

/**
 * The training week a program is for: the current one from Monday to Friday; at the weekend, when this week's
 * training is over, the week ahead.
 */
export const programWeekStart = (today: string) => (isoWeekday(today) >= 6 ? addDays(mondayOf(today), 7) : mondayOf(today));

/**
 * A player's personal weekly program (Monday weekStartDate in the team's time zone): personalised by the position,
 * age, weight and height the team service holds and by the team's season phase on that Monday. One per player and week.
 */
export function playerProgramsDomain({
  prisma,
  generator,
  quota,
  teams,
  squad,
}: {
  prisma: PrismaClient;
  generator: ProgramGenerator;
  /** A new week spends from the team's daily budget of generations. */
  quota: GenerationQuota;
  teams: TeamContextService;
  squad: SquadTrainingDomain;
}) {
  async function thisWeek(identity: Identity) {
    const teamId = playerTeamIds(identity)[0];
    if (!teamId) return null;
    const team = await teams.load(teamId, identity);
    return { team, weekStartDate: programWeekStart(team.today) };
  }
  const find = (playerId: string, weekStartDate: string) => prisma.playerProgram.findUnique({ where: { playerId_weekStartDate: { playerId, weekStartDate } } });

  return {
    /** The program of this training week (of the week ahead at the weekend), or null. */
    async current(identity: Identity): Promise<RouteResponse<Routes['playerTrainingProgram']>> {
      const week = await thisWeek(identity);
      const row = week ? await find(identity.userId, week.weekStartDate) : null;
      return { program: row ? toPlayerProgram(row) : null };
    },

    /** That week's program: the stored one (cached) unless regenerate, else a new one replacing it. */
    async generate(identity: Identity, regenerate: boolean): Promise<RouteResponse<Routes['playerGenerateTraining']>> {
      const week = await thisWeek(identity);
      if (!week) throw notFound(NO_TEAM_FOR_PROGRAM);
      const { team, weekStartDate } = week;
      if (!regenerate) {
        const existing = await find(identity.userId, weekStartDate);
        if (existing) return { program: toPlayerProgram(existing), cached: true };
      }
      await quota.spend(team.info.id);
      const member = team.info.members.find((m) => m.userId === identity.userId);
      const profile = playerProfileOf(identity.userId, member);
      // The week's place in the season, and the days the squad trains together (the personal week complements them).
      const { phase: seasonPhase, plan } = await loadPersonalWeek(squad, team, weekStartDate);
      const made = await generator.generatePlayerWeek(profile, seasonPhase, weekStartDate, plan);
      const data = {
        teamId: team.info.id,
        programData: made.programData,
        document: made.document,
        playerPosition: profile.position,
        seasonPhase,
        playerAge: profile.age,
        playerWeight: profile.weight,
        playerHeight: profile.height,
        generatedBy: generator.name,
        generatedAt: now(),
      };
      const save = () =>
        prisma.playerProgram.upsert({
          where: { playerId_weekStartDate: { playerId: identity.userId, weekStartDate } },
          create: { playerId: identity.userId, weekStartDate, ...data },
          update: data,
        });
      let row: PlayerProgram;
      try {
        row = await save();
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        row = await save(); // a concurrent first generation created the row: update it
      }
      return { program: toPlayerProgram(row), cached: false };
    },
  };
}
export type PlayerProgramsDomain = ReturnType<typeof playerProgramsDomain>;
