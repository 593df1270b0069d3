import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger, createOutbox, exponentialBackoff, OutboxGiveUp, type Database, type OutboxSql } from '../src/index.ts';
import { createTestDatabase } from '../src/testing.ts';

// The table every service's migration creates for its OutboxEntry model (e.g. services/team/prisma/migrations/*_outbox).
const OUTBOX_TABLE = `CREATE TABLE "outbox" (
  "id" TEXT NOT NULL, "topic" TEXT NOT NULL, "key" TEXT NOT NULL, "payload" JSONB NOT NULL, "attempts" INTEGER NOT NULL DEFAULT 0,
  "nextAttemptAt" TIMESTAMPTZ(3) NOT NULL, "lockedUntil" TIMESTAMPTZ(3), "lastError" TEXT, "createdAt" TIMESTAMPTZ(3) NOT NULL,
  "doneAt" TIMESTAMPTZ(3), CONSTRAINT "outbox_pkey" PRIMARY KEY ("id"));
CREATE UNIQUE INDEX "outbox_key_key" ON "outbox"("key");
CREATE INDEX "outbox_doneAt_nextAttemptAt_idx" ON "outbox"("doneAt", "nextAttemptAt");`;

let db: Database;
/** The Prisma raw-SQL surface over the kit's SqlExecutor (each statement on its own, like Prisma outside a transaction). */
let sql: OutboxSql;
const log = createLogger('outbox-test');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A clock the test moves by hand. */
function manualClock(start = Date.parse('2026-06-01T10:00:00Z')) {
  let t = start;
  return {
    now: () => new Date(t),
    advance: (ms: number) => {
      t += ms;
    },
  };
}

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'outbox-migrations-'));
  mkdirSync(path.join(dir, '0001_outbox'));
  writeFileSync(path.join(dir, '0001_outbox', 'migration.sql'), OUTBOX_TABLE);
  db = await createTestDatabase('kit_outbox', dir);
  sql = {
    $queryRawUnsafe: <T>(query: string, ...values: unknown[]) => db.sql.query(query, values) as Promise<T>,
    $executeRawUnsafe: async (query: string, ...values: unknown[]) => (await db.sql.query(query, values)).length,
  };
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.sql.exec('DELETE FROM "outbox"');
});

describe('the outbox', () => {
  it('keeps one row per key, runs it once when asked, and records a failure for the relay with exponential backoff', async () => {
    const clock = manualClock();
    const outbox = createOutbox({ prisma: sql, log, clock: clock.now, backoffMs: (n) => 1000 * 2 ** (n - 1) });
    const seen: unknown[] = [];
    let fail = true;
    outbox.handle<{ n: number }, string>('test.topic', async (payload, row) => {
      seen.push({ payload, key: row.key, attempts: row.attempts });
      if (fail) throw new Error('receiver down');
      return 'ok';
    });
    await outbox.enqueue(sql, { topic: 'test.topic', key: 'k1', payload: { n: 1 } });
    await outbox.enqueue(sql, { topic: 'test.topic', key: 'k1', payload: { n: 2 } });
    expect((await db.sql.query('SELECT count(*)::int AS n FROM "outbox"'))[0]).toEqual({ n: 1 });

    const first = await outbox.runNow('k1');
    expect(first).toMatchObject({ ran: true, ok: false, gaveUp: false });
    let row = (await outbox.get('k1'))!;
    expect(row).toMatchObject({ attempts: 1, lastError: 'receiver down', doneAt: null, lockedUntil: null, payload: { n: 1 } });
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(1000);

    // Not due yet: the relay leaves it alone.
    expect(await outbox.runOnce()).toEqual({ done: 0, failed: 0 });
    clock.advance(1000);
    expect(await outbox.runOnce()).toEqual({ done: 0, failed: 1 });
    row = (await outbox.get('k1'))!;
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(2000);

    fail = false;
    clock.advance(2000);
    expect(await outbox.runOnce()).toEqual({ done: 1, failed: 0 });
    row = (await outbox.get('k1'))!;
    expect(row).toMatchObject({ attempts: 3, lastError: null, doneAt: clock.now() });
    expect(seen).toEqual([1, 2, 3].map((attempts) => ({ payload: { n: 1 }, key: 'k1', attempts })));
    // Done rows are never run again.
    expect(await outbox.runNow('k1')).toMatchObject({ ran: false, row: { key: 'k1' } });
    expect(await outbox.runOnce()).toEqual({ done: 0, failed: 0 });
    expect(seen).toHaveLength(3);
  });

  it('a client-driven runNow ignores the backoff but never a lease another worker holds', async () => {
    const clock = manualClock();
    const outbox = createOutbox({ prisma: sql, log, clock: clock.now, backoffMs: () => 60_000, leaseMs: 30_000 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    outbox.handle('slow', async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      await gate;
    });
    await outbox.enqueue(sql, { topic: 'slow', key: 's1', payload: {} });
    expect(await outbox.runNow('s1')).toMatchObject({ ran: true, ok: false });
    const held = outbox.runNow('s1'); // backoff ignored: claims and waits in the handler
    await sleep(50);
    expect(await outbox.runNow('s1')).toMatchObject({ ran: false, row: { doneAt: null, lockedUntil: expect.any(Date) } });
    release();
    expect(await held).toMatchObject({ ran: true, ok: true });
    expect(calls).toBe(2);
  });

  it('two replicas never handle the same row: every row runs exactly once', async () => {
    const handled = new Map<string, number>();
    const replica = () => {
      const outbox = createOutbox({ prisma: sql, log, backoffMs: () => 0 });
      outbox.handle('job', async (_payload, row) => {
        handled.set(row.key, (handled.get(row.key) ?? 0) + 1);
        await sleep(5);
      });
      return outbox;
    };
    const [a, b] = [replica(), replica()];
    for (let i = 0; i < 30; i++) await a.enqueue(sql, { topic: 'job', key: `job-${i}`, payload: { i } });
    const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(ra.done + rb.done).toBe(30);
    expect([...handled.values()].every((n) => n === 1)).toBe(true);
    expect(handled.size).toBe(30);
  });

  it('a row whose worker died is taken over when the lease ends; the late worker cannot overwrite the outcome', async () => {
    const clock = manualClock();
    const outbox = createOutbox({ prisma: sql, log, clock: clock.now, leaseMs: 1000, backoffMs: () => 0 });
    let first = true;
    let releaseStale!: () => void;
    const stale = new Promise<void>((resolve) => {
      releaseStale = resolve;
    });
    outbox.handle('lease', async () => {
      if (first) {
        first = false;
        await stale;
        throw new Error('late failure of the first worker');
      }
    });
    await outbox.enqueue(sql, { topic: 'lease', key: 'l1', payload: {} });
    const late = outbox.runNow('l1');
    await sleep(30);
    expect(await outbox.runNow('l1')).toMatchObject({ ran: false });
    clock.advance(1001);
    expect(await outbox.runNow('l1')).toMatchObject({ ran: true, ok: true });
    releaseStale();
    await late;
    expect(await outbox.get('l1')).toMatchObject({ attempts: 2, doneAt: expect.any(Date), lastError: null });
  });

  it('gives up on a row whose handler says retrying cannot help, and retries unknown topics', async () => {
    const outbox = createOutbox({ prisma: sql, log, backoffMs: () => 0 });
    outbox.handle('refused', async () => {
      throw new OutboxGiveUp('404 team not found');
    });
    await outbox.enqueue(sql, { topic: 'refused', key: 'r1', payload: {} });
    await outbox.enqueue(sql, { topic: 'nobody-handles', key: 'u1', payload: {} });
    expect(await outbox.runNow('r1')).toMatchObject({ ran: true, ok: false, gaveUp: true });
    expect(await outbox.get('r1')).toMatchObject({ doneAt: expect.any(Date), lastError: '404 team not found' });
    expect(await outbox.runNow('u1')).toMatchObject({ ran: true, ok: false, gaveUp: false });
    expect(await outbox.get('u1')).toMatchObject({ doneAt: null, lastError: 'no outbox handler for topic nobody-handles' });
  });

  it('the background relay runs at start, on its interval, and stops with the app', async () => {
    const outbox = createOutbox({ prisma: sql, log, backoffMs: () => 0 });
    const runs: string[] = [];
    outbox.handle('bg', async (_p, row) => {
      runs.push(row.key);
    });
    await outbox.enqueue(sql, { topic: 'bg', key: 'bg-1', payload: {} });
    outbox.startRelay({ intervalMs: 20 });
    for (let i = 0; i < 100 && runs.length < 1; i++) await sleep(10);
    expect(runs).toEqual(['bg-1']);
    await outbox.enqueue(sql, { topic: 'bg', key: 'bg-2', payload: {} });
    for (let i = 0; i < 100 && runs.length < 2; i++) await sleep(10);
    expect(runs).toEqual(['bg-1', 'bg-2']);
    await outbox.stopRelay();
    await outbox.enqueue(sql, { topic: 'bg', key: 'bg-3', payload: {} });
    await sleep(80);
    expect(runs).toEqual(['bg-1', 'bg-2']);
  });

  it('the relay deletes done rows past their retention, never pending ones', async () => {
    const clock = manualClock();
    const outbox = createOutbox({ prisma: sql, log, clock: clock.now, backoffMs: () => 0, retainDoneMs: 24 * 60 * 60_000 });
    outbox.handle('old', async (payload: { fail: boolean }) => {
      if (payload.fail) throw new Error('still failing');
    });
    await outbox.enqueue(sql, { topic: 'old', key: 'old-done', payload: { fail: false } });
    await outbox.enqueue(sql, { topic: 'old', key: 'old-pending', payload: { fail: true } });
    await outbox.runOnce();
    clock.advance(24 * 60 * 60_000 + 1);
    await outbox.runOnce();
    expect(await outbox.get('old-done')).toBeNull();
    expect(await outbox.get('old-pending')).toMatchObject({ doneAt: null });
  });

  it('runs a scheduled job on the first relay pass after its time, once, whichever replica passes', async () => {
    const clock = manualClock();
    const replicas = [createOutbox({ prisma: sql, log, clock: clock.now }), createOutbox({ prisma: sql, log, clock: clock.now })];
    const ran: string[] = [];
    for (const [i, outbox] of replicas.entries())
      outbox.handle<{ player: string }, void>('reminder', async (payload) => void ran.push(`${payload.player} by ${i}`));
    await replicas[0]!.enqueue(sql, {
      topic: 'reminder',
      key: 'reminder:p1:2026-06-01T18',
      payload: { player: 'p1' },
      runAt: new Date(clock.now().getTime() + 8 * 3600_000),
    });
    expect(await replicas[0]!.runOnce()).toEqual({ done: 0, failed: 0 });
    clock.advance(8 * 3600_000 - 1000);
    expect(await replicas[1]!.runOnce()).toEqual({ done: 0, failed: 0 });
    clock.advance(1000);
    await Promise.all(replicas.map((outbox) => outbox.runOnce()));
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatch(/^p1 by [01]$/);
    expect(await replicas[0]!.depth()).toEqual({ waiting: 0, due: 0 });
  });

  it('backs off exponentially up to a ceiling, with jitter', () => {
    const backoff = exponentialBackoff({ baseMs: 1000, maxMs: 10_000, jitter: 0 });
    expect([1, 2, 3, 4, 5, 6].map(backoff)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
    const jittered = exponentialBackoff({ baseMs: 1000, maxMs: 60_000, jitter: 0.2 });
    for (let i = 0; i < 20; i++) {
      const ms = jittered(3);
      expect(ms).toBeGreaterThanOrEqual(3200);
      expect(ms).toBeLessThanOrEqual(4800);
    }
  });
});
