import { messagingRoutes, serviceUrl, teamInternalClient, type TeamInternalClient } from '@rugby/contracts';
import { createOutbox, createServiceApp, internalServiceToken, teamActivityOutbox, type Database, type Logger, type OutboxTiming } from '@rugby/service-kit';
import { PrismaClient } from './generated/prisma/client.ts';
import { messagesDomain, type MessagesDomainDeps } from './domain/messages.ts';
import { notificationsDomain, vapidSource } from './domain/notifications.ts';
import { outboundDomain, smsQuota, type RepeatTiming } from './domain/outbound.ts';
import { repliesDomain } from './domain/replies.ts';
import { internalRouter } from './internal/router.ts';
import { smtpConfigFromEnv, type SmtpConfig } from './providers/smtp.ts';
import { twilioConfigFromEnv, type TwilioConfig } from './providers/twilio.ts';
import type { VapidConfig } from './providers/web-push.ts';
import { messagingHandlers } from './rest/handlers.ts';
import { schema } from './schema/index.ts';

export interface BuildOptions {
  db: Database;
  log: Logger;
  /** Defaults to the real team service client. */
  team?: MessagesDomainDeps['team'] & Pick<TeamInternalClient, 'recordActivity' | 'teamContacts' | 'getEvent'>;
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
  /** Web push identity; defaults to VAPID_* (else, outside production, a pair kept in the database), null = push off. */
  vapid?: VapidConfig | null;
  /** One web push request's timeout (default 5 s). */
  pushTimeoutMs?: number;
  /** Links in notification SMS and e-mail; defaults to PUBLIC_BASE_URL. */
  publicBaseUrl?: string;
}

export function buildApp({
  db,
  log,
  team,
  twilio,
  smtp,
  retryDelayMs,
  repeat,
  outbox: outboxTiming,
  smsPerTeamPerDay,
  vapid,
  pushTimeoutMs,
  publicBaseUrl = process.env.PUBLIC_BASE_URL || undefined,
}: BuildOptions) {
  const prisma = new PrismaClient({ adapter: db.adapter });
  const teamClient = team ?? teamInternalClient({ baseUrl: serviceUrl('team'), token: internalServiceToken() });
  const twilioConfig = twilio === undefined ? twilioConfigFromEnv() : twilio;
  // Team activity lines go through the outbox; server.ts starts its relay, close() stops it.
  const outbox = createOutbox({ prisma, log, ...outboxTiming });
  const activity = teamActivityOutbox({ outbox, team: teamClient, log });
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
  const notifications = notificationsDomain({
    prisma,
    outbox,
    outboxClock: outboxTiming?.clock ?? (() => new Date()),
    outbound,
    team: teamClient,
    vapid: vapidSource(prisma, log, vapid),
    log,
    publicBaseUrl,
    pushTimeoutMs,
  });
  const messages = messagesDomain({ prisma, team: teamClient, activity, notifications, log });
  const replies = repliesDomain({ prisma, team: teamClient, outbox, notifications, log });
  const app = createServiceApp({
    name: 'messaging',
    log,
    routes: messagingRoutes,
    handlers: messagingHandlers({ messages, outbound, notifications, replies, twilio: twilioConfig }),
    schema,
    sql: db.sql,
    internal: internalRouter(outbound, notifications),
    graphqlContext: { messages },
  });
  return {
    app,
    prisma,
    outbox,
    notifications,
    replies,
    close: async () => {
      await outbox.stopRelay();
      await notifications.idle();
      outbound.close();
      await prisma.$disconnect();
    },
  };
}
