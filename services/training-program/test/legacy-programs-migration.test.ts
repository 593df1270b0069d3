import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programDocumentSchema, renderProgramText, type ProgramDocument } from '@rugby/contracts';
import { applyMigrations, type Database } from '@rugby/service-kit';
import { createTestDatabase } from '@rugby/service-kit/testing';
import { MIGRATION_STEPS } from '../src/migration-steps.ts';

/** Rows as an older release stored them (text only, no document), converted once by the migrations' data step. */
const migrations = path.resolve(import.meta.dirname, '../prisma/migrations');
const STEP = Object.keys(MIGRATION_STEPS)[0]!;

const OLD_RENDERING = [
  '# Ireland Style: In-season Training Week',
  'Style: Ireland Style.',
  '',
  '## Monday: Recovery and review [MD+2] (45 min)',
  '### Warm-up (15 min)',
  '> World Rugby Activate warm-up.',
  '- Activate: running and movement preparation (5 min): 5 × 45 s, rest 15 s. Start easy, finish at three-quarter pace. The opening of the Activate warm-up.',
  '- Neck isometrics (4-way) (10 min): 3 × 4 × 5 s, rest 10 s. Front, back, left, right. Hand against the forehead.',
  '### Skills (25 min)',
  '- Forwards: Lineout throwing (25 min): 4 × 5 min, rest 1 min. Hit the jumper at the top.',
  '### Cool-down (5 min)',
  '- Foam rolling (5 min): 3 × 45 s each side, rest 10 s. Roll slowly.',
  '',
  '## Wednesday: Rest day',
  'Rest. Walk, stretch, sleep.',
].join('\n');
const FREE_TEXT = 'Monday: squats 5x5 and 6 x 40m sprints\nThursday: passing drills 20 min, tackle technique 15 min';
const NOT_A_WEEK = '!!!';

let db: Database;
let before: string;
beforeAll(async () => {
  // The database as the release before the data step left it.
  before = mkdtempSync(path.join(os.tmpdir(), 'legacy-migrations-'));
  for (const dir of readdirSync(migrations).filter((d) => d < STEP)) cpSync(path.join(migrations, dir), path.join(before, dir), { recursive: true });
  db = await createTestDatabase('training-program_legacy', before);
  const program = (id: string, content: string, type: string) =>
    db.sql.query(
      `INSERT INTO "ApprovedProgram" (id, "teamId", "programTitle", "programContent", "programType", "approvedBy", "updatedAt") VALUES ($1, 'team-a', $1, $2, $3, 'coach-a', now())`,
      [id, content, type],
    );
  await program('old-rendering', OLD_RENDERING, 'ireland');
  await program('free-text', FREE_TEXT, 'custom');
  await program('not-a-week', NOT_A_WEEK, 'custom');
  const distribution = (id: string, programId: string, content: string, endDate: string | null) =>
    db.sql.query(
      `INSERT INTO "ProgramDistribution" (id, "programId", "teamId", "contentSnapshot", "startDate", "endDate", "createdBy") VALUES ($1, $2, 'team-a', $3, '2026-05-04', $4, 'coach-a')`,
      [id, programId, content, endDate],
    );
  await distribution('pushed-as-is', 'old-rendering', OLD_RENDERING, null);
  await distribution('pushed-before-an-edit', 'free-text', 'Monday: hill sprints 8 x 40m', '2026-05-03');
});
afterAll(async () => {
  await db?.close();
  rmSync(before, { recursive: true, force: true });
});

const documentOf = async (table: string, column: string, id: string): Promise<ProgramDocument> => {
  const [row] = await db.sql.query<Record<string, unknown>>(`SELECT "${column}" AS doc FROM "${table}" WHERE id = $1`, [id]);
  const value = row!.doc;
  return programDocumentSchema.parse(typeof value === 'string' ? JSON.parse(value) : value);
};

describe('the legacy-program migration', () => {
  it('is not applied by a runner that was not given its data step', async () => {
    await expect(applyMigrations(db.sql, migrations)).rejects.toThrow(/has a data step this runner was not given/);
  });

  it('gives every program and distribution its document, keeps every text as it was, and then requires documents', async () => {
    const applied = await applyMigrations(db.sql, migrations, MIGRATION_STEPS);
    expect(applied[0]).toBe(STEP);

    const old = await documentOf('ApprovedProgram', 'document', 'old-rendering');
    expect(old.meta).toMatchObject({ source: 'elite', style: 'ireland' });
    expect(old.days[0]).toMatchObject({ day: 'monday', matchDayRole: 'MD+2', theme: 'Recovery and review' });
    expect(old.days[0]!.blocks[1]!.items[0]).toMatchObject({
      name: 'Lineout throwing',
      sets: 4,
      durationSeconds: 300,
      restSeconds: 60,
      notes: 'Hit the jumper at the top.',
    });
    expect(old.restDay).toBe('Rest. Walk, stretch, sleep.');

    const free = await documentOf('ApprovedProgram', 'document', 'free-text');
    const items = free.days.flatMap((d) => d.blocks.flatMap((b) => b.items));
    expect(items).toContainEqual(expect.objectContaining({ origin: 'coach', sets: 5, reps: 5 }));
    // The text trains on Monday and Thursday: the import adds no session on the days it does not name.
    expect(free.days.map((d) => d.day)).toEqual(['monday', 'thursday']);

    const kept = await documentOf('ApprovedProgram', 'document', 'not-a-week');
    expect(kept.days[0]!.blocks[0]!.items[0]).toMatchObject({ name: 'Session as written', notes: NOT_A_WEEK, origin: 'coach' });

    expect(await documentOf('ProgramDistribution', 'documentSnapshot', 'pushed-as-is')).toEqual(old);
    const snapshot = await documentOf('ProgramDistribution', 'documentSnapshot', 'pushed-before-an-edit');
    expect(snapshot.days[0]!.blocks.flatMap((b) => b.items)).toContainEqual(expect.objectContaining({ origin: 'coach', sets: 8, distanceMeters: 40 }));

    const texts = await db.sql.query<{ id: string; programContent: string }>(`SELECT id, "programContent" FROM "ApprovedProgram" ORDER BY id`);
    expect(Object.fromEntries(texts.map((r) => [r.id, r.programContent]))).toEqual({
      'free-text': FREE_TEXT,
      'not-a-week': NOT_A_WEEK,
      'old-rendering': OLD_RENDERING,
    });
    // The old rendering read once renders short and reads back the same.
    expect(renderProgramText(old).length).toBeLessThan(OLD_RENDERING.length);

    await expect(
      db.sql.query(
        `INSERT INTO "ApprovedProgram" (id, "teamId", "programTitle", "programContent", "programType", "approvedBy", "updatedAt") VALUES ('x', 't', 'x', 'x', 'custom', 'c', now())`,
      ),
    ).rejects.toThrow(/document/);
    expect(await applyMigrations(db.sql, migrations, MIGRATION_STEPS)).toEqual([]);
  });
});
