import { ROUTE_PATHS, type GenerationAccepted, type Identity, type trainingProgramRoutes } from '@rugby/contracts';
import type { RequestContext, RouteHandlers } from '@rugby/service-kit';
import { ACTIVITIES, toTrainingActivity } from '../content/activities.ts';
import { prefersRespondAsync, type GenerationsDomain } from '../domain/generations.ts';
import type { PlayerDayDomain } from '../domain/player-day.ts';
import type { PlayerLawsDomain } from '../domain/player-laws.ts';
import type { PlayerProgramsDomain } from '../domain/player-programs.ts';
import type { GenerationBody, GenerationRoute, ProgramsDomain } from '../domain/programs.ts';
import type { SquadTrainingDomain } from '../domain/squad-training.ts';
import type { TeamContextService } from '../domain/team-context.ts';
import type { TrainingLoopDomain } from '../domain/training-loop.ts';
import { sendPrecompressedJson } from './precompressed.ts';
import type { WelfareDomain } from '../welfare/welfare.ts';

export interface HandlerDeps {
  programs: ProgramsDomain;
  generations: GenerationsDomain;
  squad: SquadTrainingDomain;
  playerPrograms: PlayerProgramsDomain;
  playerDay: PlayerDayDomain;
  laws: PlayerLawsDomain;
  teams: TeamContextService;
  trainingLoop: TrainingLoopDomain;
  welfare: WelfareDomain;
}

export function trainingProgramHandlers({
  programs,
  generations,
  squad,
  playerPrograms,
  playerDay,
  laws,
  trainingLoop,
  welfare,
}: HandlerDeps): RouteHandlers<typeof trainingProgramRoutes> {
  /**
   * A generation route: answered at once, or with `Prefer: respond-async` (RFC 7240) started as a job and answered 202
   * with the generation to follow at its Location.
   */
  const answeredAsJob = (ctx: RequestContext, accepted: GenerationAccepted) => {
    ctx.res.status(202).setHeader('Location', ROUTE_PATHS.generation.path.replace(':id', encodeURIComponent(accepted.generationId)));
    ctx.res.setHeader('Preference-Applied', 'respond-async');
    return accepted;
  };
  const generation =
    <R extends GenerationRoute>(route: R) =>
    async ({ body, identity }: { body: GenerationBody<R>; identity: Identity }, ctx: RequestContext) => {
      if (!prefersRespondAsync(ctx.req.headers.prefer)) return programs.generation(route, identity, body);
      return answeredAsJob(ctx, await generations.start(route, identity, body));
    };

  return {
    approvedPrograms: async ({ params, identity }, ctx) => sendPrecompressedJson(ctx, await programs.listApprovedBody(identity, params.teamId)),
    programStatus: ({ params, identity }) => programs.status(identity, params.teamId),
    generateEliteProgram: generation('generateEliteProgram'),
    customizeProgram: generation('customizeProgram'),
    generation: ({ params, identity }) => generations.read(identity, params.id),
    approveProgram: async ({ body, identity }, ctx) => {
      const approved = await programs.approve(identity, body);
      ctx.res.status(201);
      return approved;
    },
    updateApprovedProgram: ({ params, body, identity }) => programs.update(identity, params.id, body),
    pushProgram: ({ params, body, identity }) => programs.push(identity, params.id, body?.startDate),
    exerciseLibrary: ({ query, identity }) => programs.library(identity, query.teamId),
    checkProgram: ({ body }) => programs.check(body.document),
    coachGenerateTraining: generation('coachGenerateTraining'),
    coachGeneratePositionTraining: generation('coachGeneratePositionTraining'),
    trainingActivities: ({ query }) =>
      ACTIVITIES.filter((a) => !query.category || query.category === 'all' || a.category === query.category).map(toTrainingActivity),
    playerTeamTrainingToday: ({ identity }) => squad.playerToday(identity),
    completeTeamTraining: ({ params, identity }) => squad.complete(identity, params.id),
    programsToday: ({ query, identity }) => squad.programToday(identity, query.teamId),
    programDays: ({ params, query, identity }) => squad.programDaysOn(identity, params.teamId, query.from, query.to),
    playerTrainingByDate: ({ params, identity }) => squad.playerOnDate(identity, params.playerId, params.date),
    playerTrainingProgram: ({ identity }) => playerPrograms.current(identity),
    playerGenerateTraining: async ({ body, identity }, ctx) =>
      prefersRespondAsync(ctx.req.headers.prefer)
        ? answeredAsJob(ctx, await generations.startPlayerWeek(identity, body?.regenerate === true))
        : playerPrograms.generate(identity, body?.regenerate === true),
    playerTraining: ({ query, identity }) => playerDay.training(identity, query.date),
    updateTrainingLog: ({ params, body, identity }) => playerDay.updateLog(identity, params.logId, body.completed),
    logSets: ({ params, body, identity }) => playerDay.logSets(identity, params.logId, body),
    exerciseHistory: ({ params, identity }) => playerDay.exerciseHistory(identity, params.logId),
    playerDayLog: ({ query, identity }) => trainingLoop.dayLog(identity, query.date),
    saveReadiness: ({ body, identity }) => trainingLoop.saveReadiness(identity, body),
    saveSessionReport: ({ body, identity }) => trainingLoop.saveSessionReport(identity, body),
    teamReadiness: ({ params, query, identity }) => trainingLoop.teamDay(identity, params.teamId, query.date),
    teamReport: ({ params, query, identity }) => trainingLoop.teamReport(identity, params.teamId, query),
    teamPlayerRecord: ({ params, query, identity }) => trainingLoop.teamPlayerRecord(identity, params.teamId, params.playerId, query.weeks),
    playerTrainingRecord: ({ query, identity }) => trainingLoop.playerRecord(identity, query.weeks),
    playerProgress: ({ query, identity }) => playerDay.progress(identity, query.weekStart, query.weekEnd),
    playerProgressHistory: ({ query, identity }) => playerDay.history(identity, query.weeks),
    unviewedLaws: ({ identity }) => laws.unviewed(identity),
    lawsToday: ({ identity }) => laws.lawsToday(identity),
    markLawViewed: ({ body, identity }) => laws.markViewed(identity, body.lawId),
    answerLawQuestion: ({ body, identity }) => laws.answer(identity, body.lawId, body.optionId),
    recoveryTip: ({ identity }) => playerDay.recoveryTip(identity),
    playerWelfare: ({ identity }) => welfare.playerWelfare(identity),
    reportSymptoms: ({ body, identity }) => welfare.reportSymptoms(identity, body),
    teamWelfare: ({ params, identity }) => welfare.teamWelfare(identity, params.teamId),
    recordConcussion: async ({ params, body, identity }, ctx) => {
      const answer = await welfare.recordConcussion(identity, params.teamId, params.playerId, body);
      ctx.res.status(201);
      return answer;
    },
    recordClearance: ({ params, body, identity }) => welfare.recordClearance(identity, params.teamId, params.playerId, body),
    withdrawConcussion: ({ params, body, identity }) => welfare.withdrawConcussion(identity, params.teamId, params.playerId, body),
    saveWelfareSettings: ({ params, body, identity }) => welfare.saveSettings(identity, params.teamId, body.union),
    skillsGuide: ({ query, identity }) => playerDay.skillsGuide(identity, query.position),
    skillsSession: async ({ body, identity }, ctx) => {
      const { created, entry } = await playerDay.skillsSession(identity, body?.position);
      if (created) ctx.res.status(201);
      return entry;
    },
  };
}
