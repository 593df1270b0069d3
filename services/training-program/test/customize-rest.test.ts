import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayMinutesOf, renderProgramText, type ProgramDocument } from '@rugby/contracts';
import { setClock } from '@rugby/service-kit';
import { people, startTestApp, type TestApp } from './helpers.ts';

/** POST /api/ai/customize-program on the built-in path: the document the coach sees, changed as asked, with what was and was not done. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  setClock('2026-03-02T10:00:00Z');
});
afterAll(async () => {
  setClock(null);
  await t.stop();
});

describe('POST /api/ai/customize-program (built-in)', () => {
  it('customizes the document sent, returns it with the applied and not-applied lines, and the text rendered from it', async () => {
    const made = (await t.post('/api/ai/generate-elite-program', { programType: 'wales', teamId: 'team-a' }, people.coachA)).body;
    const doc = made.document as ProgramDocument;
    const res = await t.post(
      '/api/ai/customize-program',
      { originalProgram: made.program, customizationRequest: 'we only have 40 minutes on Thursday; add sprints on Wednesday', teamId: 'team-a', document: doc },
      people.coachA,
    );
    expect(res.status).toBe(200);
    const after = res.body.document as ProgramDocument;
    expect(dayMinutesOf(after.days.find((d) => d.day === 'thursday')!)).toBe(40);
    expect(res.body.program).toBe(renderProgramText(after));
    expect(res.body.program).toContain('## Customizations applied\n- Session length: Thursday');
    expect(res.body.applied).toHaveLength(1);
    expect(res.body.notApplied).toEqual([expect.stringContaining('Wednesday is not a training day')]);
  });

  it("a hand-edited text (the document no longer renders to it) is customized as the coach's own items", async () => {
    const made = (await t.post('/api/ai/generate-elite-program', { programType: 'wales', teamId: 'team-a' }, people.coachA)).body;
    const edited = (made.program as string).replace(/^# .*$/m, '# My own week');
    const res = await t.post(
      '/api/ai/customize-program',
      { originalProgram: edited, customizationRequest: 'no gym', teamId: 'team-a', document: made.document },
      people.coachA,
    );
    expect(res.status).toBe(200);
    expect(res.body.document.title).toBe('My own week');
    expect(
      res.body.document.days
        .flatMap((d: ProgramDocument['days'][number]) => d.blocks.flatMap((b) => b.items))
        .every((i: { origin: string }) => i.origin === 'coach' || i.origin === 'library'),
    ).toBe(true);
  });

  it('free text that is no training week is refused with a 400 naming originalProgram, the field this route received', async () => {
    const res = await t.post('/api/ai/customize-program', { originalProgram: '🏉🏉🏉 💪', customizationRequest: 'no gym', teamId: 'team-a' }, people.coachA);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^originalProgram /);
    expect(res.body.message).not.toContain('customContent');
  });
});
