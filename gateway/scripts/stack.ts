/**
 * The four real subgraphs in this process, each on its own fresh test database and an ephemeral
 * loopback port: used by the gateway tests and by `npm run print-schema`.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';
import type { IncomingHttpHeaders } from 'node:http';
import { envStem, SERVICES, type ServiceName } from '@rugby/contracts';
import { createLogger, type Database, type Logger } from '@rugby/service-kit';
import { createTestDatabase } from '@rugby/service-kit/testing';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

interface ServiceModule {
  buildApp(opts: { db: Database; log: Logger }): { app: Express; prisma: unknown; close(): Promise<void> };
}

export interface SubgraphsOptions {
  log?: Logger;
  /** Services whose demo data (src/seed.ts seedDemo) is loaded first. */
  seed?: ServiceName[];
}

/** A request as it reached a subgraph (tests check what the gateway forwarded). */
export interface ReceivedRequest {
  service: ServiceName;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

interface RunningSubgraph {
  db: Database;
  app: Express;
  close(): Promise<void>;
  server: Server | null;
  port: number;
}

const listen = (app: Express, port = 0) =>
  new Promise<Server>((resolve, reject) => {
    const s = app.listen(port, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/**
 * Starts team first (the others call it through TEAM_URL), then the other three.
 * `stop(name)` takes one off the network (its database stays), `restart(name)` brings it back on the same port.
 */
export async function startSubgraphs({ log = createLogger('subgraphs'), seed = [] }: SubgraphsOptions = {}) {
  const running = new Map<ServiceName, RunningSubgraph>();
  const received: ReceivedRequest[] = [];
  const previousUrls = Object.fromEntries(SERVICES.map((s) => [s, process.env[`${envStem(s)}_URL`]]));

  async function start(service: ServiceName) {
    const dir = path.join(ROOT, 'services', service);
    const db = await createTestDatabase(service, path.join(dir, 'prisma', 'migrations'));
    const { buildApp } = (await import(path.join(dir, 'src', 'app.ts'))) as ServiceModule;
    const built = buildApp({ db, log: log.child({ service }) });
    if (seed.includes(service)) {
      const { seedDemo } = (await import(path.join(dir, 'src', 'seed.ts'))) as { seedDemo(prisma: unknown): Promise<unknown> };
      await seedDemo(built.prisma);
    }
    const app = express();
    app.use((req, _res, next) => {
      received.push({ service, method: req.method, path: req.path, headers: { ...req.headers } });
      next();
    });
    app.use(built.app);
    const server = await listen(app);
    const port = (server.address() as AddressInfo).port;
    running.set(service, { db, app, close: built.close, server, port });
    process.env[`${envStem(service)}_URL`] = `http://127.0.0.1:${port}`;
  }

  await start('team');
  await Promise.all(SERVICES.filter((s) => s !== 'team').map(start));

  const get = (service: ServiceName) => running.get(service)!;
  return {
    /** Every request the subgraphs received, oldest first; clear with `received.length = 0`. */
    received,
    urls: Object.fromEntries(SERVICES.map((s) => [s, `http://127.0.0.1:${get(s).port}`])) as Record<ServiceName, string>,
    /** A service's database (tests read it to prove what a request did or did not change). */
    sql: (service: ServiceName) => get(service).db.sql,
    async stop(service: ServiceName) {
      const sg = get(service);
      if (sg.server) await closeServer(sg.server);
      sg.server = null;
    },
    async restart(service: ServiceName) {
      const sg = get(service);
      if (!sg.server) sg.server = await listen(sg.app, sg.port);
    },
    async close() {
      await Promise.all(
        [...running.values()].map(async (sg) => {
          if (sg.server) await closeServer(sg.server);
          await sg.close();
          await sg.db.close();
        }),
      );
      for (const [s, url] of Object.entries(previousUrls)) {
        const key = `${envStem(s as ServiceName)}_URL`;
        if (url === undefined) delete process.env[key];
        else process.env[key] = url;
      }
    },
  };
}
export type Subgraphs = Awaited<ReturnType<typeof startSubgraphs>>;
