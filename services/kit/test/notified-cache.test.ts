import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPGlite, type Database } from '../src/db.ts';
import { notifiedCache, type NotifiedCache } from '../src/notified-cache.ts';
import { createPostgresTestDatabase, postgresAvailable } from '../src/testing.ts';

const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const CHANNEL = 'rows_of_player';
/** A table whose changes a trigger announces with the row's player, as the services' migrations do. */
const SCHEMA = `
  CREATE TABLE logs (id serial primary key, player text not null, v int not null);
  CREATE FUNCTION announce() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN PERFORM pg_notify('${CHANNEL}', COALESCE(NEW.player, OLD.player)); RETURN NULL; END $$;
  CREATE TRIGGER announce AFTER INSERT OR UPDATE OR DELETE ON logs FOR EACH ROW EXECUTE FUNCTION announce();
  CREATE FUNCTION announce_all() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN PERFORM pg_notify('${CHANNEL}', '*'); RETURN NULL; END $$;
  CREATE TRIGGER announce_all AFTER TRUNCATE ON logs FOR EACH STATEMENT EXECUTE FUNCTION announce_all();`;

async function openDatabase(kind: 'pglite' | 'postgres'): Promise<Database> {
  return kind === 'pglite' ? openPGlite('memory://') : createPostgresTestDatabase('notified');
}

const kinds = ['pglite', ...((await postgresAvailable()) ? ['postgres' as const] : [])] as const;

/** docs/decisions/016: values kept per scope until a trigger's notification names the scope, on every process. */
describe.each(kinds)('notifiedCache on %s', (kind) => {
  let db: Database;
  let cache: NotifiedCache<number[]>;
  let computations = 0;
  const sum = (player: string) =>
    cache.load(player, 'all', async () => {
      computations += 1;
      return (await db.sql.query<{ v: number }>('SELECT v FROM logs WHERE player = $1 ORDER BY id', [player])).map((r) => r.v);
    });
  /** Writes, and gives its notifications time to arrive (PostgreSQL sends them to listeners a moment after commit). */
  const write = async (text: string) => {
    await db.sql.query(text);
    await new Promise((r) => setTimeout(r, kind === 'postgres' ? 100 : 0));
  };
  /** Loads until the value shows what was written: notifications reach PostgreSQL listeners a moment after commit. */
  const shows = (player: string, expected: number[]) => vi.waitFor(async () => expect(await sum(player)).toEqual(expected), { timeout: 2_000, interval: 20 });

  beforeAll(async () => {
    db = await openDatabase(kind);
    await db.sql.exec(SCHEMA);
    cache = notifiedCache<number[]>(db, CHANNEL);
    await vi.waitFor(async () => {
      await sum('warm-up');
      const before = computations;
      await sum('warm-up');
      expect(computations).toBe(before); // listening: the second load was served from the cache
    });
  });
  afterAll(async () => {
    await cache.close();
    await db.close();
  });

  it('serves a kept value without computing until a change to its scope is committed, from any connection', async () => {
    await write("INSERT INTO logs (player, v) VALUES ('a', 1), ('b', 10)");
    await shows('a', [1]);
    await shows('b', [10]);
    const before = computations;
    expect(await sum('a')).toEqual([1]);
    expect(await sum('b')).toEqual([10]);
    expect(computations).toBe(before);

    // On PostgreSQL the write goes through a pooled connection, not the listening one (as another replica's would).
    await write("UPDATE logs SET v = 2 WHERE player = 'a'");
    await shows('a', [2]);
    const afterA = computations;
    expect(await sum('b')).toEqual([10]); // b's value was kept
    expect(computations).toBe(afterA);
  });

  it('does not keep a value computed while a change to its scope was announced', async () => {
    await write("INSERT INTO logs (player, v) VALUES ('c', 1)");
    const read = async () => (await db.sql.query<{ v: number }>("SELECT v FROM logs WHERE player = 'c' ORDER BY id")).map((r) => r.v);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A computation that read before a write and finishes after its notification: its answer is not kept.
    const slow = cache.load('c', 'slow', async () => {
      const rows = await read();
      await gate;
      return rows;
    });
    await new Promise((r) => setTimeout(r, 50)); // it has read
    await write("INSERT INTO logs (player, v) VALUES ('c', 5)");
    release();
    expect(await slow).toEqual([1]);
    expect(await cache.load('c', 'slow', read)).toEqual([1, 5]);
  });

  it('keeps only what `keep` allows', async () => {
    let calls = 0;
    const load = () =>
      cache.load(
        'd',
        'unsettled',
        async () => {
          calls += 1;
          return [calls];
        },
        () => false,
      );
    await load();
    await load();
    expect(calls).toBe(2);
  });

  it('forgets every scope when a table is emptied', async () => {
    await write("INSERT INTO logs (player, v) VALUES ('e', 1), ('f', 2)");
    await shows('e', [1]);
    await shows('f', [2]);
    await db.sql.exec('TRUNCATE logs');
    await shows('e', []);
    await shows('f', []);
  });

  it.runIf(kind === 'postgres')('serves nothing kept while its listening connection is lost, and keeps again once it listens again', async () => {
    await write("INSERT INTO logs (player, v) VALUES ('g', 1)");
    await shows('g', [1]);
    const database = (await db.sql.query<{ db: string }>('SELECT current_database() AS db'))[0]!.db;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    const terminated = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN%'", [database]);
    await admin.end();
    expect(terminated.rowCount).toBe(1);
    // While nobody listens, a write cannot be announced: nothing kept may be served.
    await vi.waitFor(async () => {
      const before = computations;
      await sum('g');
      expect(computations).toBe(before + 1);
    });
    await write("UPDATE logs SET v = 3 WHERE player = 'g'");
    expect(await sum('g')).toEqual([3]);
    // It connects again (LISTEN_RETRY_MS) and keeps values again.
    await vi.waitFor(
      async () => {
        await sum('g');
        const before = computations;
        expect(await sum('g')).toEqual([3]);
        expect(computations).toBe(before);
      },
      { timeout: 5_000, interval: 100 },
    );
  });
});
