import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPGlite, type Database } from '../src/db.ts';

/** The embedded database's change count (Database.changeCount): it moves around every write and stays still for reads. */
let db: Database;
beforeAll(async () => {
  db = await openPGlite('memory://');
  await db.sql.exec('CREATE TABLE t (id int primary key, v text)');
});
afterAll(() => db.close());

describe('changeCount', () => {
  it('stays for SELECTs and moves for every other statement and every transaction, also while one runs', async () => {
    const count = db.changeCount!;
    const start = count();
    await db.sql.query('SELECT * FROM t');
    await db.sql.query('  select 1');
    expect(count()).toBe(start);
    await db.sql.query('INSERT INTO t VALUES (1, $1)', ['a']);
    const afterInsert = count();
    expect(afterInsert).toBeGreaterThan(start);
    const update = db.sql.query('UPDATE t SET v = $1', ['b']);
    expect(count()).toBeGreaterThan(afterInsert); // already while it runs
    await update;
    const afterUpdate = count();
    await db.sql.query('WITH x AS (SELECT 1) DELETE FROM t WHERE id = 2');
    expect(count()).toBeGreaterThan(afterUpdate);
  });

  it('is not there for PostgreSQL (other processes write to it)', async () => {
    const { openPostgres } = await import('../src/db.ts');
    const pg = await openPostgres('postgresql://postgres@127.0.0.1:5432/postgres');
    expect(pg.changeCount).toBeUndefined();
    await pg.close();
  });
});
