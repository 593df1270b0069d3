import { messagingInternalClient, serviceUrl, teamInternalClient, trainingProgramRoutes } from '@rugby/contracts';
import {
  createOutbox,
  createServiceApp,
  internalServiceToken,
  notifiedCache,
  teamActivityOutbox,
  type Database,
  type Logger,
  type OutboxTiming,
} from '@rugby/service-kit';
import { PrismaClient } from './generated/prisma/client.ts';
import { PLAYER_ROWS_CHANNEL, playerDayDomain, type PlayerDayAnswer } from './domain/player-day.ts';
import { generationQuota } from './domain/generation-quota.ts';
import { generationsDomain } from './domain/generations.ts';
import { playerLawsDomain } from './domain/player-laws.ts';
import { playerProgramsDomain } from './domain/player-programs.ts';
import { programsDomain } from './domain/programs.ts';
import { squadTrainingDomain } from './domain/squad-training.ts';
import { teamContextService, type TeamClient } from './domain/team-context.ts';
import { trainingLoopDomain } from './domain/training-loop.ts';
import type { ProgramGenerator } from './generator/program-generator.ts';
import { generatorFromEnv } from './generator/select.ts';
import { trainingProgramHandlers } from './rest/handlers.ts';
import { internalRouter } from './internal/router.ts';
import { schema } from './schema/index.ts';
import { welfareNotices, type StandDownClient, type WelfareNotifier } from './welfare/notices.ts';
import { welfareDomain } from './welfare/welfare.ts';

export interface BuildOptions {
  db: Database;
  log: Logger;
  /** Defaults to the real team service client. */
  team?: TeamClient;
  /** Defaults to the environment: OpenAI-compatible when OPENAI_API_KEY is set, else built-in. */
  generator?: ProgramGenerator;
  /** Outbox timing (backoff, lease, clock); tests make retries due at once. */
  outbox?: OutboxTiming;
  /** Defaults to the real messaging service client (welfare notices). */
  notifier?: WelfareNotifier;
  /** Defaults to the real team service client (a stood-down player's availability). */
  standDown?: StandDownClient;
  /** Generations a team may start per day (default AI_GENERATIONS_PER_TEAM_PER_DAY, else 50). */
  generationsPerTeamPerDay?: number;
}

export function buildApp({ db, log, team, generator, notifier, standDown, outbox: outboxTiming, generationsPerTeamPerDay }: BuildOptions) {
  const prisma = new PrismaClient({ adapter: db.adapter });
  const teamClient = team ?? teamInternalClient({ baseUrl: serviceUrl('team'), token: internalServiceToken() });
  // Team activity lines (approvals, pushes, re-distributions) go through the outbox; server.ts starts its relay, close() stops it.
  const outbox = createOutbox({ prisma, log, ...outboxTiming });
  const teams = teamContextService({ team: teamClient, log, activity: teamActivityOutbox({ outbox, team: teamClient, log }) });
  const programGenerator = generator ?? generatorFromEnv(log);
  const squad = squadTrainingDomain({ prisma, teams });
  const quota = generationQuota(db, generationsPerTeamPerDay);
  const programs = programsDomain({ prisma, generator: programGenerator, quota, teams, squad });
  const playerPrograms = playerProgramsDomain({ prisma, generator: programGenerator, quota, teams, squad });
  // Generations asked for as jobs (Prefer: respond-async) run through the same outbox: at once here, else by a worker's relay.
  const generations = generationsDomain({ prisma, programs, playerPrograms, outbox, log });
  const laws = playerLawsDomain({ prisma, sql: db.sql, teams });
  const playerDays = notifiedCache<PlayerDayAnswer>(db, PLAYER_ROWS_CHANNEL);
  const notices = welfareNotices({
    outbox,
    notifier: notifier ?? messagingInternalClient({ baseUrl: serviceUrl('messaging'), token: internalServiceToken() }),
    team: standDown ?? teamInternalClient({ baseUrl: serviceUrl('team'), token: internalServiceToken() }),
    log,
  });
  // A player's own write shows in their next read at once (the database's notification reaches the other replicas).
  const forgetDay = (playerId: string) => playerDays.forget(playerId);
  const welfare = welfareDomain({ prisma, teams, notices, events: teamClient, forgetDay });
  const playerDay = playerDayDomain({ prisma, sql: db.sql, teams, squad, laws, welfare, days: playerDays });
  const trainingLoop = trainingLoopDomain({ prisma, teams, welfare, forgetDay });
  const app = createServiceApp({
    name: 'training-program',
    log,
    routes: trainingProgramRoutes,
    handlers: trainingProgramHandlers({ programs, generations, squad, playerPrograms, playerDay, laws, teams, trainingLoop, welfare }),
    schema,
    sql: db.sql,
    graphqlContext: { programs, playerDay, laws, teams },
    internal: internalRouter({ squad, playerDay, welfare }),
  });
  return {
    app,
    prisma,
    outbox,
    close: async () => {
      await generations.drain();
      await outbox.stopRelay();
      await playerDays.close();
      await prisma.$disconnect();
    },
  };
}
