import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '@rugby/service-kit';
import { readGateInput, readLogsOn } from '../src/domain/hot-reads.ts';
import { people, startTestApp, type TestApp } from './helpers.ts';

/** The player's hot reads in SQL answer exactly what the Prisma reads they replace answer (hot-reads.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  setClock('2026-03-03T10:00:00Z'); // a pre-season Tuesday for the fake team
});
afterAll(async () => {
  setClock(null);
  await t.stop();
});

describe("the player's hot reads in SQL", () => {
  it("a day's logs, with prescriptions, ticks and untouched items", async () => {
    const res = await t.get('/api/player/training?date=2026-03-02', people.playerA);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [first] = res.body as Array<{ id: string }>;
    expect((await t.patch(`/api/training-log/${first!.id}`, { completed: true }, people.playerA)).status).toBe(200);
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    const viaPrisma = (await t.prisma.trainingLog.findMany({ where: { playerId: 'player-a', date: '2026-03-02' } })).sort(byId);
    const viaSql = (await readLogsOn(t.db.sql, 'player-a', '2026-03-02')).sort(byId);
    expect(viaPrisma.length).toBeGreaterThan(3);
    expect(viaPrisma.some((l) => l.completedAt !== null) && viaPrisma.some((l) => l.completedAt === null)).toBe(true);
    expect(viaPrisma.some((l) => l.item !== null)).toBe(true);
    expect(viaSql).toEqual(viaPrisma);
    expect(await readLogsOn(t.db.sql, 'player-a', '2026-03-04')).toEqual([]);
  });

  it("the laws gate's input: the latest assignment before the date and the views of its laws only", async () => {
    expect(await readGateInput(t.db.sql, 'player-b', '2026-03-03')).toEqual({ assignments: [], viewed: [] });
    await t.prisma.lawAssignment.createMany({
      data: [
        { playerId: 'player-b', date: '2026-02-26', lawIds: ['old-1'] },
        { playerId: 'player-b', date: '2026-03-02', lawIds: ['law-1', 'law-2', 'law-3'] },
        { playerId: 'player-b', date: '2026-03-03', lawIds: ['law-4'] },
      ],
    });
    await t.prisma.viewedLaw.createMany({
      data: [
        { playerId: 'player-b', lawId: 'law-2', viewedDate: '2026-03-02' },
        { playerId: 'player-b', lawId: 'law-4', viewedDate: '2026-03-03' },
        { playerId: 'player-x', lawId: 'law-1', viewedDate: '2026-03-02' },
      ],
    });
    expect(await readGateInput(t.db.sql, 'player-b', '2026-03-03')).toEqual({
      assignments: [{ date: '2026-03-02', lawIds: ['law-1', 'law-2', 'law-3'] }],
      viewed: [{ lawId: 'law-2', viewedDate: '2026-03-02' }],
    });
    expect(await readGateInput(t.db.sql, 'player-b', '2026-03-02')).toEqual({ assignments: [{ date: '2026-02-26', lawIds: ['old-1'] }], viewed: [] });
  });

  it('the laws gate looks back past rest-day and weekend assignments to the latest training day', async () => {
    await t.prisma.lawAssignment.createMany({
      data: [
        { playerId: 'player-c', date: '2026-03-06', lawIds: ['fri-1', 'fri-2'] }, // Friday
        { playerId: 'player-c', date: '2026-03-07', lawIds: ['sat-1'] },
        { playerId: 'player-c', date: '2026-03-08', lawIds: ['sun-1'] },
        { playerId: 'player-c', date: '2026-03-10', lawIds: ['tue-1'] },
        { playerId: 'player-c', date: '2026-03-11', lawIds: ['wed-1'] },
      ],
    });
    await t.prisma.viewedLaw.createMany({ data: [{ playerId: 'player-c', lawId: 'fri-2', viewedDate: '2026-03-07' }] });
    expect(await readGateInput(t.db.sql, 'player-c', '2026-03-09')).toEqual({
      assignments: [{ date: '2026-03-06', lawIds: ['fri-1', 'fri-2'] }],
      viewed: [{ lawId: 'fri-2', viewedDate: '2026-03-07' }],
    });
    expect(await readGateInput(t.db.sql, 'player-c', '2026-03-12')).toEqual({ assignments: [{ date: '2026-03-10', lawIds: ['tue-1'] }], viewed: [] });
  });
});
