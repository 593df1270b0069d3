/**
 * The ports `npm start` listens on, checked before anything is spawned: an invalid value, a port fetch refuses, two
 * variables on one port or a port already taken fails start-up at once, with a message naming the variable,
 * instead of a child that cannot listen or a readiness wait that never ends.
 */
import { createServer } from 'node:net';
import { DEFAULT_PORTS, envStem, SERVICES } from '@rugby/contracts';

export interface PortSetting {
  /** e.g. GATEWAY_PORT */
  variable: string;
  /** As configured (not yet known to be a number). */
  value: string;
  /** The address the server will bind. */
  host: string;
}

/** Every port of `npm start`: the edge on `edgeHost`, the gateway and the services on LISTEN_HOST (default 127.0.0.1). */
export function appPorts(env: NodeJS.ProcessEnv, edgeHost: string): PortSetting[] {
  const host = env.LISTEN_HOST ?? '127.0.0.1';
  const setting = (variable: string, fallback: number, bind = host): PortSetting => ({ variable, value: env[variable] ?? String(fallback), host: bind });
  return [
    setting('EDGE_PORT', DEFAULT_PORTS.edge, edgeHost),
    setting('GATEWAY_PORT', DEFAULT_PORTS.gateway),
    ...SERVICES.map((s) => setting(`${envStem(s)}_PORT`, DEFAULT_PORTS[s])),
  ];
}

/**
 * The WHATWG fetch standard's "bad ports" (https://fetch.spec.whatwg.org/#bad-port): Node's fetch, which the gateway
 * and the readiness checks use, and every browser refuse to connect to them.
 */
export const FETCH_BAD_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137,
  139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049,
  3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** What is wrong with a port value on its own, or null. */
export function portValueProblem(value: string): string | null {
  if (!/^\d+$/.test(value.trim())) return `"${value}" is not a port number (1-65535)`;
  const port = Number(value);
  if (port < 1 || port > 65535) return `${port} is not a port number (1-65535)`;
  if (FETCH_BAD_PORTS.has(port)) return `port ${port} is one fetch refuses to connect to (a WHATWG "bad port"); choose another`;
  return null;
}

/** Binds the port for a moment: null if it is free, else why it cannot be taken. */
export function portBindProblem(port: number, host: string): Promise<string | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => {
      resolve(
        err.code === 'EADDRINUSE'
          ? `port ${port} is already in use on ${host} (another program, or an \`npm start\` still running?)`
          : `port ${port} cannot be used on ${host}: ${err.code === 'EACCES' ? 'permission denied' : err.message}`,
      );
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}

/** Every problem, one line each ("GATEWAY_PORT=6000: ..."); empty when all ports can be used. */
export async function portProblems(settings: PortSetting[]): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Map<number, string>();
  for (const { variable, value, host } of settings) {
    const wrong = portValueProblem(value);
    if (wrong) {
      problems.push(`${variable}=${value}: ${wrong}`);
      continue;
    }
    const port = Number(value);
    const other = seen.get(port);
    if (other) {
      problems.push(`${variable}=${value}: ${other} uses port ${port} too; each process needs its own port`);
      continue;
    }
    seen.set(port, variable);
    const busy = await portBindProblem(port, host);
    if (busy) problems.push(`${variable}=${value}: ${busy}`);
  }
  return problems;
}

/** A port that was free a moment ago (the kernel picks it), for tests and benchmarks. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
