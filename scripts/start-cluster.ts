/**
 * `npm run start:cluster`: the app as it runs on many machines, on this one (docs/decisions/023) — every service and
 * the gateway in several replicas behind load balancers, sharing PostgreSQL:
 *   - one fresh database per service on the PostgreSQL server at CLUSTER_POSTGRES_URL (a clear message and exit 1 when
 *     it does not answer);
 *   - per service 2 replicas with PROCESS_ROLE=api, and for team, training-program and messaging 1 with
 *     PROCESS_ROLE=worker (the outbox relay); the first api replica of each service loads the demo data (SEED_DEMO=1)
 *     and is ready before the others start, so none races it;
 *   - 2 gateways; a round-robin balancer (scripts/balancer.ts, in this process) in front of each service's api
 *     replicas and one in front of the gateways: the services reach each other and the gateways reach the services
 *     through the balancers (<SERVICE>_URL);
 *   - the edge (scripts/edge.ts, in this process, on EDGE_PORT) serves the web apps and proxies /api and /graphql to
 *     the gateways' balancer;
 *   - a process that exits is restarted (scripts/supervisor.ts); Ctrl-C / SIGTERM stops the edge, then the gateways,
 *     then the services, each draining.
 * Tests start it in-process with `startCluster` (scripts/test/cluster.test.ts).
 *
 * Environment (besides the app's configuration, passed to every process): CLUSTER_POSTGRES_URL, EDGE_PORT,
 * SKIP_WEB_BUILD=1, DB_POOL_SIZE (default 5 here), READY_TIMEOUT_MS — see docs/api.md, "Many replicas on one machine".
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PORTS, envStem, SERVICES, type ServiceName } from '@rugby/contracts';
import { loadDotEnv, problemsOfEveryProcess } from '@rugby/service-kit/environment';
import { shutdownGraceMs } from '@rugby/service-kit/lifecycle';
import { startBalancer, type Balancer } from './balancer.ts';
import { startEdge, type RunningEdge } from './edge.ts';
import {
  createServiceDatabases,
  dropServiceDatabases,
  postgresProblem,
  PostgresUnavailableError,
  redactUrl,
  serviceDatabaseName,
} from './postgres-databases.ts';
import { freePort, portBindProblem, portValueProblem } from './ports.ts';
import { ROOT, startProcess, stopAll, waitUntilReady, type AppName, type AppProcess } from './processes.ts';
import { supervise, type Supervisor } from './supervisor.ts';

export const DEFAULT_CLUSTER_POSTGRES_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';
/** The services that run durable jobs, each with one worker replica. */
export const JOB_SERVICES: readonly ServiceName[] = ['team', 'training-program', 'messaging'];

export interface ClusterOptions {
  /** PostgreSQL server, as a user that may create databases (default CLUSTER_POSTGRES_URL or DEFAULT_CLUSTER_POSTGRES_URL). */
  postgresUrl?: string;
  /** The databases are `<prefix>_team`, ... dropped and created afresh (default rugby_cluster). */
  databasePrefix?: string;
  /** Drop the databases when the cluster stops (tests; default false: they stay to be looked at until the next start). */
  dropDatabasesOnStop?: boolean;
  /** What every process starts from (default process.env); the cluster sets ports, URLs, databases, roles and SEED_DEMO. */
  env?: NodeJS.ProcessEnv;
  /** Default EDGE_PORT or 8080; 0 takes a free port. */
  edgePort?: number;
  /** Default 0.0.0.0. */
  edgeHost?: string;
  /** api replicas of each service (default 2). */
  apiReplicas?: number;
  /** Gateway replicas (default 2). */
  gateways?: number;
  /** How long each process may take to be ready (default READY_TIMEOUT_MS or 300 s). */
  readyTimeoutMs?: number;
  /** Where start-up, restarts and the balancers' changes are told (default: console, `[cluster]`). */
  log?: (line: string) => void;
  /** Aborting during start-up stops what was started; startCluster then rejects. */
  signal?: AbortSignal;
}

export type ClusterRole = 'api' | 'worker' | 'gateway';

export interface ClusterProcess {
  /** e.g. team-1, team-worker, gateway-2 */
  label: string;
  app: AppName;
  role: ClusterRole;
  /** Its own address (not the balancer's). */
  url: string;
  /** Loaded the demo data. */
  seeds: boolean;
  /** The current process (a restarted one has a new pid). */
  pid: number;
}

export interface Cluster {
  /** The edge: web apps, /api and /graphql. */
  edgeUrl: string;
  /** The gateways' balancer. */
  gatewayUrl: string;
  /** Each gateway's own address, in order. */
  gatewayUrls: string[];
  /** Each service's balancer (what the other processes use as <SERVICE>_URL). */
  serviceUrls: Record<ServiceName, string>;
  /** Each service's database. */
  databases: Record<ServiceName, string>;
  balancers: Record<ServiceName | 'gateway', Balancer>;
  processes(): ClusterProcess[];
  /** What runs where, one line each. */
  table(): string;
  /** The edge, then the gateways' balancer and the gateways, then the services and their balancers (each draining). */
  stop(): Promise<void>;
}

interface Replica {
  app: AppName;
  label: string;
  role: ClusterRole;
  port: number;
  seeds: boolean;
  env: NodeJS.ProcessEnv;
  process: AppProcess | null;
}

/** Variables the cluster sets per process: whatever the caller's environment says about them does not apply. */
const clusterOwned = (name: string) =>
  /^DATABASE_URL(_|$)/.test(name) ||
  ['PROCESS_ROLE', 'SEED_DEMO', 'GATEWAY_PORT', 'GATEWAY_URL', 'EDGE_PORT', 'WEB_ROOT'].includes(name) ||
  SERVICES.some((s) => name === `${envStem(s)}_PORT` || name === `${envStem(s)}_URL`);

/** `count` free ports, all different (the system may hand a just-released port out again). */
async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const log = options.log ?? ((line: string) => console.log(`[cluster] ${line}`));
  const caller = options.env ?? process.env;
  const postgresUrl = options.postgresUrl ?? caller.CLUSTER_POSTGRES_URL ?? DEFAULT_CLUSTER_POSTGRES_URL;
  const prefix = options.databasePrefix ?? 'rugby_cluster';
  const apiReplicas = options.apiReplicas ?? 2;
  const gatewayCount = options.gateways ?? 2;
  const readyTimeoutMs = options.readyTimeoutMs ?? (caller.READY_TIMEOUT_MS ? Number(caller.READY_TIMEOUT_MS) : undefined);
  const signal = options.signal;

  const base: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(caller).filter(([name]) => !clusterOwned(name)));
  base.LOG_LEVEL ??= 'info';
  base.LOG_FORMAT ??= process.stdout.isTTY ? 'pretty' : 'json';
  // Eleven service processes share one server: fewer connections each than one replica alone would keep.
  base.DB_POOL_SIZE ??= '5';
  const problems = problemsOfEveryProcess(base);
  if (problems.length) throw new Error(`the configuration has problems:\n  ${problems.join('\n  ')}`);
  const graceMs = shutdownGraceMs(base);

  const edgePort = options.edgePort ?? Number(caller.EDGE_PORT ?? DEFAULT_PORTS.edge);
  const edgeHost = options.edgeHost ?? '0.0.0.0';
  if (edgePort !== 0) {
    const problem = portValueProblem(String(edgePort)) ?? (await portBindProblem(edgePort, edgeHost));
    if (problem) throw new Error(`EDGE_PORT=${edgePort}: ${problem}`);
  }

  // Throws PostgresUnavailableError (the caller says so) before anything is started.
  const databases = await createServiceDatabases(postgresUrl, prefix);
  log(`fresh databases ${SERVICES.map((s) => serviceDatabaseName(prefix, s)).join(', ')} on ${redactUrl(postgresUrl)}`);

  const replicas: Replica[] = [];
  const balancers = {} as Record<ServiceName | 'gateway', Balancer>;
  let edge: RunningEdge | null = null;
  let supervisors: { gateways: Supervisor; services: Supervisor } | null = null;
  let stopping: Promise<void> | null = null;

  const url = (r: Replica) => `http://127.0.0.1:${r.port}`;
  const running = (which: (r: Replica) => boolean) => replicas.filter((r) => which(r) && r.process).map((r) => r.process!);
  const spawn = (r: Replica): AppProcess => {
    const p = startProcess(r.app, r.env, r.label);
    // Ready means ready to serve: for a gateway, every subgraph answers too.
    p.readyUrl = `${url(r)}/ready`;
    r.process = p;
    return p;
  };

  /** The gateways or the services: through their supervisor once there is one (no restart then), else directly. */
  const stopGroup = (group: 'gateways' | 'services') =>
    supervisors
      ? supervisors[group].stop()
      : stopAll(
          running((r) => (r.role === 'gateway') === (group === 'gateways')),
          graceMs + 5000,
        );
  const stop = () =>
    (stopping ??= (async () => {
      signal?.removeEventListener('abort', onAbort);
      await edge?.close(graceMs).catch((err: Error) => log(`edge: ${err.message}`));
      await balancers.gateway?.close(graceMs);
      await stopGroup('gateways');
      await stopGroup('services');
      await Promise.all(SERVICES.map((s) => balancers[s]?.close(graceMs)));
      if (options.dropDatabasesOnStop) await dropServiceDatabases(postgresUrl, prefix).catch((err: Error) => log(`databases not dropped: ${err.message}`));
    })());
  const onAbort = () => void stop();
  // Replicas entering or leaving rotation are news once all is up, not during start-up or shutdown.
  let started = false;
  const balancerLog = (line: string) => {
    if (started && !stopping) log(line);
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  const checkAborted = () => {
    if (signal?.aborted || stopping) throw new Error('start-up was cancelled');
  };

  try {
    const ports = await distinctFreePorts(gatewayCount + SERVICES.length * (apiReplicas + 1));
    const take = () => ports.pop()!;
    for (const service of SERVICES) {
      const roles: ClusterRole[] = [
        ...Array.from({ length: apiReplicas }, () => 'api' as const),
        ...(JOB_SERVICES.includes(service) ? ['worker' as const] : []),
      ];
      let n = 0;
      for (const role of roles) {
        const label = role === 'worker' ? `${service}-worker` : `${service}-${++n}`;
        replicas.push({ app: service, label, role, port: take(), seeds: role === 'api' && n === 1, env: {}, process: null });
      }
    }
    for (let i = 1; i <= gatewayCount; i++)
      replicas.push({ app: 'gateway', label: `gateway-${i}`, role: 'gateway', port: take(), seeds: false, env: {}, process: null });

    // The balancers first: every process is given their addresses.
    for (const service of SERVICES) {
      checkAborted();
      balancers[service] = await startBalancer({
        name: service,
        upstreams: replicas.filter((r) => r.app === service && r.role === 'api').map((r) => ({ label: r.label, url: url(r) })),
        log: balancerLog,
      });
    }
    checkAborted();
    balancers.gateway = await startBalancer({
      name: 'gateway',
      upstreams: replicas.filter((r) => r.role === 'gateway').map((r) => ({ label: r.label, url: url(r) })),
      log: balancerLog,
    });
    const serviceUrls = Object.fromEntries(SERVICES.map((s) => [s, balancers[s].url])) as Record<ServiceName, string>;
    const common: NodeJS.ProcessEnv = { ...base, ...Object.fromEntries(SERVICES.map((s) => [`${envStem(s)}_URL`, serviceUrls[s]])) };
    for (const r of replicas) {
      r.env =
        r.app === 'gateway'
          ? { ...common, GATEWAY_PORT: String(r.port) }
          : {
              ...common,
              [`${envStem(r.app)}_PORT`]: String(r.port),
              [`DATABASE_URL_${envStem(r.app)}`]: databases[r.app],
              PROCESS_ROLE: r.role,
              SEED_DEMO: r.seeds ? '1' : '0',
            };
    }

    const startAndWait = async (group: Replica[]) => {
      checkAborted();
      await Promise.all(group.map((r) => waitUntilReady(spawn(r), readyTimeoutMs)));
      for (const r of group) log(`${r.label} ready (pid ${r.process!.child.pid})`);
    };
    // The demo data's replicas (which migrate the databases too), then the rest, then the gateways.
    await startAndWait(replicas.filter((r) => r.seeds));
    await startAndWait(replicas.filter((r) => r.app !== 'gateway' && !r.seeds));
    await startAndWait(replicas.filter((r) => r.app === 'gateway'));
    checkAborted();
    await Promise.all(Object.values(balancers).map((b) => b.checkNow()));
    checkAborted();

    const restart = (exited: AppProcess) => {
      const r = replicas.find((candidate) => candidate.process === exited);
      if (!r) throw new Error(`${exited.name} is not a process of the cluster`);
      return spawn(r);
    };
    const watched = (gateways: boolean) =>
      supervise(
        running((r) => (r.role === 'gateway') === gateways),
        { restart, log, readyTimeoutMs },
      );
    supervisors = { gateways: watched(true), services: watched(false) };

    edge = await startEdge({ port: edgePort, host: edgeHost, gatewayUrl: balancers.gateway.url, root: ROOT });
    checkAborted();
    started = true;
    const edgeUrl = `http://${edgeHost === '0.0.0.0' ? 'localhost' : edgeHost}:${edge.port}`;

    const processes = (): ClusterProcess[] =>
      replicas.map((r) => ({ label: r.label, app: r.app, role: r.role, url: url(r), seeds: r.seeds, pid: r.process?.child.pid ?? 0 }));
    const table = () => {
      const rows: string[][] = [['edge', edgeUrl, `this process (pid ${process.pid}): the web apps; /api and /graphql to the gateway balancer`]];
      const group = (name: ServiceName | 'gateway', detail: string) => {
        const b = balancers[name];
        rows.push([`${name} balancer`, b.url, `round-robin over ${b.upstreams.map((u) => u.label).join(', ')}${detail}`]);
        for (const p of processes().filter((candidate) => candidate.app === name)) {
          const what = p.role === 'worker' ? 'worker: durable jobs (outbox relay)' : p.role === 'api' ? 'api' : 'gateway';
          rows.push([`  ${p.label}`, p.url, `pid ${p.pid}, ${what}${p.seeds ? ', loaded the demo data' : ''}`]);
        }
      };
      group('gateway', '');
      for (const s of SERVICES) group(s, `; database ${redactUrl(databases[s])}`);
      const width = [0, 1].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
      return rows.map((row) => `${row[0]!.padEnd(width[0]!)}  ${row[1]!.padEnd(width[1]!)}  ${row[2]}`).join('\n');
    };

    return {
      edgeUrl,
      gatewayUrl: balancers.gateway.url,
      gatewayUrls: replicas.filter((r) => r.role === 'gateway').map(url),
      serviceUrls,
      databases,
      balancers,
      processes,
      table,
      stop,
    };
  } catch (err) {
    await stop();
    // Started while stop() was already under way: closed here.
    await Promise.all(Object.values(balancers).map((b) => b.close(0)));
    if (edge?.server.listening) await edge.close(0);
    throw err;
  }
}

const NEEDS_POSTGRES =
  ' (a user that may create databases): start one, e.g. `docker run -d -p 5432:5432 -e POSTGRES_HOST_AUTH_METHOD=trust postgres:17`, or set CLUSTER_POSTGRES_URL';

/** `npm run start:cluster`. */
async function main() {
  const say = (line: string) => console.log(`[cluster] ${line}`);
  const complain = (line: string) => console.error(`[cluster] ${line}`);
  loadDotEnv(ROOT);
  const problems = problemsOfEveryProcess(process.env);
  if (problems.length) {
    for (const problem of problems) complain(problem);
    complain('nothing was started: fix the variables above (see docs/configuration.md)');
    process.exit(1);
  }
  // Before the web build: a missing server is said at once.
  const postgresUrl = process.env.CLUSTER_POSTGRES_URL ?? DEFAULT_CLUSTER_POSTGRES_URL;
  const unreachable = await postgresProblem(postgresUrl);
  if (unreachable) {
    complain(`${unreachable}.`);
    complain(`start:cluster needs a PostgreSQL server${NEEDS_POSTGRES}; nothing was started`);
    process.exit(1);
  }
  if (process.env.SKIP_WEB_BUILD !== '1') {
    say('building the web apps for production');
    execFileSync('npm', ['run', 'build:web', '--silent'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }

  const cancel = new AbortController();
  const starting = startCluster({ signal: cancel.signal, log: say });
  let stopping = false;
  const shutdown = async (code: number, reason: string) => {
    if (stopping) return;
    stopping = true;
    say(`stopping (${reason}): the edge drains first, then the gateways, then the services...`);
    // During start-up: what was started is stopped, and start-up gives up.
    cancel.abort();
    const cluster = await starting.catch(() => null);
    await cluster?.stop();
    say('stopped');
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0, 'SIGINT'));
  process.on('SIGTERM', () => void shutdown(0, 'SIGTERM'));
  if (process.connected) process.once('disconnect', () => void shutdown(0, 'parent process gone'));

  let cluster: Cluster;
  try {
    cluster = await starting;
  } catch (err) {
    if (stopping) return;
    if (err instanceof PostgresUnavailableError) complain(`${err.message}; start:cluster needs a PostgreSQL server${NEEDS_POSTGRES}`);
    else complain(`start-up failed: ${(err as Error).message}`);
    process.exit(1);
  }
  if (stopping) return;
  console.log(`\n${cluster.table()}\n`);
  console.log(`[cluster] Rugby Training Hub (many replicas) is running on ${cluster.edgeUrl} (pid ${process.pid}; Ctrl-C stops it)`);
  console.log('[cluster] demo coach: coach@demo.test / rugby-coach-1   demo player: player@demo.test / rugby-player-1\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
