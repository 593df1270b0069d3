import { messagingRoutes, serviceUrl, teamInternalClient } from '@rugby/contracts';
import { createServiceApp, internalServiceToken, type Database, type Logger } from '@rugby/service-kit';
import { PrismaClient } from './generated/prisma/client.ts';
import { messagesDomain, type MessagesDomainDeps } from './domain/messages.ts';
import { outboundDomain } from './domain/outbound.ts';
import { internalRouter } from './internal/router.ts';
import { smtpConfigFromEnv, type SmtpConfig } from './providers/smtp.ts';
import { twilioConfigFromEnv, type TwilioConfig } from './providers/twilio.ts';
import { messagingHandlers } from './rest/handlers.ts';
import { schema } from './schema/index.ts';

export interface BuildOptions {
  db: Database;
  log: Logger;
  /** Defaults to the real team service client. */
  team?: MessagesDomainDeps['team'];
  /** Twilio settings; defaults to the environment (TWILIO_*), null = SMS stay in the outbox. */
  twilio?: TwilioConfig | null;
  /** SMTP settings; defaults to the environment (SMTP_URL, SMTP_FROM), null = e-mail stays in the outbox. */
  smtp?: SmtpConfig | null;
  /** Pause before retrying a Twilio 429/5xx once. */
  retryDelayMs?: number;
}

export function buildApp({ db, log, team, twilio, smtp, retryDelayMs }: BuildOptions) {
  const prisma = new PrismaClient({ adapter: db.adapter });
  const teamClient = team ?? teamInternalClient({ baseUrl: serviceUrl('team'), token: internalServiceToken() });
  const twilioConfig = twilio === undefined ? twilioConfigFromEnv() : twilio;
  const messages = messagesDomain({ prisma, team: teamClient, log });
  const outbound = outboundDomain({ prisma, team: teamClient, log, twilio: twilioConfig, smtp: smtp === undefined ? smtpConfigFromEnv() : smtp, retryDelayMs });
  const app = createServiceApp({
    name: 'messaging',
    log,
    routes: messagingRoutes,
    handlers: messagingHandlers({ messages, outbound, twilio: twilioConfig }),
    schema,
    sql: db.sql,
    internal: internalRouter(outbound),
    graphqlContext: { messages },
  });
  return {
    app,
    prisma,
    close: async () => {
      outbound.close();
      await prisma.$disconnect();
    },
  };
}
