/**
 * The processes the Kubernetes manifests run: one row per service, and the gateway and the edge. Everything the
 * manifests say about a process (its Deployments, Services, probes, NetworkPolicies, migration Job, Secrets) is
 * derived from these rows by objects.ts.
 */
import { DEFAULT_PORTS, envStem, SERVICES, type ServiceName } from '@rugby/contracts';

/** A Secret the operator creates (never rendered): its name, the key read and the variable it becomes. */
export interface SecretRef {
  env: string;
  secret: string;
  key: string;
  /** The process starts without it (an integration that stays off). */
  optional: boolean;
  what: string;
}

/** Outbound traffic to the internet a service needs (TCP, public addresses only). */
export interface Outbound {
  port: number;
  why: string;
}

export interface ServiceRow {
  service: ServiceName;
  port: number;
  /**
   * The services it calls through <SERVICE>_URL (services/<service>/src: `serviceUrl('…')`; the test checks this
   * list against the source). Its API and worker pods may reach those services' API pods, nothing else.
   */
  calls: readonly ServiceName[];
  /** Runs durable jobs (outbox relay, AI generation): gets a worker Deployment with PROCESS_ROLE=worker. */
  hasJobs: boolean;
  outbound: readonly Outbound[];
  /** Optional integration credentials (Secrets the operator may create). */
  secrets: readonly SecretRef[];
  /** Optional non-secret integration settings, read from the operator's `rugby-integrations` ConfigMap when there. */
  integrationConfig: readonly string[];
}

/** The Secret holding a service's own database URL (its own database user): `<service>-database`, key `url`. */
export const databaseSecret = (service: ServiceName): SecretRef => ({
  env: `DATABASE_URL_${envStem(service)}`,
  secret: `${service}-database`,
  key: 'url',
  optional: false,
  what: `postgresql://${service.replace(/-/g, '_')}:<password>@<host>:5432/${service.replace(/-/g, '_')} (the ${service} database's own user, owner of only that database)`,
});

/** Secrets every Node process (services, their workers, the gateway) reads. */
export const SHARED_SECRETS: readonly SecretRef[] = [
  { env: 'IDENTITY_SECRET', secret: 'rugby-identity', key: 'secret', optional: false, what: 'signs the identity the gateway forwards (32+ random bytes)' },
  {
    env: 'INTERNAL_SERVICE_TOKEN',
    secret: 'rugby-internal-service-token',
    key: 'token',
    optional: false,
    what: 'authenticates /internal calls between services (32+ random bytes)',
  },
];

export const SERVICE_ROWS: readonly ServiceRow[] = [
  {
    service: 'team',
    port: DEFAULT_PORTS.team,
    calls: ['messaging', 'training-program'],
    hasJobs: true,
    outbound: [{ port: 443, why: 'the OpenID Connect provider (OIDC_ISSUER_URL)' }],
    secrets: [
      { env: 'OIDC_CLIENT_SECRET', secret: 'team-oidc', key: 'client-secret', optional: true, what: 'external sign-in (OpenID Connect) client secret' },
    ],
    integrationConfig: ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_REDIRECT_URL'],
  },
  {
    service: 'training-program',
    port: DEFAULT_PORTS['training-program'],
    calls: ['messaging', 'team'],
    hasJobs: true,
    outbound: [{ port: 443, why: 'OpenAI (or OPENAI_BASE_URL)' }],
    secrets: [{ env: 'OPENAI_API_KEY', secret: 'training-program-openai', key: 'api-key', optional: true, what: 'OpenAI API key' }],
    integrationConfig: ['OPENAI_BASE_URL', 'OPENAI_MODEL'],
  },
  {
    service: 'messaging',
    port: DEFAULT_PORTS.messaging,
    calls: ['team'],
    hasJobs: true,
    outbound: [
      { port: 443, why: "Twilio and the browsers' web push services" },
      { port: 465, why: 'SMTP over TLS' },
      { port: 587, why: 'SMTP submission' },
    ],
    secrets: [
      { env: 'TWILIO_ACCOUNT_SID', secret: 'messaging-twilio', key: 'account-sid', optional: true, what: 'Twilio account SID' },
      { env: 'TWILIO_AUTH_TOKEN', secret: 'messaging-twilio', key: 'auth-token', optional: true, what: 'Twilio auth token' },
      { env: 'SMTP_URL', secret: 'messaging-smtp', key: 'url', optional: true, what: 'smtps://user:password@smtp.example.com:465' },
      {
        env: 'VAPID_PRIVATE_KEY',
        secret: 'messaging-vapid',
        key: 'private-key',
        optional: true,
        what: 'web push private key (npx web-push generate-vapid-keys)',
      },
    ],
    integrationConfig: ['TWILIO_FROM_NUMBER', 'TWILIO_MESSAGING_SERVICE_SID', 'SMTP_FROM', 'VAPID_PUBLIC_KEY', 'VAPID_SUBJECT'],
  },
  {
    service: 'feedback',
    port: DEFAULT_PORTS.feedback,
    calls: ['team'],
    hasJobs: false,
    outbound: [],
    secrets: [],
    integrationConfig: ['FEEDBACK_ADMIN_EMAILS'],
  },
];

export const GATEWAY = { name: 'gateway', port: DEFAULT_PORTS.gateway, calls: SERVICES } as const;
/** nginx with the web apps; proxies /api and /graphql to the `gateway` Service (scripts/deploy/nginx.conf). */
export const EDGE = { name: 'edge', port: DEFAULT_PORTS.edge } as const;

/**
 * Variables that hold credentials: they must come from a Secret (secretKeyRef), never a literal or a ConfigMap. A
 * public key (VAPID_PUBLIC_KEY, which every browser is given) is not one.
 */
export const SECRET_LOOKING = /SECRET|TOKEN|PASSWORD|(?<!PUBLIC_)KEY|AUTH|DATABASE_URL|SMTP_URL/;
