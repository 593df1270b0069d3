import { randomUUID } from 'node:crypto';
import type { Logger } from './logger.ts';

/**
 * The transactional outbox (docs/decisions/009-transactional-outbox.md).
 *
 * Domain code writes an outbox row in the SAME transaction as its business row (`enqueue(tx, ...)`), then
 * attempts the side effect at once after commit (`runNow(key)`). The relay picks up every row that is not done
 * (at start-up and every few seconds) and retries it with exponential backoff until its handler succeeds.
 * A worker claims a row with a lease (`lockedUntil`, set under FOR UPDATE SKIP LOCKED), so two replicas never
 * handle the same row at the same time; `attempts` fences a worker whose lease ran out. Handlers may run more
 * than once (a crash after the side effect, an expired lease): receivers are idempotent on the row's key.
 *
 * Each service that uses it has an `outbox` table (the `OutboxEntry` model of its Prisma schema):
 * id, topic, key (unique), payload (jsonb), attempts, nextAttemptAt, lockedUntil, lastError, createdAt, doneAt.
 */

/** The raw-SQL surface of a Prisma client or of an interactive transaction's client. */
export interface OutboxSql {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): PromiseLike<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): PromiseLike<number>;
}

export interface OutboxRow<P = unknown> {
  id: string;
  topic: string;
  /** Idempotency key: one row per key, and what the receiver dedupes on. */
  key: string;
  payload: P;
  /** Claims so far (the current one included while a worker holds the row). */
  attempts: number;
  nextAttemptAt: Date;
  /** Lease of the worker handling the row; other workers skip the row until then. */
  lockedUntil: Date | null;
  lastError: string | null;
  createdAt: Date;
  /** Handled (or given up, with lastError kept). */
  doneAt: Date | null;
}

/** Thrown by a handler when retrying cannot help (e.g. the receiver answers 404): the row is closed with the error. */
export class OutboxGiveUp extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboxGiveUp';
  }
}

export type OutboxHandler<P = unknown, R = unknown> = (payload: P, row: OutboxRow<P>) => Promise<R>;

/** What `runNow` did: ran the handler (and how it went), or did not (already done, or another worker holds it). */
export type OutboxRun<R = unknown> =
  { ran: true; ok: true; result: R } | { ran: true; ok: false; error: Error; gaveUp: boolean } | { ran: false; row: OutboxRow | null };

export interface OutboxTiming {
  /** Delay before the next attempt after `attempts` failed claims (default: exponential, 1 s doubling to 5 min, ±20%). */
  backoffMs?: (attempts: number) => number;
  /** How long a claim hides a row from other workers; above the longest handler run (default 60 s). */
  leaseMs?: number;
  /** Time of the outbox (leases, backoff). Real time by default, not the services' test clock. */
  clock?: () => Date;
  /** Most rows one relay pass handles (default 100). */
  batchSize?: number;
  /** Done rows older than this are deleted by the relay (at most hourly; default 7 days; 0 keeps them). */
  retainDoneMs?: number;
}

export interface OutboxOptions extends OutboxTiming {
  prisma: OutboxSql;
  log: Logger;
}

export interface RelayOptions {
  /** Pause between relay passes; default OUTBOX_RELAY_INTERVAL_MS or 5000. The first pass runs at once. */
  intervalMs?: number;
}

export interface RelayPass {
  done: number;
  failed: number;
}

/** min(max, base * 2^(attempts-1)), spread by ±jitter so rows failed together do not retry together. */
export function exponentialBackoff({ baseMs = 1000, maxMs = 5 * 60_000, jitter = 0.2 }: { baseMs?: number; maxMs?: number; jitter?: number } = {}) {
  return (attempts: number): number => {
    const raw = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
    return Math.round(Math.min(maxMs, raw * (1 - jitter + Math.random() * 2 * jitter)));
  };
}

export const DEFAULT_RELAY_INTERVAL_MS = 5000;
export const relayIntervalFromEnv = (env: Record<string, string | undefined> = process.env): number => {
  const value = Number(env.OUTBOX_RELAY_INTERVAL_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_RELAY_INTERVAL_MS;
};

const COLUMNS = `"id", "topic", "key", "payload", "attempts", "nextAttemptAt", "lockedUntil", "lastError", "createdAt", "doneAt"`;
const iso = (d: Date) => d.toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type RawRow = Omit<OutboxRow, 'payload' | 'nextAttemptAt' | 'lockedUntil' | 'createdAt' | 'doneAt' | 'attempts'> & {
  payload: unknown;
  attempts: number | bigint;
  nextAttemptAt: Date | string;
  lockedUntil: Date | string | null;
  createdAt: Date | string;
  doneAt: Date | string | null;
};
const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));
function toRow(raw: RawRow): OutboxRow {
  return {
    ...raw,
    payload: typeof raw.payload === 'string' ? JSON.parse(raw.payload) : raw.payload,
    attempts: Number(raw.attempts),
    nextAttemptAt: asDate(raw.nextAttemptAt),
    lockedUntil: raw.lockedUntil === null ? null : asDate(raw.lockedUntil),
    createdAt: asDate(raw.createdAt),
    doneAt: raw.doneAt === null ? null : asDate(raw.doneAt),
  };
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 2000);

export function createOutbox({
  prisma,
  log,
  backoffMs = exponentialBackoff(),
  leaseMs = 60_000,
  clock = () => new Date(),
  batchSize = 100,
  retainDoneMs = 7 * 24 * 60 * 60_000,
}: OutboxOptions) {
  const handlers = new Map<string, OutboxHandler>();
  let lastPurge: number | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  /** Claims one row (the given key, backoff ignored; else the most overdue due row) for this worker's lease. */
  async function claim(key: string | null, dueBy: Date): Promise<OutboxRow | null> {
    const at = clock();
    const free = `"doneAt" IS NULL AND ("lockedUntil" IS NULL OR "lockedUntil" <= $1::timestamptz)`;
    const which = key === null ? `"nextAttemptAt" <= $3::timestamptz` : `"key" = $3`;
    const rows = await prisma.$queryRawUnsafe<RawRow[]>(
      `UPDATE "outbox" SET "attempts" = "attempts" + 1, "lockedUntil" = $2::timestamptz
       WHERE "id" = (SELECT "id" FROM "outbox" WHERE ${free} AND ${which} ORDER BY "nextAttemptAt", "createdAt" LIMIT 1 FOR UPDATE SKIP LOCKED)
         AND ${free}
       RETURNING ${COLUMNS}`,
      iso(at),
      iso(new Date(at.getTime() + leaseMs)),
      key ?? iso(dueBy),
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** Runs a claimed row's handler and records the outcome (only while this worker's claim still stands). */
  async function handle(row: OutboxRow): Promise<OutboxRun> {
    const handler = handlers.get(row.topic);
    try {
      if (!handler) throw new Error(`no outbox handler for topic ${row.topic}`);
      const result = await handler(row.payload, row);
      await prisma.$executeRawUnsafe(
        `UPDATE "outbox" SET "doneAt" = $2::timestamptz, "lockedUntil" = NULL, "lastError" = NULL WHERE "id" = $1 AND "attempts" = $3::int AND "doneAt" IS NULL`,
        row.id,
        iso(clock()),
        row.attempts,
      );
      return { ran: true, ok: true, result };
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      const gaveUp = error instanceof OutboxGiveUp;
      const at = clock();
      if (gaveUp) {
        log.error({ topic: row.topic, key: row.key, attempts: row.attempts, error: error.message }, 'outbox row given up');
        await prisma.$executeRawUnsafe(
          `UPDATE "outbox" SET "doneAt" = $2::timestamptz, "lockedUntil" = NULL, "lastError" = $3 WHERE "id" = $1 AND "attempts" = $4::int AND "doneAt" IS NULL`,
          row.id,
          iso(at),
          errorText(error),
          row.attempts,
        );
      } else {
        const next = new Date(at.getTime() + Math.max(0, backoffMs(row.attempts)));
        log.warn(
          { topic: row.topic, key: row.key, attempts: row.attempts, error: error.message, nextAttemptAt: next.toISOString() },
          'outbox attempt failed; the relay retries it',
        );
        await prisma.$executeRawUnsafe(
          `UPDATE "outbox" SET "nextAttemptAt" = $2::timestamptz, "lockedUntil" = NULL, "lastError" = $3 WHERE "id" = $1 AND "attempts" = $4::int AND "doneAt" IS NULL`,
          row.id,
          iso(next),
          errorText(error),
          row.attempts,
        );
      }
      return { ran: true, ok: false, error, gaveUp };
    }
  }

  async function get(key: string): Promise<OutboxRow | null> {
    const rows = await prisma.$queryRawUnsafe<RawRow[]>(`SELECT ${COLUMNS} FROM "outbox" WHERE "key" = $1`, key);
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** One relay pass: handles due rows one claim at a time until none is left (or batchSize). */
  async function pass(): Promise<RelayPass> {
    const result: RelayPass = { done: 0, failed: 0 };
    const dueBy = clock();
    if (retainDoneMs > 0 && (lastPurge === null || dueBy.getTime() - lastPurge >= 60 * 60_000)) {
      lastPurge = dueBy.getTime();
      await prisma.$executeRawUnsafe(`DELETE FROM "outbox" WHERE "doneAt" < $1::timestamptz`, iso(new Date(dueBy.getTime() - retainDoneMs)));
    }
    const seen = new Set<string>();
    for (let i = 0; i < batchSize; i++) {
      const row = await claim(null, dueBy);
      if (!row) break;
      const run = await handle(row);
      if (run.ran && run.ok) result.done += 1;
      else result.failed += 1;
      // With no backoff a failing row is due again at once: leave it to the next pass.
      if (seen.has(row.id)) break;
      seen.add(row.id);
    }
    return result;
  }

  const outbox = {
    /** Registers the side effect of a topic (once per topic). */
    handle<P, R>(topic: string, handler: OutboxHandler<P, R>): void {
      if (handlers.has(topic)) throw new Error(`outbox topic ${topic} already has a handler`);
      handlers.set(topic, handler as OutboxHandler);
    },

    /**
     * Inside the business transaction: writes the row, due at once or at `runAt` (a scheduled job, e.g. a reminder:
     * the relay runs it on its first pass after then). A key already present keeps its row (the repeat writes
     * nothing). Returns the key.
     */
    async enqueue(tx: OutboxSql, entry: { topic: string; key: string; payload: unknown; runAt?: Date }): Promise<string> {
      const created = clock();
      const due = entry.runAt && entry.runAt > created ? entry.runAt : created;
      await tx.$executeRawUnsafe(
        `INSERT INTO "outbox" ("id", "topic", "key", "payload", "attempts", "nextAttemptAt", "createdAt")
         VALUES ($1, $2, $3, $4::jsonb, 0, $5::timestamptz, $6::timestamptz) ON CONFLICT ("key") DO NOTHING`,
        randomUUID(),
        entry.topic,
        entry.key,
        JSON.stringify(entry.payload ?? null),
        iso(due),
        iso(created),
      );
      return entry.key;
    },

    /**
     * After commit: claims the row of `key` now (ignoring its backoff) and runs its handler. Does not run it when the
     * row is done or another worker holds it; failures are recorded for the relay, never thrown.
     */
    async runNow<R = unknown>(key: string): Promise<OutboxRun<R>> {
      const row = await claim(key, clock());
      if (!row) return { ran: false, row: await get(key) };
      return (await handle(row)) as OutboxRun<R>;
    },

    get,

    /** Rows not done yet, and those of them due now (the job queue's depth, for metrics). */
    async depth(): Promise<{ waiting: number; due: number }> {
      const rows = await prisma.$queryRawUnsafe<Array<{ waiting: number | bigint; due: number | bigint }>>(
        `SELECT count(*) AS "waiting", count(*) FILTER (WHERE "nextAttemptAt" <= $1::timestamptz) AS "due" FROM "outbox" WHERE "doneAt" IS NULL`,
        iso(clock()),
      );
      return { waiting: Number(rows[0]?.waiting ?? 0), due: Number(rows[0]?.due ?? 0) };
    },

    /** Waits (polling) until the row of `key` is done or no worker holds it; returns it as it then is. */
    async settled(key: string, { timeoutMs = 20_000, pollMs = 50 }: { timeoutMs?: number; pollMs?: number } = {}): Promise<OutboxRow | null> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const row = await get(key);
        if (!row || row.doneAt || !row.lockedUntil || row.lockedUntil <= clock() || Date.now() >= deadline) return row;
        await sleep(pollMs);
      }
    },

    /** One relay pass now (serialised with the background relay's passes). */
    runOnce(): Promise<RelayPass> {
      const next = chain.then(pass);
      chain = next.catch(() => {});
      return next;
    },

    /** Starts the background relay: a pass at once, then one every intervalMs after the previous ends. */
    startRelay({ intervalMs = relayIntervalFromEnv() }: RelayOptions = {}): void {
      if (timer || stopped) return;
      const tick = async () => {
        try {
          const result = await outbox.runOnce();
          if (result.done || result.failed) log.info(result, 'outbox relay pass');
        } catch (err) {
          log.error({ err }, 'outbox relay pass failed');
        }
        if (!stopped) timer = setTimeout(tick, intervalMs).unref();
      };
      timer = setTimeout(tick, 0).unref();
    },

    /** Stops the relay and waits for a pass in progress (call before closing the database). */
    async stopRelay(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await chain;
    },
  };
  return outbox;
}
export type Outbox = ReturnType<typeof createOutbox>;
