import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingProgramRoutes } from '@rugby/contracts';
import { setClock } from '@rugby/service-kit';
import { identityHeaders } from '@rugby/service-kit/testing';
import { people, startTestApp, type TestApp } from './helpers.ts';

// The approved-programs list is answered from memoised gzipped bytes, re-read whenever the team's rows change.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  setClock('2026-03-02T10:00:00Z');
});
afterAll(async () => {
  setClock(null);
  await t.stop();
});

const URL = '/api/teams/team-a/approved-programs';
const list = async (headers: Record<string, string> = {}) =>
  request(t.app)
    .get(URL)
    .set({ ...(await identityHeaders(people.coachA)), ...headers });
const titles = async () => ((await list()).body.programs as Array<{ programTitle: string }>).map((p) => p.programTitle);
const approve = async (programTitle: string) => {
  setClock(new Date(Date.parse('2026-03-02T10:00:00Z') + (await t.prisma.approvedProgram.count()) * 60_000).toISOString());
  const res = await t.post(
    '/api/ai/approve-program',
    { program: `# ${programTitle}\nMonday: sprints 6x40m`, programType: 'custom', teamId: 'team-a', programTitle },
    people.coachA,
  );
  expect(res.status).toBe(201);
  return res.body as { id: string };
};

describe('GET /api/teams/:teamId/approved-programs', () => {
  it('answers the contract shape, newest first, gzipped for clients that accept it and plain for the others', async () => {
    await approve('First');
    await approve('Second');
    const zipped = await list({ 'accept-encoding': 'gzip' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    const parsed = trainingProgramRoutes.approvedPrograms.response.parse(zipped.body);
    expect(parsed.programs.map((p) => p.programTitle)).toEqual(['Second', 'First']);
    const plain = await list({ 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.text)).toEqual(zipped.body);
  });

  it('answers 304 to a client holding the current version, and a new ETag after a change', async () => {
    const first = await list();
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    expect((await list()).headers.etag).toBe(etag);
    expect((await list({ 'if-none-match': etag })).status).toBe(304);
    await approve('Third');
    const after = await list({ 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('never serves a stale list: approve, edit and push through the API each show on the next read', async () => {
    expect(await titles()).toEqual(['Third', 'Second', 'First']);
    const fourth = await approve('Fourth');
    expect(await titles()).toEqual(['Fourth', 'Third', 'Second', 'First']);
    await t.put(`/api/approved-programs/${fourth.id}`, { programContent: '# Fourth, edited\nMonday: hills', programTitle: 'Fourth edited' }, people.coachA);
    expect((await list()).body.programs[0]).toMatchObject({
      programTitle: 'Fourth edited',
      programContent: '# Fourth, edited\nMonday: hills',
      isPushed: false,
    });
    expect((await t.post(`/api/programs/${fourth.id}/push`, {}, people.coachA)).status).toBe(200);
    expect((await list()).body.programs[0]).toMatchObject({ id: fourth.id, isPushed: true });
  });

  it('sees writes made by another instance of the service (straight to the database)', async () => {
    const before = await list();
    const [newest] = before.body.programs as Array<{ id: string }>;
    await t.prisma.$executeRaw`UPDATE "ApprovedProgram" SET "programTitle" = 'Renamed elsewhere' WHERE id = ${newest!.id}`;
    expect((await titles())[0]).toBe('Renamed elsewhere');
    await t.prisma.approvedProgram.delete({ where: { id: newest!.id } });
    expect(await titles()).toEqual(['Third', 'Second', 'First']);
  });

  it('keeps each team to its own list and guards it', async () => {
    expect((await t.get('/api/teams/team-b/approved-programs', people.coachB)).body).toEqual({ programs: [] });
    expect((await t.get(URL)).status).toBe(401);
    expect((await t.get(URL, people.playerA)).status).toBe(403);
    expect((await t.get(URL, people.coachB)).status).toBe(403);
    expect((await t.get(URL, people.assistantA)).body.programs).toHaveLength(3);
  });
});
