import { serviceUrl, teamInternalClient, trainingProgramRoutes } from '@rugby/contracts';
import { createServiceApp, internalServiceToken, type Database, type Logger } from '@rugby/service-kit';
import { PrismaClient } from './generated/prisma/client.ts';
import { playerDayDomain } from './domain/player-day.ts';
import { playerLawsDomain } from './domain/player-laws.ts';
import { playerProgramsDomain } from './domain/player-programs.ts';
import { programsDomain } from './domain/programs.ts';
import { squadTrainingDomain } from './domain/squad-training.ts';
import { teamContextService, type TeamClient } from './domain/team-context.ts';
import type { ProgramGenerator } from './generator/program-generator.ts';
import { generatorFromEnv } from './generator/select.ts';
import { trainingProgramHandlers } from './rest/handlers.ts';
import { schema } from './schema/index.ts';

export interface BuildOptions {
  db: Database;
  log: Logger;
  /** Defaults to the real team service client. */
  team?: TeamClient;
  /** Defaults to the environment: OpenAI-compatible when OPENAI_API_KEY is set, else built-in. */
  generator?: ProgramGenerator;
}

export function buildApp({ db, log, team, generator }: BuildOptions) {
  const prisma = new PrismaClient({ adapter: db.adapter });
  const teams = teamContextService({ team: team ?? teamInternalClient({ baseUrl: serviceUrl('team'), token: internalServiceToken() }), log });
  const programGenerator = generator ?? generatorFromEnv(log);
  const squad = squadTrainingDomain({ prisma, teams });
  const programs = programsDomain({ prisma, generator: programGenerator, teams, squad });
  const playerPrograms = playerProgramsDomain({ prisma, generator: programGenerator, teams });
  const laws = playerLawsDomain({ prisma, teams });
  const playerDay = playerDayDomain({ prisma, teams, squad, laws });
  const app = createServiceApp({
    name: 'training-program',
    log,
    routes: trainingProgramRoutes,
    handlers: trainingProgramHandlers({ programs, squad, playerPrograms, playerDay, laws, teams }),
    schema,
    sql: db.sql,
    graphqlContext: { programs, playerDay, laws, teams },
  });
  return { app, prisma, close: () => prisma.$disconnect() };
}
