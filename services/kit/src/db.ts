import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { envStem, type ServiceName } from '@rugby/contracts';

/** The minimal SQL surface the migration runner and readiness check need. */
export interface SqlExecutor {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs `fn` on one connection of its own (a pool's statements may each take another one, so a transaction written
   * as BEGIN … COMMIT needs this); absent where there is only one connection (PGlite).
   */
  session?<T>(fn: (sql: SqlExecutor) => Promise<T>): Promise<T>;
}

export interface Database {
  /** Driver adapter for `new PrismaClient({ adapter })`. */
  adapter: SqlDriverAdapterFactory;
  sql: SqlExecutor;
  kind: 'postgres' | 'pglite';
  /** Where the data lives, for logs (no credentials). */
  description: string;
  /**
   * Embedded PGlite only (no other process can open it): a number that moves whenever this process may be changing
   * the data (any statement but a SELECT, any transaction; before and after). A cache entry checked while it had a
   * value is still current while it keeps that value, without a statement (docs/decisions/014). Undefined for
   * PostgreSQL, which other processes and replicas write to.
   */
  changeCount?: () => number;
  /**
   * LISTEN on `channel`: `notify` gets each payload sent with NOTIFY (by triggers, at commit, from any process);
   * `reset` is called when notifications may have been missed (the listening connection was lost, and again once it
   * listens again).
   * `live()` tells whether notifications are being heard right now.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
  /**
   * node-postgres' query interface (`query({ text, values })` → `{ rows, rowCount }`) over this database, for stores
   * that take a pg client (rate-limiter-flexible: rate-limits.ts).
   */
  storeClient: { query(q: { text: string; values?: unknown[]; name?: string }): Promise<{ rows: unknown[]; rowCount: number | null }> };
  /** PostgreSQL only: the pool's connections (all, idle, and requests waiting for one), for metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface ListenHandlers {
  notify(payload: string): void;
  reset(): void;
}
export interface Listening {
  live(): boolean;
  close(): Promise<void>;
}

/** How long to wait before opening a lost listening connection again. */
const LISTEN_RETRY_MS = 1_000;

/**
 * The service's database: real PostgreSQL when DATABASE_URL_<SERVICE> (or DATABASE_URL) is set,
 * otherwise embedded PGlite under DATA_DIR/<service> (default ./data/<service>). `memory://` keeps it in memory.
 */
export async function openDatabase(service: ServiceName, env: Record<string, string | undefined> = process.env): Promise<Database> {
  const variable = `DATABASE_URL_${envStem(service)}`;
  const url = env[variable]?.trim() || env.DATABASE_URL?.trim();
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  // Anything else set is a mistake (postgress://, a bare host): never fall back to an embedded database for it.
  if (url && url !== 'memory://') throw new Error(`${env[variable]?.trim() ? variable : 'DATABASE_URL'} must be a postgresql:// URL or memory://`);
  const location = url === 'memory://' ? 'memory://' : path.resolve(env.DATA_DIR ?? 'data', service);
  return openPGlite(location);
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.DB_POOL_SIZE ?? 10) });
  // An idle connection closed by the server (restart, admin termination, a dropped test database) must not crash
  // the process: the pool discards it and opens a new one on the next query.
  pool.on('error', (err) => {
    console.warn(`database connection lost: ${err.message}`);
  });
  const adapter = new PrismaPg(pool);
  const sql: SqlExecutor = {
    async exec(text) {
      await pool.query(text);
    },
    async query(text, params) {
      return (await pool.query(text, params as unknown[])).rows;
    },
    async session(fn) {
      const client = await pool.connect();
      try {
        return await fn({
          async exec(text) {
            await client.query(text);
          },
          async query(text, params) {
            return (await client.query(text, params as unknown[])).rows;
          },
        });
      } finally {
        client.release();
      }
    },
  };
  const u = new URL(connectionString);
  const listeners = new Set<Listening>();
  return {
    adapter,
    sql,
    kind: 'postgres',
    description: `postgresql://${u.host}${u.pathname}`,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    storeClient: pool,
    async listen(channel, handlers) {
      const listening = await listenPostgres(connectionString, channel, handlers);
      listeners.add(listening);
      return listening;
    },
    async close() {
      await Promise.all([...listeners].map((l) => l.close()));
      await pool.end();
    },
  };
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A connection of its own (outside the pool) that LISTENs on `channel`. When it is lost, `reset` is called and it
 * connects again every LISTEN_RETRY_MS until it hears again; `live()` is false in between.
 */
async function listenPostgres(connectionString: string, channel: string, handlers: ListenHandlers): Promise<Listening> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      next.end().catch(() => {});
      if (closed) return;
      handlers.reset();
      retry = setTimeout(() => {
        void connect();
      }, LISTEN_RETRY_MS);
      retry.unref();
    };
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    next.on('error', (err) => {
      console.warn(`database listener on ${channel} lost: ${err.message}`);
      onLost();
    });
    next.on('end', onLost);
    try {
      await next.connect();
      await next.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (err) {
      console.warn(`database listener on ${channel} could not connect: ${(err as Error).message}`);
      onLost();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    // What was computed while nobody listened may have missed a notification.
    handlers.reset();
  };
  // Not heard yet is not an error: live() stays false (callers do not rely on notifications) until it connects.
  await connect();
  return {
    live: () => client !== null,
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}

export async function openPGlite(location: string): Promise<Database> {
  if (location !== 'memory://') mkdirSync(location, { recursive: true });
  const raw = await PGlite.create(location === 'memory://' ? undefined : location);
  const { db, changeCount } = countingChanges(raw);
  const sql: SqlExecutor = {
    async exec(text) {
      await db.exec(text);
    },
    async query(text, params) {
      return (await db.query(text, params as unknown[])).rows as never;
    },
  };
  // pglite-prisma-adapter bundles its own copy of the adapter typings; the runtime contract is the same.
  return {
    adapter: new PrismaPGlite(db) as unknown as SqlDriverAdapterFactory,
    sql,
    kind: 'pglite',
    description: `pglite:${location}`,
    changeCount,
    storeClient: {
      async query({ text, values }) {
        const result = await db.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      },
    },
    // One session in this process: a notification arrives with the answer of the statement that committed it.
    async listen(channel, handlers) {
      const unlisten = await raw.listen(channel, handlers.notify);
      let live = true;
      return {
        live: () => live,
        async close() {
          live = false;
          await unlisten();
        },
      };
    },
    close: () => raw.close(),
  };
}

const isRead = (text: unknown) => typeof text === 'string' && /^\s*select\b/i.test(text);

/**
 * The PGlite instance as every user of it (Prisma's adapter, `sql`) sees it, counting what may change data: each
 * statement but a SELECT and each transaction, once before it starts and once after it ends, so a read that overlaps
 * a change always sees the count move.
 */
function countingChanges(db: PGlite): { db: PGlite; changeCount: () => number } {
  let changes = 0;
  const around = async <T>(change: boolean, run: () => Promise<T>): Promise<T> => {
    if (change) changes += 1;
    try {
      return await run();
    } finally {
      if (change) changes += 1;
    }
  };
  const counted = new Proxy(db, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => Promise<unknown>;
      if (key === 'query' || key === 'exec') return (text: unknown, ...rest: unknown[]) => around(!isRead(text), () => method.call(target, text, ...rest));
      if (key === 'transaction') return (...args: unknown[]) => around(true, () => method.apply(target, args));
      return method.bind(target);
    },
  });
  return { db: counted, changeCount: () => changes };
}

/**
 * Data steps of migrations, by migration name: code that rewrites rows SQL cannot (e.g. reading a stored text into a
 * structured document). A migration with one has a `data-step` file beside its migration.sql saying what it does;
 * the step runs after that SQL and before the migration is recorded, so the migrations after it see its rows. Steps
 * are idempotent (they only touch rows still to convert), so a run cut short is finished by the next one.
 */
export type MigrationSteps = Readonly<Record<string, (sql: SqlExecutor) => Promise<void>>>;

/**
 * The data steps of a service's migrations in development and tests: what services/<name>/src/migration-steps.ts
 * exports as MIGRATION_STEPS (none when it has no such module). A bundled process imports them directly.
 */
export async function migrationStepsIn(migrationsDir: string): Promise<MigrationSteps> {
  const file = path.join(migrationsDir, '..', '..', 'src', 'migration-steps.ts');
  if (!existsSync(file)) return {};
  return ((await import(pathToFileURL(file).href)) as { MIGRATION_STEPS: MigrationSteps }).MIGRATION_STEPS;
}

/**
 * Applies committed migrations (prisma/migrations/<name>/migration.sql, in name order) that are not yet
 * recorded, with their data steps (`steps`). Uses Prisma's _prisma_migrations table so `prisma migrate status`
 * stays meaningful.
 */
export async function applyMigrations(sql: SqlExecutor, migrationsDir: string, steps: MigrationSteps = {}): Promise<string[]> {
  // Each migration is a transaction (BEGIN … COMMIT): on one connection.
  if (sql.session) return sql.session((one) => applyMigrationsOn(one, migrationsDir, steps));
  return applyMigrationsOn(sql, migrationsDir, steps);
}

async function applyMigrationsOn(sql: SqlExecutor, migrationsDir: string, steps: MigrationSteps): Promise<string[]> {
  await sql.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL, "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(), "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
  if (!existsSync(migrationsDir)) return [];
  const names = readdirSync(migrationsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const applied = new Set(
    (
      await sql.query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`)
    ).map((r) => r.migration_name),
  );
  const done: string[] = [];
  for (const name of names) {
    if (applied.has(name)) continue;
    const file = path.join(migrationsDir, name, 'migration.sql');
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const checksum = createHash('sha256').update(text).digest('hex');
    const step = existsSync(path.join(migrationsDir, name, 'data-step')) ? steps[name] : undefined;
    if (existsSync(path.join(migrationsDir, name, 'data-step')) && !step) throw new Error(`Migration ${name} has a data step this runner was not given`);
    await sql.exec('BEGIN');
    try {
      // One runner at a time per database (several processes may start together against real PostgreSQL).
      await sql.exec(`SELECT pg_advisory_xact_lock(727274)`);
      const again = await sql.query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = $1 AND finished_at IS NOT NULL`, [name]);
      if (again.length === 0) {
        await sql.exec(text);
        if (step) {
          // The step runs in transactions of its own; whichever runner finishes first records the migration.
          await sql.exec('COMMIT');
          await step(sql);
          await sql.exec('BEGIN');
          await sql.exec(`SELECT pg_advisory_xact_lock(727274)`);
        }
        const recorded = step ? await sql.query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = $1 AND finished_at IS NOT NULL`, [name]) : [];
        if (recorded.length === 0)
          await sql.query(`INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ($1, $2, now(), $3, 1)`, [
            randomUUID(),
            checksum,
            name,
          ]);
        done.push(name);
      }
      await sql.exec('COMMIT');
    } catch (err) {
      await sql.exec('ROLLBACK');
      throw new Error(`Migration ${name} failed: ${(err as Error).message}`, { cause: err });
    }
  }
  return done;
}
