import {
  messagingInternalClient,
  routesByService,
  serviceUrl,
  trainingProgramInternalClient,
  type MessagingInternalClient,
  type TrainingProgramInternalClient,
} from '@rugby/contracts';
import { createOutbox, createServiceApp, internalServiceToken, type Database, type Logger, type OutboxTiming } from '@rugby/service-kit';
import { PrismaClient } from './generated/prisma/client.ts';
import { calendarDomain } from './calendar/domain.ts';
import { accountDomain } from './domain/accounts.ts';
import { invitationDomain, type InvitationLimits } from './domain/invitations.ts';
import { DEFAULT_LOGIN_LIMITS, loginLimiter, type LoginLimits } from './domain/login-limiter.ts';
import { oidcClient, oidcSettingsFromEnv, type OidcSettings } from './domain/oidc.ts';
import { sessionDomain } from './domain/sessions.ts';
import { squadDomain } from './domain/squad.ts';
import { teamDomain } from './domain/teams.ts';
import { gatewayEvents } from './domain/gateway-events.ts';
import { internalRouter } from './internal/router.ts';
import { teamHandlers } from './rest/handlers.ts';
import { schema } from './schema/index.ts';

export interface BuildOptions {
  db: Database;
  log: Logger;
  /** Failed sign-in budgets per account and per IP. */
  loginLimits?: LoginLimits;
  /** Invitations one coach may create per window (default 20 per 10 minutes). */
  invitationLimits?: InvitationLimits;
  /** Team invite code generator (tests inject collisions). */
  newInviteCode?: () => string;
  /** Personal invitation code generator (tests inject collisions). */
  newInvitationCode?: () => string;
  /** Outbound SMS and e-mail; defaults to the messaging service's internal API. */
  messaging?: Pick<MessagingInternalClient, 'sendSms' | 'sendEmail'>;
  /** Calendar notifications (POST /internal/notifications); defaults to the messaging service's internal API. */
  notifier?: Pick<MessagingInternalClient, 'notify'>;
  /** Calendar feed token generator (tests may fix it). */
  newFeedToken?: () => string;
  /** Program days and players' plans in the calendar feeds; defaults to the training-program service's internal API. */
  training?: TrainingProgramInternalClient;
  /** External sign-in provider; defaults to the environment (OIDC_*), null = not configured. */
  oidc?: OidcSettings | null;
  /** Origin of join links; defaults to PUBLIC_BASE_URL, else the request's origin. */
  publicBaseUrl?: string | null;
  /** Whether POST /api/coaches/create-test exists; defaults to ENABLE_TEST_ENDPOINTS=1, read per request. */
  testEndpointsEnabled?: () => boolean;
  /** Outbox timing (backoff, lease, clock); tests make retries due at once. */
  outbox?: OutboxTiming;
}

export function buildApp(options: BuildOptions) {
  const { db, log, loginLimits = DEFAULT_LOGIN_LIMITS, newInviteCode, testEndpointsEnabled } = options;
  const prisma = new PrismaClient({ adapter: db.adapter });
  const sessions = sessionDomain(prisma);
  const events = gatewayEvents(db, log);
  const teams = teamDomain({ prisma, sql: db.sql, newInviteCode });
  const accounts = accountDomain({ prisma, sql: db.sql, teams, limiter: loginLimiter(db, loginLimits) });
  const squad = squadDomain({ prisma, sql: db.sql, changeCount: db.changeCount, teams });
  const messagingClient = messagingInternalClient({ baseUrl: serviceUrl('messaging'), token: internalServiceToken() });
  const messaging = options.messaging ?? messagingClient;
  // Invitation SMS / e-mail and calendar notifications go through the outbox; server.ts starts its relay, close() stops it.
  const outbox = createOutbox({ prisma, log, ...options.outbox });
  const invitations = invitationDomain({ prisma, db, squad, messaging, log, outbox, limits: options.invitationLimits, newCode: options.newInvitationCode });
  const calendar = calendarDomain({
    prisma,
    outbox,
    notifier: options.notifier ?? messagingClient,
    log,
    newFeedToken: options.newFeedToken,
    training: options.training ?? trainingProgramInternalClient({ baseUrl: serviceUrl('training-program'), token: internalServiceToken() }),
  });
  const oidcSettings = options.oidc === undefined ? oidcSettingsFromEnv() : options.oidc;
  const app = createServiceApp({
    name: 'team',
    log,
    routes: routesByService.team,
    handlers: teamHandlers({
      accounts,
      sessions,
      teams,
      squad,
      invitations,
      calendar,
      oidc: oidcSettings ? oidcClient(oidcSettings, log) : null,
      publicBaseUrl: options.publicBaseUrl === undefined ? process.env.PUBLIC_BASE_URL || null : options.publicBaseUrl,
      testEndpointsEnabled: testEndpointsEnabled ?? (() => process.env.ENABLE_TEST_ENDPOINTS === '1'),
    }),
    schema,
    sql: db.sql,
    internal: internalRouter({ sessions, events, teams, accounts, calendar }),
    graphqlContext: { accounts, teams, invitations },
  });
  return {
    app,
    prisma,
    outbox,
    // On shutdown, before in-flight requests drain: the gateways' streams end (they follow another replica).
    drain: () => events.end(),
    close: async () => {
      await events.close();
      await outbox.stopRelay();
      await prisma.$disconnect();
    },
  };
}
