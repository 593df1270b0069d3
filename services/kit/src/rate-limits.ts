/**
 * Rate limits and quotas every replica of a service shares: counted in the service's own database
 * (rate-limiter-flexible's PostgreSQL store, table `rate_limits`), so a limit holds however many replicas run and
 * survives restarts; the embedded database of one machine works the same (docs/decisions/023).
 */
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from './db.ts';

export { RateLimiterRes };

export interface LimitOptions {
  /** Keeps one limit's keys apart from another's in the shared table. */
  keyPrefix: string;
  /** What may be consumed per key in a window. */
  points: number;
  durationSeconds: number;
}

/** The limiter calls the app makes; each waits until the store's table exists. */
export interface SharedLimiter {
  /** Consumes points; rejects with RateLimiterRes (its msBeforeNext) when the key has no points left. */
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  get(key: string): Promise<RateLimiterRes | null>;
  delete(key: string): Promise<boolean>;
  readonly points: number;
}

const TABLE = 'rate_limits';
/**
 * The stores whose expired rows a limiter already deletes (rate-limiter-flexible's clearExpiredByTimeout: every 5
 * minutes, the rows of every limit that expired an hour ago). One limiter per database and process clears the shared
 * table; the others would repeat the same DELETE.
 */
const cleared = new WeakSet<object>();

/** One shared limiter in `db`: consume / get / delete as rate-limiter-flexible's, once its table is there. */
export function sharedLimiter(db: Pick<Database, 'storeClient'>, { keyPrefix, points, durationSeconds }: LimitOptions): SharedLimiter {
  const clears = !cleared.has(db.storeClient as object);
  if (clears) cleared.add(db.storeClient as object);
  let limiter!: RateLimiterPostgres;
  const ready = new Promise<void>((resolve, reject) => {
    limiter = new RateLimiterPostgres(
      { storeClient: db.storeClient, storeType: 'pool', tableName: TABLE, keyPrefix, points, duration: durationSeconds, clearExpiredByTimeout: clears },
      (err?: Error) => (err ? reject(err) : resolve()),
    );
  });
  // A failure to create the table surfaces on the first call that needs it, not as an unhandled rejection.
  ready.catch(() => {});
  return {
    points,
    consume: async (key, n = 1) => (await ready, limiter.consume(key, n)),
    get: async (key) => (await ready, limiter.get(key)),
    delete: async (key) => (await ready, limiter.delete(key)),
  };
}

/** Seconds until a refused key may try again (at least 1). */
export const retryAfterSeconds = (refused: RateLimiterRes) => Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
