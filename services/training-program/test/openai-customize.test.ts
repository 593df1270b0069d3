import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dayMinutesOf, renderProgramText, type ProgramDocument } from '@rugby/contracts';
import { createLogger, setClock } from '@rugby/service-kit';
import { buildEliteDocument } from '../src/generator/elite.ts';
import { openAIGenerator } from '../src/generator/openai.ts';
import { applyCustomization } from '../src/customize/apply.ts';
import { parseRequest } from '../src/customize/parse-request.ts';
import { checkProgram } from '../src/rules/program-rules.ts';
import { CORPUS } from './fixtures/customization-requests.ts';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai.ts';
import { people, startTestApp, type TestApp } from './helpers.ts';

/** Customizations through an OpenAI-compatible provider: it reads the request into structured changes; the app's engine applies them. */
const log = createLogger('openai-customize-test');
let fake: FakeOpenAI;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await startTestApp({
    generator: openAIGenerator({ apiKey: 'test-key', baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 5000, maxRetries: 0, log }),
  });
  setClock('2026-03-02T10:00:00Z');
});
afterAll(async () => {
  setClock(null);
  await t.stop();
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

const program = (): ProgramDocument => buildEliteDocument('ireland', { seasonPhase: 'pre-season', weekOfPhase: 9, weekOfSeason: 9, matchDay: 'saturday' });
const customize = (document: ProgramDocument, customizationRequest: string) =>
  t.post('/api/ai/customize-program', { originalProgram: renderProgramText(document), customizationRequest, teamId: 'team-a', document }, people.coachA);

describe('customizations through the AI provider', () => {
  it('the provider reads the request into changes; the engine applies them exactly, reports what it could not do', async () => {
    const doc = program();
    fake.reply({
      content: JSON.stringify({
        changes: [{ text: 'we only have 40 minutes on Tuesday', days: ['tuesday'], blocks: [], operation: { op: 'length', minutes: 40, change: 'set' } }],
        notUnderstood: ['bring your boots'],
      }),
    });
    const res = await t.post(
      '/api/ai/customize-program',
      {
        originalProgram: renderProgramText(doc),
        customizationRequest: 'we only have 40 minutes on Tuesday, bring your boots',
        teamId: 'team-a',
        document: doc,
      },
      people.coachA,
    );
    expect(res.status).toBe(200);
    const after = res.body.document as ProgramDocument;
    expect(dayMinutesOf(after.days[1]!)).toBe(40);
    expect(after.days.filter((d) => d.day !== 'tuesday')).toEqual(doc.days.filter((d) => d.day !== 'tuesday'));
    expect(res.body.applied).toEqual([expect.stringMatching(/^Session length: Tuesday \d+ → 40 minutes/)]);
    expect(res.body.notApplied).toEqual(["'bring your boots': not a change the program engine can make; nothing was changed for it."]);
    expect(checkProgram(after, { individual: false })).toEqual([]);
    const sent = fake.requests[0]!;
    expect(sent.response_format).toMatchObject({ json_schema: { name: 'customization_plan' } });
    expect(sent.messages.at(-1)!.content).toContain('tuesday (');
  });

  it('a change the provider reads that would break a rule is not applied, and says which rule', async () => {
    fake.reply({
      content: JSON.stringify({
        changes: [
          { text: 'live scrummaging on Monday', days: ['monday'], blocks: ['skills'], operation: { op: 'add', exercise: 'Live scrummaging, eight on eight' } },
        ],
        notUnderstood: [],
      }),
    });
    const res = await customize({ ...program(), meta: { ...program().meta, weekOfPhase: 1 } }, 'live scrummaging on Monday');
    expect(res.status).toBe(200);
    expect(res.body.applied).toEqual([]);
    expect(res.body.notApplied[0]).toMatch(/^'live scrummaging on Monday': .*(phase-contact|no room|not used|cannot)/);
  });

  it('an unusable plan is asked for once more, then the AI failure message; the program is unchanged', async () => {
    fake.reply({ content: '{"changes": [{"op": "make it better"}]}' }, { content: 'not json' });
    const res = await customize(program(), 'make it better');
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/^The AI provider returned an unusable program twice/);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.messages.at(-1)!.content).toContain('did not match the program schema');
  });

  it.each(CORPUS)("'%s' read by the provider into changes has the same effect as on the built-in path", async (request, expectEffect) => {
    const base = buildEliteDocument('all-blacks', { seasonPhase: 'pre-season', weekOfPhase: 5, matchDay: 'saturday' });
    // A provider that reads the request as the built-in reader does: the engine is the same, so is the result.
    const plan = parseRequest(request);
    fake.reply({ content: JSON.stringify(plan) });
    const res = await customize(base, request);
    expect(res.status).toBe(200);
    const expected = applyCustomization(base, plan);
    expect(res.body.document).toEqual(expected.document);
    expect(res.body.applied).toEqual(expected.applied);
    expectEffect(base, res.body.document);
    expect(checkProgram(res.body.document, { individual: false })).toEqual([]);
  });
});
