import type { Server } from 'node:http';
import type { Express } from 'express';
import { servicePort, type ServiceName } from '@rugby/contracts';
import { applyMigrations, openDatabase, type Database } from './db.ts';
import path from 'node:path';
import { closeGracefully, listen, ListenError, shutdownGraceMs, stopOnShutdownRequest } from './lifecycle.ts';
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
 * Opens the database, applies committed migrations, builds the app and listens (rejects, with the database
 * closed, when the port cannot be taken). SIGINT/SIGTERM, or the supervisor going away, drain in-flight requests
 * and close the server and the database, then exit.
 */
export async function runService(opts: {
  service: ServiceName;
  log: Logger;
  migrationsDir: string;
  build: (db: Database) => Promise<{ app: Express; close?: () => Promise<void> }>;
  port?: number;
}): Promise<RunningService> {
  const db = await openDatabase(opts.service);
  const applied = await applyMigrations(db.sql, opts.migrationsDir);
  if (applied.length) opts.log.info({ applied }, 'migrations applied');
  const { app, close } = await opts.build(db);
  const port = opts.port ?? servicePort(opts.service);
  let server: Server;
  try {
    server = await listen(app, port, process.env.LISTEN_HOST ?? '127.0.0.1');
  } catch (err) {
    opts.log.fatal({ err, port }, `${opts.service} service cannot start: ${(err as Error).message}`);
    await close?.().catch(() => {});
    await db.close().catch(() => {});
    throw err;
  }
  opts.log.info({ port, database: db.description }, `${opts.service} service listening`);
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
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
  buildApp: (deps: { db: Database; log: Logger }) => { app: Express; prisma: Prisma; close: () => Promise<void>; outbox?: { startRelay(): void } };
  seedDemo: (prisma: Prisma) => Promise<unknown>;
}): Promise<RunningService> {
  const log = createLogger(opts.service);
  return runService({
    service: opts.service,
    log,
    migrationsDir: path.join(opts.srcDir, '..', 'prisma', 'migrations'),
    build: async (db) => {
      const built = opts.buildApp({ db, log });
      if (process.env.SEED_DEMO === '1') log.info({ seeded: (await opts.seedDemo(built.prisma)) ?? true }, 'demo data loaded');
      // The outbox relay retries what the app could not do at once (at start-up, then every OUTBOX_RELAY_INTERVAL_MS).
      built.outbox?.startRelay();
      return built;
    },
  }).catch((err: unknown) => {
    // Already logged with the port: exit non-zero without a second, longer report.
    if (err instanceof ListenError) process.exit(1);
    throw err;
  });
}
