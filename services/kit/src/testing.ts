import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Identity } from '@rugby/contracts';
import { HEADERS } from '@rugby/contracts';
import { applyMigrations, migrationStepsIn, openPGlite, openPostgres, type Database } from './db.ts';
import { signIdentity } from './identity.ts';

const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

let pgReachable: Promise<boolean> | null = null;
/** Whether real PostgreSQL answers (CI has one); tests use PGlite otherwise. TEST_DB=pglite forces PGlite. */
export function postgresAvailable(): Promise<boolean> {
  if (process.env.TEST_DB === 'pglite') return Promise.resolve(false);
  return (pgReachable ??= (async () => {
    const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1500 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  })());
}

/** A new, empty PostgreSQL database on the test server (ADMIN_URL), dropped on close. */
export async function createPostgresTestDatabase(service: string): Promise<Database & { url: string }> {
  const name = `rugby_test_${service.replace(/\W/g, '_')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const inner = await openPostgres(url.toString());
  return {
    ...inner,
    /** The database's URL, for a process of its own (DATABASE_URL_<SERVICE>). */
    url: url.toString(),
    close: async () => {
      await inner.close();
      const a = new pg.Client({ connectionString: ADMIN_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await a.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database when one is reachable
 * (dropped on close), else in-memory PGlite.
 */
export async function createTestDatabase(service: string, migrationsDir: string): Promise<Database> {
  const db = (await postgresAvailable()) ? await createPostgresTestDatabase(service) : await openPGlite('memory://');
  await applyMigrations(db.sql, migrationsDir, await migrationStepsIn(migrationsDir));
  return db;
}

/** Headers that make a request look as if the gateway forwarded it for this identity. */
export async function identityHeaders(identity: Identity): Promise<Record<string, string>> {
  return { [HEADERS.identity]: await signIdentity(identity) };
}

export function makeIdentity(partial: Partial<Identity> & { userId: string }): Identity {
  return { email: `${partial.userId}@example.test`, firstName: 'Test', lastName: 'User', userType: null, memberships: [], ...partial };
}

/**
 * The database with every SQL statement counted — those Prisma sends (in transactions too) and those sent through
 * `sql` (the hot reads): for tests
 * that the number of statements a request costs does not grow with the data (e.g. squad size).
 */
export function countingStatements(db: Database): { db: Database; count(): number; reset(): void } {
  let statements = 0;
  const counted = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(obj, key, receiver) {
        const value = Reflect.get(obj, key, receiver) as unknown;
        if (typeof value !== 'function') return value;
        if (key === 'queryRaw' || key === 'executeRaw')
          return (...args: unknown[]) => {
            statements += 1;
            return (value as (...a: unknown[]) => unknown).apply(obj, args);
          };
        if (key === 'connect' || key === 'startTransaction' || key === 'transactionContext') {
          return async (...args: unknown[]) => counted(await (value as (...a: unknown[]) => Promise<object>).apply(obj, args));
        }
        return (value as (...a: unknown[]) => unknown).bind(obj);
      },
    });
  const sql = {
    query: (...args: Parameters<Database['sql']['query']>) => {
      statements += 1;
      return db.sql.query(...args);
    },
    exec: (text: string) => {
      statements += 1;
      return db.sql.exec(text);
    },
  } as Database['sql'];
  return {
    db: { ...db, adapter: counted(db.adapter), sql },
    count: () => statements,
    reset: () => {
      statements = 0;
    },
  };
}
