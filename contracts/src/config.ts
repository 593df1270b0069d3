import type { ServiceName } from './routes/define.ts';

/** Default ports; each can be overridden by environment (see README). */
export const DEFAULT_PORTS = {
  edge: 8080,
  gateway: 4000,
  team: 4101,
  'training-program': 4102,
  messaging: 4103,
  feedback: 4104,
} as const satisfies Record<ServiceName | 'edge' | 'gateway', number>;

/** Environment variable stem per service: TEAM, TRAINING_PROGRAM, MESSAGING, FEEDBACK. */
export const envStem = (service: ServiceName) => service.toUpperCase().replace(/-/g, '_');

type Env = Record<string, string | undefined>;

/** Port a service listens on: <STEM>_PORT or the default. */
export const servicePort = (service: ServiceName, env: Env = process.env) => Number(env[`${envStem(service)}_PORT`] ?? DEFAULT_PORTS[service]);

/** Base URL other processes use to reach a service: <STEM>_URL or http://127.0.0.1:<port>. */
export const serviceUrl = (service: ServiceName, env: Env = process.env) => env[`${envStem(service)}_URL`] ?? `http://127.0.0.1:${servicePort(service, env)}`;

/**
 * Deadlines, nested from the inside out so that the innermost one always fires first and the caller gets its
 * specific answer (e.g. the AI failure message) instead of an outer proxy's generic one:
 *   an AI provider attempt  ≤  a generation's whole budget (attempts, SDK retries, one repair round)
 *   <  the gateway's wait for a service  <  the edge's wait for the gateway.
 * A hung AI provider thus answers the coach within the generation budget (plus a second of work), under 35 s.
 */
export const DEADLINES = {
  /** One AI provider call (OPENAI_TIMEOUT_MS may lower it; never above the generation budget). */
  aiAttemptMs: 12_000,
  /** Everything one AI generation may take before it gives up and stops calling the provider (AI_DEADLINE_MS). */
  aiGenerationMs: 30_000,
  /** How long the gateway waits for a service's answer headers (and between body chunks). */
  gatewayUpstreamMs: 40_000,
  /** How long the edge waits for the gateway. */
  edgeUpstreamMs: 50_000,
} as const;
