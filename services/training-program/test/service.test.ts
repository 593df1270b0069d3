import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELITE_PROGRAM_TYPES, renderProgramText, trainingProgramRoutes } from '@rugby/contracts';
import { buildEliteDocument } from '../src/generator/elite.ts';
import { trainingProgramHandlers } from '../src/rest/handlers.ts';
import { people, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.stop();
});

describe('elite program catalogue (GraphQL)', () => {
  it('lists the eleven styles with distinct original descriptions and themes', async () => {
    const res = await t.gql('{ elitePrograms { type name country description themes } }');
    expect(res.body.errors).toBeUndefined();
    const list = res.body.data.elitePrograms as Array<{ type: string; name: string; country: string; description: string; themes: string[] }>;
    expect(list.map((p) => p.type)).toEqual([...ELITE_PROGRAM_TYPES]);
    expect(new Set(list.map((p) => p.description)).size).toBe(11);
    expect(new Set(list.map((p) => p.name)).size).toBe(11);
    for (const p of list) {
      expect(p.description.length).toBeGreaterThan(150);
      expect(p.country).not.toBe('');
      expect(p.themes.length).toBeGreaterThanOrEqual(4);
      expect(new Set(p.themes).size).toBe(p.themes.length);
    }
    expect(list.find((p) => p.type === 'springboks')?.themes.join(' ')).toMatch(/scrum/i);
  });

  it('answers one style by type, and null for an unknown one', async () => {
    const fiji = await t.gql('query($type: String!) { eliteProgram(type: $type) { name country } }', { type: 'fiji' });
    expect(fiji.body.data.eliteProgram).toEqual({ name: 'Flying Fijians Style', country: 'Fiji' });
    const none = await t.gql('query($type: String!) { eliteProgram(type: $type) { name } }', { type: 'custom' });
    expect(none.body.data.eliteProgram).toBeNull();
  });
});

describe('approved programs', () => {
  beforeAll(async () => {
    const document = buildEliteDocument('springboks', { seasonPhase: 'in-season' });
    const base = { programContent: renderProgramText(document), document, programType: 'springboks', approvedBy: 'coach-a' };
    await t.prisma.approvedProgram.createMany({
      data: [
        { ...base, teamId: 'team-a', programTitle: 'Older', approvedAt: new Date('2026-01-01T10:00:00Z') },
        {
          ...base,
          teamId: 'team-a',
          programTitle: 'Newer',
          approvedAt: new Date('2026-02-01T10:00:00Z'),
          isPushed: true,
          pushedAt: new Date('2026-02-02T10:00:00Z'),
        },
        { ...base, teamId: 'team-b', programTitle: 'Other team', approvedBy: 'coach-b' },
      ],
    });
  });

  it("lists a team's programs, newest first, for its coaches only", async () => {
    expect((await t.get('/api/teams/team-a/approved-programs')).status).toBe(401);
    expect((await t.get('/api/teams/team-a/approved-programs', people.playerA)).status).toBe(403);
    expect((await t.get('/api/teams/team-a/approved-programs', people.coachB)).status).toBe(403);

    const res = await t.get('/api/teams/team-a/approved-programs', people.assistantA);
    expect(res.status).toBe(200);
    expect(res.body.programs.map((p: { programTitle: string }) => p.programTitle)).toEqual(['Newer', 'Older']);
    expect(res.body.programs[0]).toMatchObject({
      teamId: 'team-a',
      programType: 'springboks',
      isPushed: true,
      pushedAt: '2026-02-02T10:00:00.000Z',
      customizationPrompt: null,
    });
  });

  it("counts a team's approved and pushed programs, for its coaches only", async () => {
    expect((await t.get('/api/teams/team-a/program-status')).status).toBe(401);
    expect((await t.get('/api/teams/team-a/program-status', people.playerA)).status).toBe(403);
    expect((await t.get('/api/teams/team-a/program-status', people.coachB)).status).toBe(403);
    expect((await t.get('/api/teams/team-a/program-status', people.assistantA)).body).toEqual({ approved: 2, pushed: 1 });
    expect((await t.get('/api/teams/team-b/program-status', people.coachB)).body).toEqual({ approved: 1, pushed: 0 });
  });

  it('serves them on the merged Team type with the same rules', async () => {
    const query = 'query($ids: [ID!]!) { _programTeamsByIds(ids: $ids) { id approvedPrograms { programTitle } } }';
    const ok = await t.gql(query, { ids: ['team-a'] }, people.coachA);
    expect(ok.body.data._programTeamsByIds).toEqual([{ id: 'team-a', approvedPrograms: [{ programTitle: 'Newer' }, { programTitle: 'Older' }] }]);

    const stubs = await t.gql('query($ids: [ID!]!) { _programTeamsByIds(ids: $ids) { id } }', { ids: ['team-b', 'team-a', 'x'] });
    expect(stubs.body.data._programTeamsByIds).toEqual([{ id: 'team-b' }, { id: 'team-a' }, { id: 'x' }]);

    const foreign = await t.gql(query, { ids: ['team-a'] }, people.coachB);
    expect(foreign.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const anon = await t.gql(query, { ids: ['team-a'] });
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
  });
});

describe('subgraph plumbing', () => {
  it('serves its SDL with the stitching directives', async () => {
    const sdl = (await t.gql('{ _sdl }')).body.data._sdl as string;
    expect(sdl).toMatch(/type Team @key\(selectionSet: "\{ id \}"\)/);
    expect(sdl).toMatch(/_programTeamsByIds\(ids: \[ID!\]!\): \[Team\]! @merge\(keyField: "id"\)/);
    expect(sdl).toContain('type EliteProgram');
  });

  it('handles every route of its table: access first (401/403), then the handler', async () => {
    expect(Object.keys(trainingProgramRoutes).filter((id) => !(id in trainingProgramHandlers({} as never)))).toEqual([]);
    expect((await t.get('/api/player/unviewed-laws')).status).toBe(401);
    expect((await t.get('/api/player/unviewed-laws', people.coachA)).status).toBe(403);
  });

  it('answers health and readiness', async () => {
    expect((await t.get('/health')).body).toEqual({ status: 'ok', service: 'training-program' });
    expect((await t.get('/ready')).status).toBe(200);
  });
});
