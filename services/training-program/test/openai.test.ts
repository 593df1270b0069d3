import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEADLINES, ELITE_PROGRAM_TYPES, renderProgramText, SEASON_PHASES, type ProgramDocument } from '@rugby/contracts';
import { createLogger, setClock } from '@rugby/service-kit';
import { openAIConfigFromEnv, openAIGenerator } from '../src/generator/openai.ts';
import { builtInGenerator } from '../src/generator/program-generator.ts';
import type { AIWeek } from '../src/generator/ai-week.ts';
import { buildEliteDocument } from '../src/generator/elite.ts';
import { buildPlayerWeek } from '../src/generator/player-week.ts';
import { buildSessionDocument } from '../src/generator/sessions.ts';
import { checkProgram } from '../src/rules/program-rules.ts';
import { generatorFromEnv } from '../src/generator/select.ts';
import { builtInPlan, draftImport, type ImportPlan } from '../src/import/complete.ts';
import { COACH_TEXT_ERRORS } from '../src/import/text.ts';
import { COACH_TEXTS } from './fixtures/coach-texts.ts';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai.ts';
import { people, startTestApp, type TestApp } from './helpers.ts';

const log = createLogger('openai-test');
let fake: FakeOpenAI;
let t: TestApp;

/** A provider's structured week: a document's days without the warm-up (the app writes Activate itself). */
function aiWeekOf(doc: ProgramDocument, title = doc.title): AIWeek {
  return {
    title,
    intro: doc.intro,
    restDay: doc.restDay,
    weekend: doc.weekend,
    days: doc.days.map((d) => ({
      day: d.day,
      theme: d.theme,
      blocks: d.blocks
        .filter((b) => b.kind !== 'warmup')
        .map((b) => ({ kind: b.kind as Exclude<typeof b.kind, 'warmup'>, note: b.note, items: b.items.map(({ origin: _origin, ...item }) => item) })),
    })),
  };
}
/** Harbour A on 2 March 2026: pre-season (from 1 January), week 9 of the phase and of the season. */
const MARCH = { weekOfPhase: 9, weekOfSeason: 9, matchDay: 'saturday' as const };
/** A valid team week for Harbour A in March 2026. */
const validWeek = (title = 'Provider Week') => aiWeekOf(buildEliteDocument('all-blacks', { seasonPhase: 'pre-season', ...MARCH }), title);
/** A valid personal week for player A (prop, 27, 118 kg, 183 cm) in March 2026. */
const validPlayerWeek = () => aiWeekOf(buildPlayerWeek({ position: 'prop', age: 27, weight: 118, height: 183 }, 'pre-season', '2026-03-02', MARCH).document);

type Mutation = (week: AIWeek) => AIWeek;
const onDay = (week: AIWeek, day: string, change: (d: AIWeek['days'][number]) => AIWeek['days'][number]): AIWeek => ({
  ...week,
  days: week.days.map((d) => (d.day === day ? change(d) : d)),
});
const item = (name: string, extra: Partial<AIWeek['days'][number]['blocks'][number]['items'][number]> = {}) => ({
  exerciseId: null,
  name,
  minutes: 8,
  sets: 3,
  reps: 5,
  repsMax: null,
  durationSeconds: null,
  distanceMeters: null,
  restSeconds: 60,
  perSide: false,
  load: { kind: 'none' as const },
  tempo: null,
  cues: [],
  equipment: [],
  contact: 'none' as const,
  intensity: 'moderate' as const,
  notes: null,
  ...extra,
});
/** Rule-breaking provider weeks (each valid JSON and schema), with the rule the app must name. */
const RULE_BREAKERS: Array<[string, Mutation, RegExp]> = [
  [
    'a 15-minute laws briefing',
    (w) =>
      onDay(w, 'tuesday', (d) => ({
        ...d,
        blocks: [
          ...d.blocks.filter((b) => b.kind !== 'laws'),
          { kind: 'laws' as const, note: null, items: [item('Laws of the breakdown', { minutes: 15, sets: 1, reps: null, durationSeconds: 600 })] },
        ],
      })),
    /laws-block/,
  ],
  [
    'a strength block of one exercise',
    (w) =>
      onDay(w, 'monday', (d) => ({
        ...d,
        blocks: d.blocks.map((b) => (b.kind === 'strength' ? { ...b, items: [{ ...b.items[0]!, minutes: b.items.reduce((s, i) => s + i.minutes, 0) }] } : b)),
      })),
    /strength-block|dose-fits-minutes/,
  ],
  [
    'a session far too long',
    (w) =>
      onDay(w, 'thursday', (d) => ({
        ...d,
        blocks: [...d.blocks.slice(0, 1), { kind: 'skills', note: null, items: [item('Extra handling', { minutes: 40 })] }, ...d.blocks.slice(1)],
      })),
    /session-length/,
  ],
  ['no cool-down', (w) => ({ ...w, days: w.days.map((d) => ({ ...d, blocks: d.blocks.filter((b) => b.kind !== 'cooldown') })) }), /warmup-first/],
  [
    'ice bath after strength',
    (w) =>
      onDay(w, 'monday', (d) => ({
        ...d,
        blocks: d.blocks.map((b) =>
          b.kind === 'cooldown'
            ? { ...b, items: [item('Ice bath', { minutes: b.items.reduce((s, i) => s + i.minutes, 0), sets: 1, reps: null, durationSeconds: 300 })] }
            : b,
        ),
      })),
    /cold-water-after-strength/,
  ],
  [
    'a tackle drill arriving high',
    (w) =>
      onDay(w, 'friday', (d) => ({
        ...d,
        blocks: d.blocks.map((b) =>
          b.kind === 'skills'
            ? {
                ...b,
                items: [
                  ...b.items.slice(0, -1),
                  item('Double tackle drill', {
                    minutes: b.items.at(-1)!.minutes,
                    notes: 'The second defender arrives high on the ball.',
                    contact: 'controlled',
                  }),
                ],
              }
            : b,
        ),
      })),
    /tackle-height/,
  ],
  [
    'an invented exercise id',
    (w) =>
      onDay(w, 'monday', (d) => ({
        ...d,
        blocks: d.blocks.map((b, i) => (i === 0 ? { ...b, items: [{ ...b.items[0]!, exerciseId: 'st-made-up' }, ...b.items.slice(1)] } : b)),
      })),
    /not in the catalogue/,
  ],
  [
    'a Nordic dose of 5 × 12',
    (w) =>
      onDay(w, 'monday', (d) => ({
        ...d,
        blocks: d.blocks.map((b) =>
          b.kind === 'strength'
            ? {
                ...b,
                items: [
                  ...b.items.slice(0, -1),
                  {
                    ...item('Nordic curls', { exerciseId: 'st-nordic', sets: 5, reps: 12, restSeconds: 90, load: { kind: 'bodyweight' } }),
                    minutes: b.items.at(-1)!.minutes,
                  },
                ],
              }
            : b,
        ),
      })),
    /dose-suits-exercise|dose-fits-minutes/,
  ],
];

beforeAll(async () => {
  fake = await startFakeOpenAI();
  // Per-attempt timeout well above a loaded CI machine's latency, well below the 'timeout' test's 1.5 s delay.
  t = await startTestApp({
    generator: openAIGenerator({ apiKey: 'test-key', baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 900, maxRetries: 2, log }),
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

const generateElite = () => t.post('/api/ai/generate-elite-program', { programType: 'all-blacks', teamId: 'team-a' }, people.coachA);

describe('OpenAI-compatible generator against a local fake provider', () => {
  it('success: prompts with the team context and the day frames, asks for the structured week, assembles and renders a document', async () => {
    fake.reply({ content: JSON.stringify(validWeek()) });
    const res = await generateElite();
    expect(res.status).toBe(200);
    expect(res.body.programTitle).toBe('Provider Week');
    expect(res.body.program).toMatch(/^# Provider Week\n/);
    const doc = res.body.document as ProgramDocument;
    expect(doc.days.map((d) => d.day)).toEqual(['monday', 'tuesday', 'thursday', 'friday']);
    // The app writes the Activate warm-up and the metadata; the provider's items keep their prescriptions.
    for (const day of doc.days) {
      expect(day.blocks[0]!.kind).toBe('warmup');
      expect(day.blocks[0]!.items.every((i) => i.origin === 'library')).toBe(true);
      expect(day.blocks[0]!.items[0]!.exerciseId).toMatch(/^wu-/);
    }
    expect(doc.meta).toMatchObject({ source: 'elite', style: 'all-blacks', seasonPhase: 'pre-season', weekOfPhase: 9, ageBand: 'adult' });
    expect(checkProgram(doc, { individual: false })).toEqual([]);
    expect(res.body.program).toBe(renderProgramText(doc));
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.model).toBe('fake-model');
    expect(sent.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'elite_program' } });
    expect(sent.messages[0]!.content).toContain('never write a warm-up');
    const prompt = sent.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('All Blacks Style');
    expect(prompt).toContain('Season phase: Pre-season');
    expect(prompt).toContain('Players in the squad by position: 1 prop, 1 wing');
    expect(prompt).toContain('Team: Harbour A.');
    expect(prompt).toMatch(
      /- monday: Lower-body strength and the aerobic engine\. Session 60 minutes; the app adds the 18-minute Activate warm-up, so your blocks total exactly 42 minutes/,
    );
    expect(prompt).toMatch(/\nst-nordic \| Nordic hamstring curls \| strength \| eccentric \| /);
  });

  it('valid provider weeks for every style and phase are accepted as they are, warm-up aside', async () => {
    const gen = openAIGenerator({ apiKey: 'test-key', baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 5000, maxRetries: 0, log });
    for (const type of ELITE_PROGRAM_TYPES) {
      for (const phase of SEASON_PHASES) {
        const context = { seasonPhase: phase, weekOfPhase: 3, matchDay: 'sunday' as const };
        const built = buildEliteDocument(type, context);
        fake.reply({ content: JSON.stringify(aiWeekOf(built)) });
        const made = await gen.generateEliteProgram(type, context);
        expect(made.document, `${type} ${phase}`).toEqual(built);
      }
    }
  });

  it('live eight-on-eight scrummaging in pre-season week 1 is refused; allowed from week 3', async () => {
    const gen = openAIGenerator({ apiKey: 'test-key', baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 5000, maxRetries: 0, log });
    const scrum = (week: number) =>
      onDay(aiWeekOf(buildEliteDocument('springboks', { seasonPhase: 'pre-season', weekOfPhase: week })), 'tuesday', (d) => ({
        ...d,
        blocks: d.blocks.map((b) =>
          b.kind === 'skills'
            ? {
                ...b,
                items: [
                  ...b.items.slice(0, -1),
                  item('Live scrummaging, eight on eight', {
                    minutes: 5,
                    sets: 4,
                    reps: null,
                    durationSeconds: 30,
                    restSeconds: 45,
                    contact: 'live',
                    intensity: 'high',
                  }),
                ],
              }
            : b,
        ),
      }));
    const week1 = JSON.stringify(scrum(1));
    fake.reply({ content: week1 }, { content: week1 });
    await expect(gen.generateEliteProgram('springboks', { seasonPhase: 'pre-season', weekOfPhase: 1 })).rejects.toThrow(
      /live scrummaging in pre-season week 1 \[phase-contact\]/,
    );
    fake.reply({ content: JSON.stringify(scrum(3)) });
    const made = await gen.generateEliteProgram('springboks', { seasonPhase: 'pre-season', weekOfPhase: 3 });
    expect(made.document!.days[1]!.blocks.flatMap((b) => b.items).map((i) => i.name)).toContain('Live scrummaging, eight on eight');
  });

  it.each(RULE_BREAKERS)('a provider week with %s is sent back once with the rule named, then accepted when fixed', async (_name, mutate, rule) => {
    fake.reply({ content: JSON.stringify(mutate(validWeek())) }, { content: JSON.stringify(validWeek('Fixed')) });
    const res = await generateElite();
    expect(res.status).toBe(200);
    expect(res.body.programTitle).toBe('Fixed');
    expect(fake.requests).toHaveLength(2);
    const repair = fake.requests[1]!.messages.at(-1)!.content;
    expect(repair).toMatch(/^That answer was not usable: /);
    expect(repair).toMatch(rule);
  });

  it.each(RULE_BREAKERS)('a provider week with %s twice: 502 naming it, nothing saved', async (_name, mutate, rule) => {
    const broken = JSON.stringify(mutate(validPlayerWeek()));
    fake.reply({ content: broken }, { content: broken });
    const res = await t.post('/api/player/generate-training', {}, people.playerA);
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/^The AI provider returned an unusable program twice \(/);
    expect(res.body.message).toMatch(rule);
    expect(res.body.message).toMatch(/Nothing was saved; please try again\.$/);
    expect(await t.prisma.playerProgram.count()).toBe(0);
  });

  it('a personal week with pack work is refused (a player trains alone)', async () => {
    const pack = onDay(validPlayerWeek(), 'tuesday', (d) => ({
      ...d,
      blocks: d.blocks.map((b) =>
        b.kind === 'skills' ? { ...b, items: [...b.items.slice(0, -1), item('Lineout pod lifting', { minutes: b.items.at(-1)!.minutes })] } : b,
      ),
    }));
    fake.reply({ content: JSON.stringify(pack) }, { content: JSON.stringify(pack) });
    const res = await t.post('/api/player/generate-training', {}, people.playerA);
    expect(res.status).toBe(502);
    expect(res.body.message).toContain('needs a pack, a unit or a group [individual-program]');
  });

  it('429 then success: the SDK retries', async () => {
    fake.reply({ status: 429, headers: { 'retry-after-ms': '10' } }, { content: JSON.stringify(validWeek('After 429')) });
    const res = await generateElite();
    expect(res.status).toBe(200);
    expect(res.body.programTitle).toBe('After 429');
    expect(fake.requests).toHaveLength(2);
  });

  it('429 on every attempt: 502 after the SDK retries (3 requests)', async () => {
    fake.reply(...[1, 2, 3].map(() => ({ status: 429, headers: { 'retry-after-ms': '5' } })));
    const res = await generateElite();
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('The AI provider is busy right now (rate limited). Nothing was saved; please try again.');
    expect(fake.requests).toHaveLength(3);
  });

  it('timeout: 502 with a clear message after the retries', async () => {
    fake.reply(...[1, 2, 3].map(() => ({ delayMs: 1500, content: '{}' })));
    const res = await generateElite();
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: 'AI_PROVIDER_ERROR', message: 'The AI provider did not answer in time. Nothing was saved; please try again.' });
    expect(fake.requests).toHaveLength(3);
  });

  it('a hung provider: the AI failure message when the generation budget runs out, and no call after it', async () => {
    const hung = await startTestApp({
      generator: openAIGenerator({ apiKey: 'test-key', baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 700, maxRetries: 5, deadlineMs: 1500, log }),
    });
    try {
      fake.reply(...Array.from({ length: 20 }, () => ({ delayMs: 60_000, content: '{}' })));
      const started = Date.now();
      const res = await hung.post('/api/ai/generate-elite-program', { programType: 'all-blacks', teamId: 'team-a' }, people.coachA);
      const took = Date.now() - started;
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: 'AI_PROVIDER_ERROR', message: 'The AI provider did not answer in time. Nothing was saved; please try again.' });
      expect(took).toBeLessThan(1500 + 1000);
      const calls = fake.requests.length;
      expect(calls).toBeGreaterThanOrEqual(1);
      expect(calls).toBeLessThanOrEqual(3);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(fake.requests.length, 'the provider is not called after the answer').toBe(calls);
    } finally {
      await hung.stop();
    }
  });

  it('malformed JSON once: asked again with the problem stated, then succeeds', async () => {
    fake.reply({ content: '{"programTitle": "Broken' }, { content: `\`\`\`json\n${JSON.stringify(validWeek('Second try'))}\n\`\`\`` });
    const res = await generateElite();
    expect(res.status).toBe(200);
    expect(res.body.programTitle).toBe('Second try');
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.messages.at(-1)!.content).toContain('the answer was not valid JSON');
  });

  it('malformed JSON twice: 502, nothing saved', async () => {
    fake.reply({ content: 'Sure! Here is your program: ...' }, { content: 'not json either' });
    const res = await t.post('/api/player/generate-training', {}, people.playerA);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('The AI provider returned an unusable program twice (the answer was not valid JSON). Nothing was saved; please try again.');
    expect(fake.requests).toHaveLength(2);
    expect(await t.prisma.playerProgram.count()).toBe(0);
  });

  it('schema-invalid output twice: 502 naming the problem, nothing saved', async () => {
    const week = validWeek();
    fake.reply(
      { content: JSON.stringify({ ...week, days: week.days.slice(0, 3) }) },
      { content: JSON.stringify({ ...week, days: week.days.map((d) => ({ ...d, blocks: [] })) }) },
    );
    const res = await generateElite();
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/^The AI provider returned an unusable program twice \(the answer did not match the program schema: days\.0\.blocks/);

    const { days, ...partial } = validPlayerWeek();
    fake.reply(
      { content: JSON.stringify(partial) },
      { content: JSON.stringify({ ...partial, days: days.map((d) => ({ ...d, blocks: [{ kind: 'warmup', note: null, items: [] }] })) }) },
    );
    const player = await t.post('/api/player/generate-training', {}, people.playerA);
    expect(player.status).toBe(502);
    expect(await t.prisma.playerProgram.count()).toBe(0);
  });

  it('truncated output (finish_reason length) is retried once; the personal week is saved as a document', async () => {
    fake.reply({ content: '{"title": "Scrum', finishReason: 'length' }, { content: JSON.stringify(validPlayerWeek()) });
    const res = await t.post('/api/player/generate-training', {}, people.playerA);
    expect(res.status).toBe(200);
    expect(res.body.cached).toBe(false);
    expect(fake.requests[0]!.messages.map((m) => m.content).join('\n')).toMatch(/Position: Prop .*\nAge: 27\. Weight: 118 kg\. Height: 183 cm/);
    expect(fake.requests[1]!.messages.at(-1)!.content).toContain('the answer was cut off before it ended');
    const saved = await t.prisma.playerProgram.findFirstOrThrow();
    expect(saved.generatedBy).toBe('openai:fake-model');
    const doc = saved.document as unknown as ProgramDocument;
    expect(doc.meta).toMatchObject({ source: 'personal', position: 'prop', ageBand: 'adult' });
    expect(checkProgram(doc, { individual: true })).toEqual([]);
    // The spec's sections are rendered from the document: the Activate warm-up and the provider's prescriptions.
    for (const [i, day] of doc.days.entries()) expect(day.blocks[0]!.kind, `day ${i}`).toBe('warmup');
    expect(res.body.program.programData.monday.warmup).toContain(`- ${doc.days[0]!.blocks[0]!.items[0]!.name} (`);
    expect(res.body.program.programData.monday.strength).toMatch(/\d × \d/);
  });

  it('writes coach sessions in the frame of today (Activate warm-up added) and holds them to the asked length', async () => {
    const context = { seasonPhase: 'pre-season' as const, ...MARCH, today: '2026-03-02', teamId: 'team-a', squadPositions: ['prop', 'wing'] as const };
    const built = buildSessionDocument({ focus: 'tackling', durationMinutes: 50 }, { ...context, squadPositions: [...context.squadPositions] });
    const {
      days: [day],
      ...rest
    } = aiWeekOf(built, 'Tackle Session');
    const session = { title: rest.title, intro: rest.intro, theme: day!.theme, blocks: day!.blocks };
    fake.reply({ content: JSON.stringify(session) });
    const res = await t.post('/api/coach/generate-training', { teamId: 'team-a', focus: 'tackling', durationMinutes: 50 }, people.coachA);
    expect(res.status).toBe(200);
    expect(res.body.program).toMatch(/^# Tackle Session\n/);
    expect(res.body.program).toContain('## Session: tackling (50 min)');
    const doc = res.body.document as ProgramDocument;
    expect(doc.days.map((d) => d.day)).toEqual(['monday']);
    expect(doc.days[0]!.blocks[0]!.kind).toBe('warmup');
    expect(checkProgram(doc, { individual: false })).toEqual([]);
    expect(fake.requests[0]!.response_format).toMatchObject({ json_schema: { name: 'team_session' } });
    expect(fake.requests[0]!.messages.at(-1)!.content).toContain("The coach's focus: tackling");

    fake.reply({ content: JSON.stringify(session) }, { content: JSON.stringify(session) });
    const wrongLength = await t.post('/api/coach/generate-position-training', { teamId: 'team-a', position: 'lock', durationMinutes: 120 }, people.coachA);
    expect(wrongLength.status).toBe(502);
    expect(wrongLength.body.message).toContain('not the 120 asked for [session-length]');
  });

  it('a slow provider does not block other requests', async () => {
    // Its own app with a generous provider timeout: the point is ordering, not the timeout, on any machine load.
    const patient = await startTestApp({
      generator: openAIGenerator({ apiKey: 'test-key', baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 10_000, maxRetries: 0, log }),
    });
    try {
      fake.reply({ delayMs: 1500, content: JSON.stringify(validWeek('Slow')) });
      const order: string[] = [];
      const slow = patient.post('/api/ai/generate-elite-program', { programType: 'all-blacks', teamId: 'team-a' }, people.coachA).then((r) => {
        order.push('generate');
        return r;
      });
      await new Promise((r) => setTimeout(r, 50));
      const quick = await patient.get('/api/teams/team-a/approved-programs', people.coachA);
      order.push('list');
      expect(quick.status).toBe(200);
      expect((await slow).status).toBe(200);
      expect(order).toEqual(['list', 'generate']);
    } finally {
      await patient.stop();
    }
  });
});

describe("the coach's own text through the provider: the app reads the items, the provider places and completes them", () => {
  /** Harbour A's context in March 2026, as the app loads it. */
  const HARBOUR = {
    teamId: 'team-a',
    teamName: 'Harbour A',
    seasonPhase: 'pre-season' as const,
    ...MARCH,
    today: '2026-03-02',
    squadPositions: ['prop' as const, 'wing' as const],
  };
  /** A provider's answer: the built-in plan of the text (coach items by id, library items to complete short sessions). */
  const planOf = (text: string): ImportPlan => builtInPlan(draftImport(text, HARBOUR));
  const withoutItem = (plan: ImportPlan, id: string): ImportPlan => ({
    days: plan.days.map((d) => ({
      ...d,
      blocks: d.blocks.map((b) => ({ ...b, items: b.items.filter((i) => !('coachItem' in i) || i.coachItem !== id) })).filter((b) => b.items.length),
    })),
  });
  const custom = (customContent: string) => t.post('/api/ai/generate-elite-program', { programType: 'custom', teamId: 'team-a', customContent }, people.coachA);
  const coachItemsOf = (doc: ProgramDocument) =>
    doc.days.flatMap((d) => d.blocks.flatMap((b) => b.items.filter((i) => i.origin === 'coach').map((i) => ({ day: d.day, block: b.kind, ...i }))));
  const issue = COACH_TEXTS.find((c) => c.id === 'issue-examples')!.text;
  const kowhai = () => draftImport(issue, HARBOUR).entries.find((e) => e.item.name === 'Kowhai shuttle drill')!.id;

  it("valid: the provider's placement is assembled into the coach's week, every item with its numbers, within the rules", async () => {
    fake.reply({ content: JSON.stringify(planOf(issue)) });
    const res = await custom(issue);
    expect(res.status).toBe(200);
    const doc = res.body.document as ProgramDocument;
    const builtIn = (await builtInGenerator().processCustomProgram(issue, HARBOUR)).document!;
    expect(coachItemsOf(doc)).toEqual(coachItemsOf(builtIn));
    expect(res.body.program).toBe(renderProgramText(doc));
    expect(doc.meta.source).toBe('custom');
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'custom_program' } });
    expect(sent.messages[0]!.content).toContain('refer to each exactly once as {"coachItem": "<id>"}');
    const prompt = sent.messages.at(-1)!.content;
    expect(prompt).toContain(`${kowhai()} | thursday | conditioning | Kowhai shuttle drill, 6 x 40m, 30s rest | 5 min`);
    // Wednesday's session is on Tuesday: the coach's passing drills, their jog as the cool-down.
    expect(prompt).toMatch(
      /- tuesday: warm-up 15 min and cool-down 10 min \(the app places them\); the coach's items here: c\d+ \(20 min\); 45 minutes so far\./,
    );
    expect(prompt).toMatch(/\nst-nordic \| Nordic hamstring curls \| strength \| eccentric \| /);
  });

  it.each(['issue-examples', 'list-without-days', 'sa-caps-shorthand', 'uk-club-times', 'loose-paragraph'])(
    'corpus text %s: the same coach items as the built-in import',
    async (id) => {
      const text = COACH_TEXTS.find((c) => c.id === id)!.text;
      fake.reply({ content: JSON.stringify(planOf(text)) });
      const res = await custom(text);
      expect(res.status).toBe(200);
      expect(coachItemsOf(res.body.document)).toEqual(coachItemsOf((await builtInGenerator().processCustomProgram(text, HARBOUR)).document!));
      expect(checkProgram(res.body.document, { individual: false }).filter((v) => !/live contact|controlled contact|strength block/.test(v.message))).toEqual(
        [],
      );
    },
  );

  it('an item missing once: sent back naming it, then accepted when placed', async () => {
    const id = kowhai();
    fake.reply({ content: JSON.stringify(withoutItem(planOf(issue), id)) }, { content: JSON.stringify(planOf(issue)) });
    const res = await custom(issue);
    expect(res.status).toBe(200);
    expect(fake.requests).toHaveLength(2);
    const repair = fake.requests[1]!.messages.at(-1)!.content;
    expect(repair).toMatch(/^That answer was not usable: /);
    expect(repair).toContain(`the coach's items ${id} (Kowhai shuttle drill, 6 x 40m, 30s rest, thursday) are missing`);
    expect(coachItemsOf(res.body.document).map((i) => i.name)).toContain('Kowhai shuttle drill');
  });

  it('an item missing twice: 502 naming it, nothing saved', async () => {
    const before = await t.prisma.approvedProgram.count();
    const broken = JSON.stringify(withoutItem(planOf(issue), kowhai()));
    fake.reply({ content: broken }, { content: broken });
    const res = await custom(issue);
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(
      /^The AI provider returned an unusable program twice \(the coach's items c\d+ \(Kowhai shuttle drill, 6 x 40m, 30s rest, thursday\) are missing/,
    );
    expect(res.body.message).toMatch(/Nothing was saved; please try again\.$/);
    expect(await t.prisma.approvedProgram.count()).toBe(before);
  });

  it("a coach's item rewritten as the provider's own, or put on another day, is sent back", async () => {
    const plan = planOf(issue);
    const id = kowhai();
    const rewritten: ImportPlan = {
      days: withoutItem(plan, id).days.map((d) =>
        d.day !== 'thursday'
          ? d
          : { ...d, blocks: [...d.blocks, { kind: 'conditioning' as const, items: [item('Kowhai shuttle drill', { sets: 4, distanceMeters: 40 })] }] },
      ),
    };
    const moved: ImportPlan = {
      days: withoutItem(plan, id).days.map((d) =>
        d.day !== 'monday' ? d : { ...d, blocks: [...d.blocks, { kind: 'conditioning' as const, items: [{ coachItem: id }] }] },
      ),
    };
    fake.reply({ content: JSON.stringify(rewritten) }, { content: JSON.stringify(moved) });
    const res = await custom(issue);
    expect(res.status).toBe(502);
    expect(fake.requests[1]!.messages.at(-1)!.content).toContain('"Kowhai shuttle drill" is a coach item written again');
    expect(res.body.message).toContain(`${id} (Kowhai shuttle drill, 6 x 40m, 30s rest) belongs on thursday, not monday`);
  });

  it('a session left short or padded past 60 minutes with added work is sent back', async () => {
    const plan = planOf(issue);
    const short: ImportPlan = {
      days: plan.days.map((d) => (d.day !== 'thursday' ? d : { ...d, blocks: d.blocks.filter((b) => b.items.some((i) => 'coachItem' in i)) })),
    };
    fake.reply({ content: JSON.stringify(short) }, { content: JSON.stringify(plan) });
    const res = await custom(issue);
    expect(res.status).toBe(200);
    expect(fake.requests[1]!.messages.at(-1)!.content).toMatch(/thursday lasts \d+ minutes: add your own items \(no contact\) to bring it to 45-60 minutes/);
  });

  it('bad input is refused before the provider is called: 400 naming customContent', async () => {
    for (const [text, message] of [
      ['💪🏉🔥', COACH_TEXT_ERRORS.noWords],
      ['Mon: squats\u0007 5x5', COACH_TEXT_ERRORS.binary],
      ['Monday: squats 5x5\n'.repeat(600), COACH_TEXT_ERRORS.tooLong(11_400)],
    ] as const) {
      const res = await custom(text);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe('configuration', () => {
  it('uses the OpenAI-compatible generator only when a key is set', () => {
    expect(generatorFromEnv(log, {}).name).toBe('built-in');
    expect(generatorFromEnv(log, { OPENAI_API_KEY: ' ' }).name).toBe('built-in');
    expect(generatorFromEnv(log, { OPENAI_API_KEY: 'k' }).name).toBe('openai:gpt-4o-mini');
    expect(
      openAIConfigFromEnv({
        OPENAI_API_KEY: 'k',
        OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
        OPENAI_MODEL: 'llama3',
        OPENAI_TIMEOUT_MS: '5000',
        OPENAI_MAX_RETRIES: 'x',
      }),
    ).toEqual({ apiKey: 'k', baseURL: 'http://127.0.0.1:9/v1', model: 'llama3', timeoutMs: 5000, maxRetries: 2, deadlineMs: DEADLINES.aiGenerationMs });
    expect(openAIConfigFromEnv({ OPENAI_API_KEY: 'k' })).toEqual({
      apiKey: 'k',
      baseURL: undefined,
      model: 'gpt-4o-mini',
      timeoutMs: DEADLINES.aiAttemptMs,
      maxRetries: 2,
      deadlineMs: DEADLINES.aiGenerationMs,
    });
    // A longer budget would outlive the gateway's deadline: it is capped.
    expect(openAIConfigFromEnv({ OPENAI_API_KEY: 'k', AI_DEADLINE_MS: '120000' })?.deadlineMs).toBe(DEADLINES.aiGenerationMs);
    expect(openAIConfigFromEnv({ OPENAI_API_KEY: 'k', AI_DEADLINE_MS: '8000' })?.deadlineMs).toBe(8000);
  });

  it('nests the deadlines from the inside out: a hung provider answers the coach within 35 s', () => {
    expect(DEADLINES.aiAttemptMs).toBeLessThanOrEqual(DEADLINES.aiGenerationMs);
    expect(DEADLINES.aiGenerationMs + 1_000).toBeLessThan(DEADLINES.gatewayUpstreamMs);
    expect(DEADLINES.gatewayUpstreamMs + 1_000).toBeLessThan(DEADLINES.edgeUpstreamMs);
    expect(DEADLINES.aiGenerationMs + 1_000).toBeLessThanOrEqual(35_000);
  });
});
