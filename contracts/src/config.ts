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
export const serviceUrl = (service: ServiceName, env: Env = process.env) =>
  env[`${envStem(service)}_URL`] ?? `http://127.0.0.1:${servicePort(service, env)}`;
