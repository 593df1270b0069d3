import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setClock } from '@rugby/service-kit';
import { people, startTestApp, type TestApp } from './helpers.ts';

/**
 * GET /api/player/training is kept per player and date once the day is written down, and forgotten when the
 * database announces a change to the player's rows (docs/decisions/016): a repeat costs no statement, and every
 * change — the player's own, another process's, a coach's — shows on the next read.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  setClock('2026-03-03T10:00:00Z'); // a pre-season Tuesday for the fake team
});
afterAll(async () => {
  setClock(null);
  await t.stop();
});

type Entry = { id: string; completed: boolean; activity: { name: string } };
const day = async (date: string, who = people.playerA) => {
  const res = await t.get(`/api/player/training?date=${date}`, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Entry[];
};
/** Reads until the answer shows a change (PostgreSQL tells listeners a moment after the commit). */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 2_000, interval: 20 });
const settle = () => new Promise((r) => setTimeout(r, 150));

describe("the player's day, kept until the player's rows change", () => {
  it('answers a written day again without a statement', async () => {
    const first = await day('2026-03-02');
    expect(first.length).toBeGreaterThan(3);
    await settle(); // the notifications of writing the day down have arrived
    await day('2026-03-02');
    t.statements.reset();
    expect(await day('2026-03-02')).toEqual(first);
    expect(t.statements.count()).toBe(0);
    // Another player's day and another date are their own.
    expect((await day('2026-03-02', people.playerA2)).length).toBeGreaterThan(3);
    expect(t.statements.count()).toBeGreaterThan(0);
  });

  it("shows the player's own tick on the next read", async () => {
    const [first] = await day('2026-03-02');
    const patched = await t.patch(`/api/training-log/${first!.id}`, { completed: true }, people.playerA);
    expect(patched.status).toBe(200);
    await eventually(async () => expect((await day('2026-03-02')).find((e) => e.id === first!.id)?.completed).toBe(true));
  });

  it('shows a change written by another process (another replica, a script) to the logs', async () => {
    const before = await day('2026-03-02');
    const last = before.at(-1)!;
    await t.prisma.trainingLog.update({ where: { id: last.id }, data: { completed: !last.completed } });
    await eventually(async () => expect((await day('2026-03-02')).find((e) => e.id === last.id)?.completed).toBe(!last.completed));
    await t.prisma.trainingLog.delete({ where: { id: last.id } });
    await eventually(async () => expect((await day('2026-03-02')).map((e) => e.id)).not.toContain(last.id));
  });

  it('locks and unlocks with the laws: a day answered before is not served past a changed gate', async () => {
    // Tuesday's training needs Monday's laws learned: Monday's laws were assigned, none viewed → 403.
    setClock('2026-03-02T10:00:00Z');
    const unviewed = (await t.get('/api/player/unviewed-laws', people.playerA2)).body as Array<{ id: string }>;
    setClock('2026-03-03T10:00:00Z');
    expect(unviewed).toHaveLength(3);
    await settle();
    expect((await t.get('/api/player/training?date=2026-03-03', people.playerA2)).status).toBe(403);
    await t.prisma.viewedLaw.createMany({ data: unviewed.map(({ id: lawId }) => ({ playerId: 'player-a2', lawId, viewedDate: '2026-03-02' })) });
    await eventually(async () => expect((await t.get('/api/player/training?date=2026-03-03', people.playerA2)).status).toBe(200));
    // Answered and kept now; a view taken back (an admin's correction) locks it again.
    await settle();
    await t.prisma.viewedLaw.deleteMany({ where: { playerId: 'player-a2', lawId: unviewed[0]!.id } });
    await eventually(async () => expect((await t.get('/api/player/training?date=2026-03-03', people.playerA2)).status).toBe(403));
  });

  it('keeps a rest day (it has no plan to write down)', async () => {
    await day('2026-03-01');
    await settle();
    t.statements.reset();
    await day('2026-03-01');
    expect(t.statements.count()).toBe(0);
  });
});
