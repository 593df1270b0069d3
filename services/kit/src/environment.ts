/**
 * Every environment variable the app reads, once: what it means, its default, which process reads it and how a value
 * is checked. Each process validates its variables at start (`loadEnvironment`) with a zod schema built from this
 * table, and the configuration reference in docs/configuration.md is printed from it (`npm run docs:env`, checked by a test).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PORTS, envStem, SERVICES, type ServiceName } from '@rugby/contracts';

/** The processes that read configuration: the four services, the gateway, and the Node edge with `npm start`. */
export const PROCESSES = [...SERVICES, 'gateway', 'edge'] as const;
export type ProcessName = (typeof PROCESSES)[number];

export interface VariableSpec {
  name: string;
  /** README grouping. */
  topic: string;
  processes: readonly ProcessName[];
  /** Checks a value that is set (empty counts as unset). */
  value: z.ZodType;
  doc: string;
  /** What applies when unset (for docs/configuration.md). */
  fallback?: string;
  /** Never printed back in an error. */
  secret?: boolean;
  /** Must be set when NODE_ENV=production. */
  requiredInProduction?: boolean;
}

const NODE_PROCESSES: readonly ProcessName[] = [...SERVICES, 'gateway'];
const WITH_JOBS: readonly ServiceName[] = ['team', 'training-program', 'messaging'];
/** Processes that call a service: the gateway, the other services (their /internal APIs) and the Node edge (ports). */
const ALL: readonly ProcessName[] = PROCESSES;

const whole = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= min && n <= max, max === Number.MAX_SAFE_INTEGER ? `must be at least ${min}` : `must be between ${min} and ${max}`);
const port = whole(0, 65_535);
const flag = z.enum(['0', '1'], 'must be 0 or 1');
const canParseUrl = (value: string) => {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};
const urlOf = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((v) => canParseUrl(v) && protocols.includes(new URL(v).protocol), `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
const httpUrl = urlOf(['http:', 'https:']);
/** A PostgreSQL URL, or memory:// (an embedded database that lives as long as the process). */
const databaseUrl = z
  .string()
  .trim()
  .refine(
    (v) => v === 'memory://' || (/^postgres(ql)?:\/\//.test(v) && canParseUrl(v)),
    'must be a postgresql:// URL (or memory:// for a throw-away embedded database)',
  );
const text = z.string().trim().min(1);
const secret = (minLength: number) => z.string().min(minLength, `must be at least ${minLength} characters`);
const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone, e.g. Europe/Dublin');
const instant = z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'must be an ISO date-time, e.g. 2030-03-04T09:00:00Z');
/** Base64url (unpadded or padded) of exactly `bytes` bytes; a P-256 public key's first byte is 4 (uncompressed point). */
const base64urlBytes = (bytes: number, what: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return false;
      const decoded = Buffer.from(value, 'base64url');
      return decoded.length === bytes && (bytes !== 65 || decoded[0] === 4);
    }, `must be ${what}`);
const emails = z
  .string()
  .refine((v) => v.split(',').every((e) => !e.trim() || /^[^\s@]+@[^\s@]+$/.test(e.trim())), 'must be e-mail addresses separated by commas');

const v = (spec: VariableSpec) => spec;
const perService = (make: (service: ServiceName, stem: string) => VariableSpec) => SERVICES.map((s) => make(s, envStem(s)));

export const VARIABLES: readonly VariableSpec[] = [
  // Running
  v({
    name: 'NODE_ENV',
    topic: 'Running',
    processes: ALL,
    value: z.enum(['development', 'production', 'test']),
    doc: '`production` requires the secrets and a database URL per service, and turns off the test endpoints and GraphQL field suggestions.',
    fallback: 'development',
  }),
  v({
    name: 'PROCESS_ROLE',
    topic: 'Running',
    processes: WITH_JOBS,
    value: z.enum(['all', 'api', 'worker']),
    doc: '`api` serves requests only; `worker` runs the durable jobs (the outbox relay) and answers only `/health`, `/ready` and `/metrics`; `all` does both (one machine).',
    fallback: 'all',
  }),
  v({
    name: 'LISTEN_HOST',
    topic: 'Running',
    processes: NODE_PROCESSES,
    value: text,
    doc: 'Interface the services and the gateway listen on (`0.0.0.0` in containers).',
    fallback: '127.0.0.1',
  }),
  v({ name: 'EDGE_PORT', topic: 'Running', processes: ['edge'], value: port, doc: 'Port of the edge (the one origin of the browser).', fallback: '8080' }),
  v({ name: 'GATEWAY_PORT', topic: 'Running', processes: ['gateway', 'edge'], value: port, doc: 'Port of the gateway.', fallback: '4000' }),
  v({
    name: 'GATEWAY_URL',
    topic: 'Running',
    processes: ['edge'],
    value: httpUrl,
    doc: 'How the Node edge (`tsx scripts/edge.ts`) reaches the gateway.',
    fallback: 'http://127.0.0.1:$GATEWAY_PORT',
  }),
  ...perService((s, stem) => ({
    name: `${stem}_PORT`,
    topic: 'Running',
    processes: ALL,
    value: port,
    doc: `Port of the ${s} service.`,
    fallback: String(DEFAULT_PORTS[s]),
  })),
  ...perService((s, stem) => ({
    name: `${stem}_URL`,
    topic: 'Running',
    processes: ALL,
    value: httpUrl,
    doc: `How the other processes reach the ${s} service (another host, a Kubernetes Service).`,
    fallback: `http://127.0.0.1:$${stem}_PORT`,
  })),
  v({
    name: 'SHUTDOWN_GRACE_MS',
    topic: 'Running',
    processes: ALL,
    value: whole(0),
    doc: 'How long each server lets requests in flight finish after Ctrl-C or SIGTERM before it closes their connections.',
    fallback: '10000',
  }),
  v({
    name: 'TRUST_PROXY',
    topic: 'Running',
    processes: NODE_PROCESSES,
    value: text,
    doc: "Which peers' `X-Forwarded-*` headers count (Express's `trust proxy`: addresses, CIDRs or names such as `loopback`).",
    fallback: 'loopback, uniquelocal',
  }),
  v({
    name: 'PUBLIC_BASE_URL',
    topic: 'Running',
    processes: ['team', 'messaging'],
    value: httpUrl,
    doc: "The site's address as players see it: invitation links and Twilio's delivery-status callbacks.",
    fallback: 'the address of the request',
  }),
  v({
    name: 'ALLOWED_ORIGINS',
    topic: 'Running',
    processes: ['gateway'],
    value: text,
    doc: 'Other origins (comma-separated) allowed to make changes with the session cookie; same-origin requests always are.',
    fallback: 'none',
  }),
  v({
    name: 'WEB_ROOT',
    topic: 'Running',
    processes: ['gateway'],
    value: text,
    doc: 'Set by `npm start` to the repository: the gateway serves the web apps on the connections the edge hands it (docs/decisions/014).',
    fallback: 'the gateway serves only `/api`, `/graphql`, `/health`, `/ready`, `/metrics`',
  }),
  v({
    name: 'REMOTES_JSON_FILE',
    topic: 'Running',
    processes: ['gateway', 'edge'],
    value: text,
    doc: 'A JSON file served as `/remotes.json` (remote name → manifest URL), to load remotes from elsewhere.',
    fallback: 'the built-in map',
  }),
  // Data
  ...perService((s, stem) => ({
    name: `DATABASE_URL_${stem}`,
    topic: 'Data',
    processes: [s],
    value: databaseUrl,
    doc: `PostgreSQL database of the ${s} service (its own database and user, e.g. \`postgresql://${stem.toLowerCase()}:…@host:5432/${stem.toLowerCase()}\`). Required in production.`,
    fallback: `embedded PGlite under \`$DATA_DIR/${s}\``,
    secret: true,
  })),
  v({
    name: 'DATABASE_URL',
    topic: 'Data',
    processes: SERVICES,
    value: databaseUrl,
    doc: 'One PostgreSQL URL for every service that has no `DATABASE_URL_<SERVICE>` of its own (development only; production wants a user per service).',
    secret: true,
  }),
  v({ name: 'DATA_DIR', topic: 'Data', processes: [...SERVICES, 'edge'], value: text, doc: 'Where the embedded databases live.', fallback: './data' }),
  v({
    name: 'DB_POOL_SIZE',
    topic: 'Data',
    processes: SERVICES,
    value: whole(1, 200),
    doc: 'Connections each replica of a service keeps to PostgreSQL.',
    fallback: '10',
  }),
  v({
    name: 'OUTBOX_RELAY_INTERVAL_MS',
    topic: 'Data',
    processes: WITH_JOBS,
    value: whole(100),
    doc: 'How often the outbox relay retries side effects that could not happen at once (invitation SMS / e-mail, team activity lines); see docs/decisions/009-transactional-outbox.md.',
    fallback: '5000',
  }),
  // Secrets
  v({
    name: 'IDENTITY_SECRET',
    topic: 'Secrets',
    processes: NODE_PROCESSES,
    value: secret(32),
    doc: 'Signs the identity the gateway forwards to the services (the same value everywhere).',
    fallback: 'a fixed development value',
    secret: true,
    requiredInProduction: true,
  }),
  v({
    name: 'INTERNAL_SERVICE_TOKEN',
    topic: 'Secrets',
    processes: NODE_PROCESSES,
    value: secret(16),
    doc: 'Authenticates service-to-service calls (`/internal`; the same value everywhere).',
    fallback: 'a fixed development value',
    secret: true,
    requiredInProduction: true,
  }),
  // Limits
  v({
    name: 'SESSION_CACHE_MS',
    topic: 'Limits',
    processes: ['gateway'],
    value: whole(0, 60_000),
    doc: 'How long a gateway reuses what the team service said about a session cookie. A session that ends (sign-out, password change) is dropped by every gateway at once: the team service announces it (docs/decisions/023).',
    fallback: '5000',
  }),
  v({
    name: 'AI_GENERATIONS_PER_TEAM_PER_DAY',
    topic: 'Limits',
    processes: ['training-program'],
    value: whole(1),
    doc: "AI generations (programs, coach's text, personal plans) a team may start per day.",
    fallback: '50',
  }),
  v({
    name: 'SMS_PER_TEAM_PER_DAY',
    topic: 'Limits',
    processes: ['messaging'],
    value: whole(1),
    doc: 'SMS a team may send per day (invitations and messages); more are refused with a message to share the link instead.',
    fallback: '200',
  }),
  // Integrations
  v({
    name: 'OPENAI_API_KEY',
    topic: 'AI (OpenAI or any OpenAI-compatible API)',
    processes: ['training-program'],
    value: text,
    doc: 'Turns on AI generation.',
    fallback: "the built-in generator over the project's rugby content library",
    secret: true,
  }),
  v({
    name: 'OPENAI_BASE_URL',
    topic: 'AI (OpenAI or any OpenAI-compatible API)',
    processes: ['training-program'],
    value: httpUrl,
    doc: 'An OpenAI-compatible endpoint.',
    fallback: "OpenAI's",
  }),
  v({
    name: 'OPENAI_MODEL',
    topic: 'AI (OpenAI or any OpenAI-compatible API)',
    processes: ['training-program'],
    value: text,
    doc: 'Model name.',
    fallback: 'gpt-4o-mini',
  }),
  v({
    name: 'OPENAI_TIMEOUT_MS',
    topic: 'AI (OpenAI or any OpenAI-compatible API)',
    processes: ['training-program'],
    value: whole(1),
    doc: 'One provider call.',
    fallback: '12000',
  }),
  v({
    name: 'OPENAI_MAX_RETRIES',
    topic: 'AI (OpenAI or any OpenAI-compatible API)',
    processes: ['training-program'],
    value: whole(0, 10),
    doc: "The SDK's retries of a call.",
    fallback: '2',
  }),
  v({
    name: 'AI_DEADLINE_MS',
    topic: 'AI (OpenAI or any OpenAI-compatible API)',
    processes: ['training-program'],
    value: whole(1),
    doc: 'A whole generation (can only be lowered): past it the coach gets the AI failure message and the provider is not called again; see docs/decisions/010-hostile-input-and-deadlines.md.',
    fallback: '30000',
  }),
  v({
    name: 'TWILIO_ACCOUNT_SID',
    topic: 'SMS (Twilio)',
    processes: ['messaging'],
    value: text,
    doc: 'With `TWILIO_AUTH_TOKEN` and a sender, SMS are sent.',
    fallback: 'SMS are stored in the outbox and logged; the invite link is returned',
    secret: true,
  }),
  v({ name: 'TWILIO_AUTH_TOKEN', topic: 'SMS (Twilio)', processes: ['messaging'], value: text, doc: 'Twilio auth token.', secret: true }),
  v({ name: 'TWILIO_FROM_NUMBER', topic: 'SMS (Twilio)', processes: ['messaging'], value: text, doc: 'Sender number (or `TWILIO_MESSAGING_SERVICE_SID`).' }),
  v({ name: 'TWILIO_MESSAGING_SERVICE_SID', topic: 'SMS (Twilio)', processes: ['messaging'], value: text, doc: 'Sender messaging service.' }),
  v({
    name: 'TWILIO_API_BASE_URL',
    topic: 'SMS (Twilio)',
    processes: ['messaging'],
    value: httpUrl,
    doc: "Twilio's API address (tests point it at a fake).",
    fallback: 'https://api.twilio.com',
  }),
  v({ name: 'TWILIO_TIMEOUT_MS', topic: 'SMS (Twilio)', processes: ['messaging'], value: whole(1), doc: 'One call to Twilio.', fallback: '5000' }),
  v({
    name: 'SMTP_URL',
    topic: 'E-mail (SMTP)',
    processes: ['messaging'],
    value: urlOf(['smtp:', 'smtps:']),
    doc: 'e.g. `smtps://user:pass@smtp.example.com:465`; with `SMTP_FROM`, e-mail is sent.',
    fallback: 'e-mail is stored in the outbox and logged',
    secret: true,
  }),
  v({ name: 'SMTP_FROM', topic: 'E-mail (SMTP)', processes: ['messaging'], value: text, doc: 'Sender address.' }),
  v({ name: 'SMTP_TIMEOUT_MS', topic: 'E-mail (SMTP)', processes: ['messaging'], value: whole(1), doc: 'One SMTP delivery.', fallback: '5000' }),
  v({
    name: 'VAPID_PUBLIC_KEY',
    topic: 'Web push (VAPID)',
    processes: ['messaging'],
    value: base64urlBytes(65, 'a P-256 public key: 65 bytes (87 characters) of base64url starting with B, as `npx web-push generate-vapid-keys` prints it'),
    doc: 'With `VAPID_PRIVATE_KEY` (both or neither), notifications go by web push to the players who turned it on; SMS and e-mail remain the fallback.',
    fallback:
      'outside production a key pair is generated once and kept in the messaging database; in production web push is off (notifications go by SMS or e-mail)',
  }),
  v({
    name: 'VAPID_PRIVATE_KEY',
    topic: 'Web push (VAPID)',
    processes: ['messaging'],
    value: base64urlBytes(32, 'a P-256 private key: 32 bytes (43 characters) of base64url'),
    doc: 'The private key of the pair (signs the push requests); it must match `VAPID_PUBLIC_KEY`. Changing the pair makes every browser turn push on again.',
    secret: true,
  }),
  v({
    name: 'VAPID_SUBJECT',
    topic: 'Web push (VAPID)',
    processes: ['messaging'],
    value: z
      .string()
      .trim()
      .refine((value) => canParseUrl(value) && ['mailto:', 'https:'].includes(new URL(value).protocol), 'must be a mailto: address or an https:// URL'),
    doc: 'Who the push services can contact about this server (`mailto:ops@example.com` or an https:// page).',
    fallback: '`PUBLIC_BASE_URL` when it is https, else a placeholder mailto: address',
  }),
  v({
    name: 'OIDC_ISSUER_URL',
    topic: 'External sign-in (OpenID Connect)',
    processes: ['team'],
    value: httpUrl,
    doc: 'With the three below, the provider button appears on the sign-in page.',
    fallback: 'the button is hidden',
  }),
  v({ name: 'OIDC_CLIENT_ID', topic: 'External sign-in (OpenID Connect)', processes: ['team'], value: text, doc: 'Client id.' }),
  v({ name: 'OIDC_CLIENT_SECRET', topic: 'External sign-in (OpenID Connect)', processes: ['team'], value: text, doc: 'Client secret.', secret: true }),
  v({
    name: 'OIDC_REDIRECT_URL',
    topic: 'External sign-in (OpenID Connect)',
    processes: ['team'],
    value: httpUrl,
    doc: 'e.g. `http://localhost:8080/api/callback`.',
  }),
  v({
    name: 'FEEDBACK_ADMIN_EMAILS',
    topic: 'Feedback',
    processes: ['feedback'],
    value: emails,
    doc: 'Accounts (comma-separated e-mails) that see all beta feedback.',
    fallback: "coaches see their own team's feedback",
  }),
  // Observability
  v({
    name: 'LOG_LEVEL',
    topic: 'Observability',
    processes: ALL,
    value: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    doc: 'One short line per request (request id, method, path, status, ms; never headers or bodies) and what goes wrong.',
    fallback: 'info (silent under tests)',
  }),
  v({
    name: 'LOG_FORMAT',
    topic: 'Observability',
    processes: NODE_PROCESSES,
    value: z.enum(['json', 'pretty']),
    doc: '`pretty`: one readable coloured line per entry (pino-pretty); `json`: one JSON object per line for a log collector.',
    fallback: '`pretty` under `npm start` in a terminal, else `json`',
  }),
  v({
    name: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    topic: 'Observability',
    processes: NODE_PROCESSES,
    value: httpUrl,
    doc: 'OpenTelemetry collector (OTLP over HTTP, e.g. `http://otel-collector:4318`): traces of every request across gateway, services, database and outbound calls.',
    fallback: 'no traces',
  }),
  v({
    name: 'OTEL_SERVICE_NAME',
    topic: 'Observability',
    processes: NODE_PROCESSES,
    value: text,
    doc: 'Service name on traces.',
    fallback: 'the process name',
  }),
  // Demo and tests
  v({
    name: 'SEED_DEMO',
    topic: 'Demo and tests',
    processes: [...SERVICES, 'edge'],
    value: flag,
    doc: 'Loads the demo team (`npm start` sets 1).',
    fallback: '0 (1 under `npm start`)',
  }),
  v({
    name: 'ENABLE_TEST_ENDPOINTS',
    topic: 'Demo and tests',
    processes: [...NODE_PROCESSES, 'edge'],
    value: flag,
    doc: 'Enables `POST /api/coaches/create-test` (the single-step form at `/coach/register?variant=b`) and `PUT /api/test/clock {"now": "<ISO date-time>" | null}` (moves every service\'s clock). Ignored in production.',
    fallback: '0 (1 under `npm start`)',
  }),
  v({
    name: 'FIXED_NOW',
    topic: 'Demo and tests',
    processes: [...SERVICES, 'edge'],
    value: instant,
    doc: "Starts the services' clocks at an instant. Ignored in production.",
  }),
  v({
    name: 'TZ_DEFAULT',
    topic: 'Demo and tests',
    processes: [...SERVICES, 'edge'],
    value: timeZone,
    doc: 'Time zone of a team created without one.',
    fallback: "the machine's",
  }),
  v({ name: 'SKIP_WEB_BUILD', topic: 'Demo and tests', processes: ['edge'], value: flag, doc: '`npm start` reuses the last web build.', fallback: '0' }),
  v({
    name: 'READY_TIMEOUT_MS',
    topic: 'Demo and tests',
    processes: ['edge'],
    value: whole(1),
    doc: 'How long `npm start` waits for each service to be ready.',
    fallback: '300000',
  }),
  v({
    name: 'ENV_FILE',
    topic: 'Running',
    processes: ALL,
    value: text,
    doc: 'A dotenv file read at start (variables already set win).',
    fallback: '.env in the working directory, when there is one',
  }),
];

export const variablesOf = (name: ProcessName) => VARIABLES.filter((spec) => spec.processes.includes(name));

const isSet = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** The zod schema of one process's environment: each of its variables checked when set, production's requirements. */
export function environmentSchema(name: ProcessName) {
  const specs = variablesOf(name);
  const shape = Object.fromEntries(specs.map((spec) => [spec.name, spec.value.optional()]));
  return z
    .object(shape)
    .catchall(z.unknown())
    .superRefine((env, ctx) => {
      if (env.NODE_ENV !== 'production') return;
      for (const spec of specs) {
        if (spec.requiredInProduction && env[spec.name] === undefined)
          ctx.addIssue({ code: 'custom', path: [spec.name], message: 'must be set in production' });
      }
      if (SERVICES.includes(name as ServiceName)) {
        const variable = `DATABASE_URL_${envStem(name as ServiceName)}`;
        const url = (env[variable] ?? env.DATABASE_URL) as string | undefined;
        if (url === undefined)
          ctx.addIssue({ code: 'custom', path: [variable], message: 'must be set in production (the embedded database is for one machine)' });
        else if (url === 'memory://') ctx.addIssue({ code: 'custom', path: [variable], message: 'must be a postgresql:// URL in production, not memory://' });
      }
    });
}

export class EnvironmentError extends Error {
  constructor(
    readonly processName: ProcessName,
    readonly problems: string[],
  ) {
    super(`${processName}: the configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}\nNothing was started. See docs/configuration.md.`);
    this.name = 'EnvironmentError';
  }
}

const shown = (spec: VariableSpec | undefined, value: unknown) => {
  if (spec?.secret || typeof value !== 'string') return '';
  return ` (is ${JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)})`;
};

/**
 * Checks the variables `process` reads; throws an EnvironmentError naming every variable that is wrong (values of
 * secrets are never printed). Empty values count as unset.
 */
export function checkEnvironment(name: ProcessName, env: Record<string, string | undefined>): void {
  const given = Object.fromEntries(variablesOf(name).flatMap((spec) => (isSet(env[spec.name]) ? [[spec.name, env[spec.name]]] : [])));
  const result = environmentSchema(name).safeParse(given);
  if (result.success) return;
  const byName = new Map(VARIABLES.map((spec) => [spec.name, spec]));
  const problems = result.error.issues.map((issue) => {
    const variable = String(issue.path[0]);
    return `${variable}: ${issue.message}${issue.message.startsWith('must be set') ? '' : shown(byName.get(variable), given[variable])}`;
  });
  throw new EnvironmentError(name, problems);
}

/** What is wrong with the variables of every process (one line each, no repeats): `npm start` checks them all first. */
export function problemsOfEveryProcess(env: Record<string, string | undefined>): string[] {
  const problems = PROCESSES.flatMap((name) => {
    try {
      checkEnvironment(name, env);
      return [];
    } catch (err) {
      if (err instanceof EnvironmentError) return err.problems;
      throw err;
    }
  });
  return [...new Set(problems)];
}

/** Reads `ENV_FILE` or `./.env` into process.env when there is one (variables already set win). */
export function loadDotEnv(dir = process.cwd()): string | null {
  const file = path.resolve(dir, process.env.ENV_FILE || '.env');
  if (!existsSync(file)) {
    if (process.env.ENV_FILE) throw new Error(`ENV_FILE: ${file} does not exist`);
    return null;
  }
  process.loadEnvFile(file);
  return file;
}

/**
 * Start of every process: `.env` honoured, then the process's variables checked. On a problem, prints what is wrong
 * and exits 1 before anything starts (a typo in a database URL must not start on an embedded database).
 */
export function loadEnvironment(name: ProcessName, dir?: string): void {
  try {
    loadDotEnv(dir);
    checkEnvironment(name, process.env);
  } catch (err) {
    console.error(err instanceof EnvironmentError ? err.message : `${name}: ${(err as Error).message}`);
    process.exit(1);
  }
}

/** The reference in docs/configuration.md of every variable (between the `env-reference` markers), printed from VARIABLES. */
export function environmentReference(): string {
  const topics = [...new Set(VARIABLES.map((spec) => spec.topic))];
  const who = (spec: VariableSpec) => (spec.processes.length === PROCESSES.length ? 'all' : spec.processes.join(', '));
  const rows = topics.flatMap((topic) => [
    `| **${topic}** | | | |`,
    ...VARIABLES.filter((spec) => spec.topic === topic).map(
      (spec) =>
        `| \`${spec.name}\` | ${who(spec)} | ${(spec.fallback ?? '').replace(/\|/g, '\\|') || '—'} | ${spec.doc.replace(/\|/g, '\\|')}${spec.requiredInProduction ? ' **Required in production.**' : ''} |`,
    ),
  ]);
  return ['| Variable | Read by | Unset | What it does |', '|---|---|---|---|', ...rows].join('\n');
}
