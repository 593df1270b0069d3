import type { RequestListener, Server } from 'node:http';
import type { Express } from 'express';
import { servicePort, type ServiceName } from '@rugby/contracts';
import { applyMigrations, openDatabase, type Database, type MigrationSteps } from './db.ts';
import path from 'node:path';
import { closeGracefully, listen, ListenError, shutdownGraceMs, stopOnShutdownRequest } from './lifecycle.ts';
import { loadEnvironment } from './environment.ts';
import { METRICS_PATH, type ProcessMetrics } from './metrics.ts';
import type { Outbox } from './outbox.ts';
import { createLogger, type Logger } from './logger.ts';

export {
  acceptHandedConnections,
  bind,
  closeGracefully,
  CONNECTION_HANDOFF,
  listen,
  listeningPort,
  ListenError,
  markHandedOver,
  shutdownGraceMs,
  stopOnShutdownRequest,
  wasHandedOver,
} from './lifecycle.ts';

export interface RunningService {
  server: Server;
  port: number;
  stop(): Promise<void>;
}

/**
 * PROCESS_ROLE: `api` serves requests and runs no jobs, `worker` runs the jobs (the outbox relay) and answers only
 * its probes and metrics, `all` (default, one machine) does both.
 */
export const processRole = (): 'all' | 'api' | 'worker' => {
  const role = process.env.PROCESS_ROLE;
  return role === 'api' || role === 'worker' ? role : 'all';
};

const PROBE_PATHS = new Set(['/health', '/ready', METRICS_PATH]);
/** A worker's HTTP: /health, /ready and /metrics of the app; anything else is 404. */
function probesOnly(app: Express): RequestListener {
  return (req, res) => {
    if (PROBE_PATHS.has((req.url ?? '').split('?', 1)[0]!)) return void app(req, res);
    const body = JSON.stringify({ error: 'NOT_FOUND', message: 'This is a worker: it runs jobs and serves no requests' });
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };
}

/**
 * Opens the database, applies committed migrations, builds the app and listens (rejects, with the database
 * closed, when the port cannot be taken). SIGINT/SIGTERM, or the supervisor going away, drain in-flight requests
 * and close the server and the database, then exit.
 */
export async function runService(opts: {
  service: ServiceName;
  log: Logger;
  migrationsDir: string;
  /** The data steps of the service's migrations (db.ts MigrationSteps). */
  migrationSteps?: MigrationSteps;
  /** `drain`, when given, runs as shutdown begins, before requests in flight drain (e.g. end long-lived streams). */
  build: (db: Database) => Promise<{ app: Express; drain?: () => void; close?: () => Promise<void> }>;
  port?: number;
}): Promise<RunningService> {
  const db = await openDatabase(opts.service);
  const applied = await applyMigrations(db.sql, opts.migrationsDir, opts.migrationSteps);
  if (applied.length) opts.log.info({ applied }, 'migrations applied');
  const { app, drain, close } = await opts.build(db);
  const role = processRole();
  const metrics = app.locals.metrics as ProcessMetrics | undefined;
  if (db.poolStats) {
    const stats = db.poolStats;
    metrics?.gauge('db_pool_connections', 'Connections of the database pool, by state', ['state'], () => {
      const { total, idle, waiting } = stats();
      return [
        [{ state: 'in_use' }, total - idle],
        [{ state: 'idle' }, idle],
        [{ state: 'waiting_requests' }, waiting],
      ];
    });
  }
  const port = opts.port ?? servicePort(opts.service);
  let server: Server;
  try {
    server = await listen(role === 'worker' ? probesOnly(app) : app, port, process.env.LISTEN_HOST ?? '127.0.0.1');
  } catch (err) {
    opts.log.fatal({ err, port }, `${opts.service} service cannot start: ${(err as Error).message}`);
    await close?.().catch(() => {});
    await db.close().catch(() => {});
    throw err;
  }
  opts.log.info({ port, database: db.description, role }, `${opts.service} service listening`);
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      drain?.();
      await closeGracefully(server, shutdownGraceMs());
      await close?.();
      await db.close();
      opts.log.info(`${opts.service} service stopped`);
    })());
  stopOnShutdownRequest(
    async (reason) => {
      opts.log.info({ reason }, `${opts.service} service stopping`);
      await stop();
    },
    (err) => opts.log.error({ err }, `${opts.service} service did not stop cleanly`),
  );
  return { server, port, stop };
}

/**
 * The whole `src/server.ts` of a service: logger, migrations from `<service>/prisma/migrations`, the app,
 * and the demo data when SEED_DEMO=1.
 */
export async function runServiceMain<Prisma>(opts: {
  service: ServiceName;
  /** import.meta.dirname of the service's src/server.ts */
  srcDir: string;
  /** A service with a transactional outbox returns it: its relay starts with the service (and stops in close()). */
  buildApp: (deps: { db: Database; log: Logger }) => {
    app: Express;
    prisma: Prisma;
    drain?: () => void;
    close: () => Promise<void>;
    outbox?: Pick<Outbox, 'startRelay' | 'depth'>;
  };
  seedDemo: (prisma: Prisma) => Promise<unknown>;
  /** The data steps of the service's migrations. */
  migrationSteps?: MigrationSteps;
}): Promise<RunningService> {
  loadEnvironment(opts.service);
  const log = createLogger(opts.service);
  return runService({
    service: opts.service,
    log,
    migrationsDir: path.join(opts.srcDir, '..', 'prisma', 'migrations'),
    migrationSteps: opts.migrationSteps,
    build: async (db) => {
      const built = opts.buildApp({ db, log });
      const role = processRole();
      if (process.env.SEED_DEMO === '1' && role !== 'worker') log.info({ seeded: (await opts.seedDemo(built.prisma)) ?? true }, 'demo data loaded');
      // The outbox relay retries what the app could not do at once (at start-up, then every OUTBOX_RELAY_INTERVAL_MS).
      const outbox = built.outbox;
      if (outbox && role !== 'api') {
        outbox.startRelay();
        (built.app.locals.metrics as ProcessMetrics | undefined)?.gauge(
          'jobs_waiting',
          'Outbox jobs not done yet: all, and those due now',
          ['state'],
          async () => {
            const { waiting, due } = await outbox.depth();
            return [
              [{ state: 'waiting' }, waiting],
              [{ state: 'due' }, due],
            ];
          },
        );
      }
      return built;
    },
  }).catch((err: unknown) => {
    // Already logged with the port: exit non-zero without a second, longer report.
    if (err instanceof ListenError) process.exit(1);
    throw err;
  });
}
