import { messagingRoutes, serviceUrl, teamInternalClient, type TeamInternalClient } from '@rugby/contracts';
import { createOutbox, createServiceApp, internalServiceToken, teamActivityOutbox, type Database, type Logger, type OutboxTiming } from '@rugby/service-kit';
import { PrismaClient } from './generated/prisma/client.ts';
import { messagesDomain, type MessagesDomainDeps } from './domain/messages.ts';
import { outboundDomain, smsQuota, type RepeatTiming } from './domain/outbound.ts';
import { internalRouter } from './internal/router.ts';
import { smtpConfigFromEnv, type SmtpConfig } from './providers/smtp.ts';
import { twilioConfigFromEnv, type TwilioConfig } from './providers/twilio.ts';
import { messagingHandlers } from './rest/handlers.ts';
import { schema } from './schema/index.ts';

export interface BuildOptions {
  db: Database;
  log: Logger;
  /** Defaults to the real team service client. */
  team?: MessagesDomainDeps['team'] & Pick<TeamInternalClient, 'recordActivity'>;
  /** Twilio settings; defaults to the environment (TWILIO_*), null = SMS stay in the outbox. */
  twilio?: TwilioConfig | null;
  /** SMTP settings; defaults to the environment (SMTP_URL, SMTP_FROM), null = e-mail stays in the outbox. */
  smtp?: SmtpConfig | null;
  /** Pause before retrying a Twilio 429/5xx once. */
  retryDelayMs?: number;
  /** How a repeated idempotency key waits for the first send of it. */
  repeat?: RepeatTiming;
  /** SMS a team may send per day (default SMS_PER_TEAM_PER_DAY, else 200). */
  smsPerTeamPerDay?: number;
  /** Outbox timing (backoff, lease, clock); tests make retries due at once. */
  outbox?: OutboxTiming;
}

export function buildApp({ db, log, team, twilio, smtp, retryDelayMs, repeat, outbox: outboxTiming, smsPerTeamPerDay }: BuildOptions) {
  const prisma = new PrismaClient({ adapter: db.adapter });
  const teamClient = team ?? teamInternalClient({ baseUrl: serviceUrl('team'), token: internalServiceToken() });
  const twilioConfig = twilio === undefined ? twilioConfigFromEnv() : twilio;
  // Team activity lines go through the outbox; server.ts starts its relay, close() stops it.
  const outbox = createOutbox({ prisma, log, ...outboxTiming });
  const activity = teamActivityOutbox({ outbox, team: teamClient, log });
  const messages = messagesDomain({ prisma, team: teamClient, activity, log });
  const outbound = outboundDomain({
    prisma,
    activity,
    log,
    twilio: twilioConfig,
    smtp: smtp === undefined ? smtpConfigFromEnv() : smtp,
    smsQuota: smsQuota(db, smsPerTeamPerDay),
    retryDelayMs,
    repeat,
  });
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
    outbox,
    close: async () => {
      await outbox.stopRelay();
      outbound.close();
      await prisma.$disconnect();
    },
  };
}
