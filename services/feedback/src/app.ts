import { feedbackRoutes, serviceUrl, teamInternalClient } from '@rugby/contracts';
import { createServiceApp, internalServiceToken, type Database, type Logger } from '@rugby/service-kit';
import { PrismaClient } from './generated/prisma/client.ts';
import { feedbackDomain, parseAdminEmails, type FeedbackDomainDeps } from './domain/feedback.ts';
import { feedbackHandlers } from './rest/handlers.ts';
import { schema } from './schema/index.ts';

export interface BuildOptions {
  db: Database;
  log: Logger;
  /** Defaults to the real team service client. */
  team?: FeedbackDomainDeps['team'];
  adminEmails?: Set<string>;
}

export function buildApp({ db, log, team, adminEmails }: BuildOptions) {
  const prisma = new PrismaClient({ adapter: db.adapter });
  const feedback = feedbackDomain({
    prisma,
    team: team ?? teamInternalClient({ baseUrl: serviceUrl('team'), token: internalServiceToken() }),
    adminEmails: adminEmails ?? parseAdminEmails(process.env.FEEDBACK_ADMIN_EMAILS),
  });
  const app = createServiceApp({
    name: 'feedback',
    log,
    routes: feedbackRoutes,
    handlers: feedbackHandlers(feedback),
    schema,
    sql: db.sql,
    graphqlContext: { feedback },
  });
  return { app, prisma, close: () => prisma.$disconnect() };
}
