/**
 * One fresh, empty PostgreSQL database per service on one server (the services migrate them when they start): for
 * the benchmarks (scripts/bench-support.ts) and the local multi-replica run (scripts/start-cluster.ts).
 */
import pg from 'pg';
import { envStem, SERVICES, type ServiceName } from '@rugby/contracts';

/** The server could not be reached (or refused the connection). */
export class PostgresUnavailableError extends Error {
  constructor(url: string, cause: unknown) {
    super(`PostgreSQL at ${redactUrl(url)} does not answer (${(cause as Error).message || String(cause)})`, { cause });
    this.name = 'PostgresUnavailableError';
  }
}

/** The URL with its password hidden, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/** The database of `service` for a prefix: `<prefix>_team`, `<prefix>_training_program`, ... */
export const serviceDatabaseName = (prefix: string, service: ServiceName) => `${prefix}_${envStem(service).toLowerCase()}`;

async function connect(adminUrl: string, timeoutMs = 3000): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    return client;
  } catch (err) {
    await client.end().catch(() => {});
    throw new PostgresUnavailableError(adminUrl, err);
  }
}

/** Null when the server at `adminUrl` answers a query; else why not (one line). */
export async function postgresProblem(adminUrl: string, timeoutMs = 3000): Promise<string | null> {
  try {
    const client = await connect(adminUrl, timeoutMs);
    try {
      await client.query('SELECT 1');
      return null;
    } finally {
      await client.end().catch(() => {});
    }
  } catch (err) {
    return (err as Error).message;
  }
}

const checkPrefix = (prefix: string) => {
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(prefix)) throw new Error(`database prefix "${prefix}" must be lower-case letters, digits and _`);
};

/**
 * Drops and creates `<prefix>_<service>` for each service on the server at `adminUrl` (a user that may create
 * databases); returns each one's URL. Throws PostgresUnavailableError when the server does not answer.
 */
export async function createServiceDatabases(adminUrl: string, prefix: string): Promise<Record<ServiceName, string>> {
  checkPrefix(prefix);
  const client = await connect(adminUrl);
  try {
    const out = {} as Record<ServiceName, string>;
    for (const service of SERVICES) {
      const name = serviceDatabaseName(prefix, service);
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${name}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      out[service] = url.toString();
    }
    return out;
  } finally {
    await client.end();
  }
}

/** Drops the databases `createServiceDatabases` made with that prefix (closing their connections). */
export async function dropServiceDatabases(adminUrl: string, prefix: string): Promise<void> {
  checkPrefix(prefix);
  const client = await connect(adminUrl);
  try {
    for (const service of SERVICES) await client.query(`DROP DATABASE IF EXISTS "${serviceDatabaseName(prefix, service)}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
