import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, type Database, type SqlExecutor } from '../src/index.ts';
import { createTestDatabase } from '../src/testing.ts';

/** A migrations folder in a temporary directory: name → SQL, and the names that have a data step. */
function migrationsDir(migrations: Record<string, string>, dataSteps: string[] = []): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kit-migrations-'));
  for (const [name, text] of Object.entries(migrations)) {
    mkdirSync(path.join(dir, name));
    writeFileSync(path.join(dir, name, 'migration.sql'), text);
    if (dataSteps.includes(name)) writeFileSync(path.join(dir, name, 'data-step'), 'what the step does');
  }
  return dir;
}
const tables = async (sql: SqlExecutor) =>
  (await sql.query<{ t: string }>(`SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`)).map((r) => r.t);

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase('kit_migrations', migrationsDir({}));
});
afterAll(async () => {
  await db?.close();
});

describe('applyMigrations', () => {
  it('applies a migration as one transaction: one that fails leaves nothing behind', async () => {
    const dir = migrationsDir({
      '0001_a': 'CREATE TABLE "a" (id INT);',
      '0002_broken': 'CREATE TABLE "half_done" (id INT); SELECT no_such_function();',
    });
    await expect(applyMigrations(db.sql, dir)).rejects.toThrow(/Migration 0002_broken failed/);
    expect(await tables(db.sql)).not.toContain('half_done');
    expect(await tables(db.sql)).toContain('a');
    const recorded = await db.sql.query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations" ORDER BY 1`);
    expect(recorded.map((r) => r.migration_name)).toEqual(['0001_a']);
  });

  it("runs every statement on one connection of the pool (a pool's statements may each take another one)", async () => {
    if (!db.sql.session) return; // PGlite: one connection anyway
    const session = db.sql.session.bind(db.sql);
    const pooled: SqlExecutor = {
      exec: () => Promise.reject(new Error('a statement outside the session')),
      query: () => Promise.reject(new Error('a statement outside the session')),
      session,
    };
    expect(await applyMigrations(pooled, migrationsDir({ '0003_b': 'CREATE TABLE "b" (id INT);' }))).toEqual(['0003_b']);
  });

  it("runs a migration's data step after its SQL and before the next migration, and refuses it without the step", async () => {
    const dir = migrationsDir(
      {
        '0010_rows': 'CREATE TABLE "rows" (id INT PRIMARY KEY, doc TEXT);',
        '0011_fill': 'INSERT INTO "rows" VALUES (1, NULL), (2, NULL);',
        '0012_required': 'ALTER TABLE "rows" ALTER COLUMN doc SET NOT NULL;',
      },
      ['0011_fill'],
    );
    await expect(applyMigrations(db.sql, dir)).rejects.toThrow(/0011_fill has a data step this runner was not given/);
    const step = async (sql: SqlExecutor) => {
      await sql.query(`UPDATE "rows" SET doc = 'filled ' || id WHERE doc IS NULL`);
    };
    expect(await applyMigrations(db.sql, dir, { '0011_fill': step })).toEqual(['0011_fill', '0012_required']);
    expect(await db.sql.query(`SELECT id, doc FROM "rows" ORDER BY id`)).toEqual([
      { id: 1, doc: 'filled 1' },
      { id: 2, doc: 'filled 2' },
    ]);
    expect(await applyMigrations(db.sql, dir, { '0011_fill': step })).toEqual([]);
  });
});
