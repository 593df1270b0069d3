/**
 * What the HTTP benchmarks share: the whole app (four services, gateway, edge) on free ports with embedded
 * PGlite databases in a temp dir and the demo data, a sign-in through the edge, and autocannon runs.
 * Used by scripts/bench-gateway.ts and scripts/bench-programs.ts.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { envStem, SERVICES, SESSION_COOKIE, type DemoUser, type ServiceName } from '@rugby/contracts';
import { createServiceDatabases, PostgresUnavailableError } from './postgres-databases.ts';
import { freePort } from './ports.ts';
import { startEdge, type RunningEdge } from './edge.ts';
import { gatewayHandOff } from './gateway-handoff.ts';
import { ROOT, startBackend, stopAll, waitUntilReady, type AppProcess } from './processes.ts';

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** The PostgreSQL server the benchmarks create their databases on. */
export const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export { freePort } from './ports.ts';

export interface BenchStack {
  edgeUrl: string;
  gatewayUrl: string;
  serviceUrl: Record<ServiceName, string>;
  /** Each process of the app by name (gateway, services) with its pid; the edge runs in the benchmark's own process. */
  pids: Record<string, number>;
  /** Stops the edge and gateway first (no request in flight to a stopping service), then the services; removes the data. */
  stop(): Promise<void>;
}

/**
 * Starts services, gateway and edge with SEED_DEMO=1; resolves once the gateway has its stitched schema. Embedded
 * PGlite databases by default; `databases` gives each service a PostgreSQL URL instead (empty databases: the
 * services migrate and seed them).
 */
export async function startBenchStack(options: { databases?: Record<ServiceName, string>; cpuProfileDir?: string } = {}): Promise<BenchStack> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rugby-bench-'));
  const ports = {
    gateway: await freePort(),
    edge: await freePort(),
    ...Object.fromEntries(await Promise.all(SERVICES.map(async (s) => [s, await freePort()] as const))),
  } as Record<string, number>;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    // Each process writes a V8 CPU profile when it exits (scripts/profile-load.ts).
    ...(options.cpuProfileDir ? { CPU_PROFILE_DIR: options.cpuProfileDir } : {}),
    GATEWAY_PORT: String(ports.gateway),
    ...Object.fromEntries(
      SERVICES.flatMap((s) => [
        [`${envStem(s)}_PORT`, String(ports[s])],
        [`${envStem(s)}_URL`, `http://127.0.0.1:${ports[s]}`],
      ]),
    ),
  };
  for (const s of SERVICES) delete env[`DATABASE_URL_${envStem(s)}`];
  delete env.DATABASE_URL;
  for (const s of SERVICES) if (options.databases) env[`DATABASE_URL_${envStem(s)}`] = options.databases[s];

  let processes: AppProcess[] = [];
  let edge: RunningEdge | null = null;
  const stop = async () => {
    await edge?.close();
    const front = processes.filter((p) => p.name === 'gateway');
    await stopAll(front);
    await stopAll(processes.filter((p) => !front.includes(p)));
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    console.log(`starting services, gateway and edge (data in ${dataDir})...`);
    // As npm start runs it: the edge in this process hands connections to the gateway, which serves them itself.
    const handOff = gatewayHandOff();
    processes = await startBackend({ ...env, WEB_ROOT: ROOT }, undefined, handOff.watch);
    edge = await startEdge({ port: ports.edge!, host: '127.0.0.1', gatewayUrl: `http://127.0.0.1:${ports.gateway}`, root: ROOT, handOff: handOff.handOff });
    const gatewayReady = {
      name: 'gateway schema',
      child: processes.find((p) => p.name === 'gateway')!.child,
      readyUrl: `http://127.0.0.1:${ports.gateway}/ready`,
    };
    await waitUntilReady(gatewayReady);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    edgeUrl: `http://127.0.0.1:${ports.edge}`,
    gatewayUrl: `http://127.0.0.1:${ports.gateway}`,
    serviceUrl: Object.fromEntries(SERVICES.map((s) => [s, `http://127.0.0.1:${ports[s]}`])) as Record<ServiceName, string>,
    pids: Object.fromEntries(processes.map((p) => [p.name, p.child.pid ?? 0])),
    stop,
  };
}

/** Signs a user in through the edge; returns the session cookie (`name=value`) and the raw session token. */
export async function signIn(edgeUrl: string, user: Pick<DemoUser, 'email' | 'password'>): Promise<{ cookie: string; token: string }> {
  const login = await fetch(`${edgeUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (login.status !== 200) throw new Error(`sign-in of ${user.email} failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
    .split(';')[0]!;
  return { cookie, token: decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1)) };
}

export interface Target {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** One request; throws unless it answers 200 without GraphQL errors. */
export async function check(target: Target) {
  const res = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  const text = await res.text();
  if (res.status !== 200 || text.includes('"errors"')) throw new Error(`${target.method} ${target.url} answered ${res.status}: ${text.slice(0, 300)}`);
}

export interface Measurement {
  p50: number;
  p99: number;
  rps: number;
  /** Only when measured with `{ p95: true }` (autocannon's histogram has no p95): from every response time. */
  p95?: number;
  /** Mean response body size in bytes. */
  bytesPerRequest: number;
}

/** The p-th percentile (nearest rank) of ascending values. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

export async function measure(target: Target, connections: number, duration: number, options: { p95?: boolean } = {}): Promise<Measurement> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: target.url, method: target.method, headers: target.headers, body: target.body, connections, duration }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    if (options.p95) instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  if (result.non2xx || result.errors) throw new Error(`${target.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  times.sort((a, b) => a - b);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    p95: options.p95 && times.length ? percentile(times, 95) : undefined,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}

/** "Machine: N cores, 1-minute load average L at the end" with a warning when the machine was busy. */
export function machineLoadLine(): string {
  const load = loadavg()[0]!.toFixed(1);
  const cores = availableParallelism();
  return `Machine: ${cores} cores, 1-minute load average ${load} at the end${Number(load) > cores ? ' (busy: other processes compete, figures are noisy)' : ''}.`;
}

/** Fresh empty databases on the PostgreSQL server, one per service; null when the server does not answer. */
export async function postgresDatabases(): Promise<Record<ServiceName, string> | null> {
  try {
    return await createServiceDatabases(POSTGRES_URL, 'rugby_bench');
  } catch (err) {
    if (!(err instanceof PostgresUnavailableError)) throw err;
    console.log(`${err.message}: measuring the embedded default only.`);
    return null;
  }
}

/** CPU time (user + system, ms) each process has used so far, from /proc (Linux). */
export async function cpuTimes(pids: Record<string, number>): Promise<Record<string, number>> {
  const ticks = 100; // USER_HZ on Linux
  const out: Record<string, number> = {};
  for (const [name, pid] of Object.entries(pids)) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    out[name] = ((Number(fields[11]) || 0) + (Number(fields[12]) || 0)) * (1000 / ticks);
  }
  return out;
}
