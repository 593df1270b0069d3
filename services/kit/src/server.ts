import type { Server } from 'node:http';
import type { Express } from 'express';
import { servicePort, type ServiceName } from '@rugby/contracts';
import { applyMigrations, openDatabase, type Database } from './db.ts';
import path from 'node:path';
import { createLogger, type Logger } from './logger.ts';

export interface RunningService {
  server: Server;
  port: number;
  stop(): Promise<void>;
}

/**
 * Opens the database, applies committed migrations, builds the app and listens.
 * SIGINT/SIGTERM close the server and the database cleanly.
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
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(port, process.env.LISTEN_HOST ?? '127.0.0.1', () => resolve(s));
  });
  server.keepAliveTimeout = 65_000;
  opts.log.info({ port, database: db.description }, `${opts.service} service listening`);
  let stopping: Promise<void> | null = null;
  const stop = () => (stopping ??= (async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await close?.();
    await db.close();
    opts.log.info(`${opts.service} service stopped`);
  })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => { void stop().then(() => process.exit(0)); });
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
  buildApp: (deps: { db: Database; log: Logger }) => { app: Express; prisma: Prisma; close: () => Promise<void> };
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
      return built;
    },
  });
}
