import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderProgramText, type ApprovedProgram, type ProgramDocument } from '@rugby/contracts';
import { setClock } from '@rugby/service-kit';
import { people, startTestApp, type TestApp } from './helpers.ts';

/**
 * What a coach approves is what is stored, shown and pushed, through the spec's documented calls (text only) and the
 * app's own (the document with its text): the list answers the text exactly as sent, and saving it again changes nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  setClock('2026-05-04T09:00:00Z'); // a Monday in season
});
afterAll(async () => {
  setClock(null);
  await t.stop();
});

const listed = async (id: string): Promise<ApprovedProgram> => {
  const res = await t.get('/api/teams/team-a/approved-programs', people.coachA);
  return (res.body.programs as ApprovedProgram[]).find((p) => p.id === id)!;
};
const approveText = (program: string, programType = 'custom') => t.post('/api/ai/approve-program', { program, programType, teamId: 'team-a' }, people.coachA);

describe('approving and editing through the documented calls keeps the program exactly as sent', () => {
  it('approve-program with text only: the list returns the same text, with its document', async () => {
    const generated = await t.post('/api/ai/generate-elite-program', { programType: 'ireland', teamId: 'team-a' }, people.coachA);
    const approved = await approveText(generated.body.program, 'ireland');
    expect(approved.status).toBe(201);
    const row = await listed(approved.body.id);
    expect(row.programContent).toBe(generated.body.program);
    expect(renderProgramText(row.document)).toBe(generated.body.program);
    // Read from the text alone, the library's exercises are the program's again (they progress over the block).
    expect(row.document.days.flatMap((d) => d.blocks.flatMap((b) => b.items)).every((i) => i.exerciseId !== null)).toBe(true);
    // GraphQL reads the same program: its text and its document.
    const gql = await t.gql(
      'query($ids: [ID!]!) { _programTeamsByIds(ids: $ids) { approvedPrograms { id programContent document } } }',
      { ids: ['team-a'] },
      people.coachA,
    );
    const viaGraphql = gql.body.data._programTeamsByIds[0].approvedPrograms.find((p: { id: string }) => p.id === approved.body.id);
    expect(viaGraphql).toEqual({ id: approved.body.id, programContent: row.programContent, document: row.document });
  });

  it('approving exactly what customize-program answered stores that text, and each further round trip changes nothing', async () => {
    const generated = await t.post('/api/ai/generate-elite-program', { programType: 'all-blacks', teamId: 'team-a' }, people.coachA);
    const customized = await t.post(
      '/api/ai/customize-program',
      { originalProgram: generated.body.program, customizationRequest: 'more conditioning, no contact on Tuesday', teamId: 'team-a' },
      people.coachA,
    );
    expect(customized.status).toBe(200);
    expect(customized.body.program).toContain('## Customizations applied');
    const approved = await approveText(customized.body.program, 'all-blacks');
    const first = await listed(approved.body.id);
    expect(first.programContent).toBe(customized.body.program);
    expect(first.programContent.length).toBeLessThan(8000);
    for (let round = 0; round < 3; round++) {
      const put = await t.put(
        `/api/approved-programs/${approved.body.id}`,
        { programContent: first.programContent, programTitle: first.programTitle },
        people.coachA,
      );
      expect(put.status).toBe(200);
      const again = await listed(approved.body.id);
      expect(again.programContent).toBe(customized.body.program);
      expect(again.document).toEqual(first.document);
    }
  });

  it("PUT programContent edited by hand: the list returns it as sent; unchanged lines keep their exercises, the edited line is the coach's", async () => {
    const generated = await t.post('/api/ai/generate-elite-program', { programType: 'wales', teamId: 'team-a' }, people.coachA);
    const approved = await t.post(
      '/api/ai/approve-program',
      { program: generated.body.program, document: generated.body.document, programType: 'wales', teamId: 'team-a' },
      people.coachA,
    );
    const before: ProgramDocument = approved.body.document;
    expect(before).toEqual(generated.body.document);
    const edited = (approved.body.programContent as string).replace(
      /^- Nordic hamstring curls \((\d+) min\): .*$/m,
      '- Nordic hamstring curls ($1 min): 2 × 4, rest 1 min',
    );
    expect(edited).not.toBe(approved.body.programContent);
    const put = await t.put(`/api/approved-programs/${approved.body.id}`, { programContent: edited, programTitle: 'Wales, our way' }, people.coachA);
    expect(put.status).toBe(200);
    const row = await listed(approved.body.id);
    expect(row.programContent).toBe(edited);
    const items = row.document.days.flatMap((d) => d.blocks.flatMap((b) => b.items));
    const nordic = items.find((i) => i.name === 'Nordic hamstring curls')!;
    expect(nordic).toMatchObject({ exerciseId: expect.any(String), sets: 2, reps: 4, repsMax: null, restSeconds: 60, origin: 'coach' });
    expect(nordic.cues.length).toBeGreaterThan(0);
    const untouched = items.filter((i) => i.name !== 'Nordic hamstring curls');
    const original = before.days.flatMap((d) => d.blocks.flatMap((b) => b.items)).filter((i) => i.name !== 'Nordic hamstring curls');
    expect(untouched).toEqual(original);
  });

  it("the app's own write: the document sent is the program and the text its rendering", async () => {
    const generated = await t.post('/api/ai/generate-elite-program', { programType: 'france', teamId: 'team-a' }, people.coachA);
    const doc: ProgramDocument = generated.body.document;
    doc.days[0]!.theme = 'Our own Monday';
    const text = renderProgramText(doc);
    const approved = await t.post('/api/ai/approve-program', { program: text, document: doc, programType: 'france', teamId: 'team-a' }, people.coachA);
    expect(approved.status).toBe(201);
    expect(approved.body.document).toEqual(doc);
    expect((await listed(approved.body.id)).programContent).toBe(text);
  });

  it('refuses text that is not a program with a 400 naming the field, and changes nothing', async () => {
    const bad = await approveText('\u0001\u0002');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/program/);
    const generated = await t.post('/api/ai/generate-elite-program', { programType: 'england', teamId: 'team-a' }, people.coachA);
    const approved = await approveText(generated.body.program, 'england');
    const put = await t.put(`/api/approved-programs/${approved.body.id}`, { programContent: '\u0001', programTitle: 'x' }, people.coachA);
    expect(put.status).toBe(400);
    expect(JSON.stringify(put.body)).toMatch(/programContent/);
    expect((await listed(approved.body.id)).programContent).toBe(generated.body.program);
  });

  it('pushes what was approved: the squad day is the document, its text the rendering of that day', async () => {
    const generated = await t.post('/api/ai/generate-elite-program', { programType: 'scotland', teamId: 'team-a' }, people.coachA);
    const approved = await approveText(generated.body.program, 'scotland');
    expect((await t.post(`/api/programs/${approved.body.id}/push`, {}, people.coachA)).status).toBe(200);
    const today = await t.get('/api/players/training/today', people.playerA2);
    const monday = (await listed(approved.body.id)).document.days.find((d) => d.day === 'monday')!;
    expect(today.body.training.day.theme).toBe(monday.theme);
    expect(today.body.training.dayContent).toContain(`## Monday: ${monday.theme}`);
  });
});
