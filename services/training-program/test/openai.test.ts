import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEADLINES, type CoachProgram } from '@rugby/contracts';
import { createLogger, setClock } from '@rugby/service-kit';
import { openAIConfigFromEnv, openAIGenerator } from '../src/generator/openai.ts';
import { builtInGenerator } from '../src/generator/program-generator.ts';
import { buildPlayerWeek } from '../src/generator/player-week.ts';
import { parseProgram } from '../src/generator/program.ts';
import { generatorFromEnv } from '../src/generator/select.ts';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai.ts';
import { people, startTestApp, type TestApp } from './helpers.ts';

const log = createLogger('openai-test');
let fake: FakeOpenAI;
let t: TestApp;

/** A valid structured week, as a provider would return it. */
async function validWeek(title = 'Provider Week'): Promise<CoachProgram> {
  const week = parseProgram((await builtInGenerator().generateEliteProgram('all-blacks', { seasonPhase: 'pre-season' })).program)!;
  return { programTitle: title, intro: week.intro, days: week.days, restDay: week.restDay, weekend: week.weekend, customizations: [] };
}
const validPlayerWeek = () => buildPlayerWeek({ position: 'prop', age: 27, weight: 118, height: 183 }, 'pre-season', '2026-03-02').programData;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  // Per-attempt timeout well above a loaded CI machine's latency, well below the 'timeout' test's 1.5 s delay.
  t = await startTestApp({ generator: openAIGenerator({ apiKey: 'test-key', baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 900, maxRetries: 2, log }) });
  setClock('2026-03-02T10:00:00Z');
});
afterAll(async () => {
  setClock(null);
  await t.stop();
  await fake.close();
});
beforeEach(() => { fake.reset(); });

const generateElite = () => t.post('/api/ai/generate-elite-program', { programType: 'all-blacks', teamId: 'team-a' }, people.coachA);

describe('OpenAI-compatible generator against a local fake provider', () => {
  it('success: prompts with the team context, asks for structured JSON, renders the validated program', async () => {
    fake.reply({ content: JSON.stringify(await validWeek()) });
    const res = await generateElite();
    expect(res.status).toBe(200);
    expect(res.body.programTitle).toBe('Provider Week');
    expect(res.body.program).toMatch(/^# Provider Week\n/);
    expect(parseProgram(res.body.program)?.days).toHaveLength(4);
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.model).toBe('fake-model');
    expect(sent.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'elite_program' } });
    const prompt = sent.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('All Blacks Style');
    expect(prompt).toContain('Season phase: Pre-season');
    expect(prompt).toContain('Players in the squad by position: 1 prop, 1 wing');
    expect(prompt).toContain('Team: Harbour A.');
  });

  it('429 then success: the SDK retries', async () => {
    fake.reply({ status: 429, headers: { 'retry-after-ms': '10' } }, { content: JSON.stringify(await validWeek('After 429')) });
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
    const hung = await startTestApp({ generator: openAIGenerator({ apiKey: 'test-key', baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 700, maxRetries: 5, deadlineMs: 1500, log }) });
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
    fake.reply({ content: '{"programTitle": "Broken' }, { content: `\`\`\`json\n${JSON.stringify(await validWeek('Second try'))}\n\`\`\`` });
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
    const week = await validWeek();
    const noCooldown = { ...week, days: week.days.map((d) => ({ ...d, blocks: d.blocks.slice(0, -1) })) };
    fake.reply({ content: JSON.stringify({ ...week, days: week.days.slice(0, 3) }) }, { content: JSON.stringify(noCooldown) });
    const res = await generateElite();
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/^The AI provider returned an unusable program twice \(the answer did not match the program schema: days\.0\.blocks: a session starts with a warmup block and ends with a cooldown block/);

    const { monday, ...partial } = validPlayerWeek();
    fake.reply({ content: JSON.stringify(partial) }, { content: JSON.stringify({ ...partial, monday: { ...monday, warmup: 42 } }) });
    const player = await t.post('/api/player/generate-training', {}, people.playerA);
    expect(player.status).toBe(502);
    expect(await t.prisma.playerProgram.count()).toBe(0);
  });

  it('truncated output (finish_reason length) is retried once', async () => {
    fake.reply({ content: '{"weekly_focus": "Scrum', finishReason: 'length' }, { content: JSON.stringify(validPlayerWeek()) });
    const res = await t.post('/api/player/generate-training', {}, people.playerA);
    expect(res.status).toBe(200);
    expect(res.body.cached).toBe(false);
    expect(res.body.program.programData).toEqual(validPlayerWeek());
    expect(fake.requests[0]!.messages.map((m) => m.content).join('\n')).toMatch(/Position: Prop .*\nAge: 27\. Weight: 118 kg\. Height: 183 cm/);
    expect((await t.prisma.playerProgram.findFirstOrThrow()).generatedBy).toBe('openai:fake-model');
  });

  it('renders coach sessions and checks the asked length', async () => {
    const week = await validWeek();
    const session = { title: 'Tackle Session', intro: ['For the whole squad.'], theme: 'Tackle technique', blocks: week.days[0]!.blocks };
    const minutes = session.blocks.flatMap((b) => b.items).reduce((s, i) => s + i.minutes, 0);
    fake.reply({ content: JSON.stringify(session) });
    const res = await t.post('/api/coach/generate-training', { teamId: 'team-a', focus: 'tackling', durationMinutes: minutes }, people.coachA);
    expect(res.status).toBe(200);
    expect(res.body.program).toMatch(new RegExp(`^# Tackle Session\\n\\nFor the whole squad\\.\\n\\n## Session: Tackle technique \\(${minutes} min\\)`));
    expect(fake.requests[0]!.messages.at(-1)!.content).toContain("The coach's focus: tackling");

    fake.reply({ content: JSON.stringify(session) }, { content: JSON.stringify(session) });
    const wrongLength = await t.post('/api/coach/generate-position-training', { teamId: 'team-a', position: 'lock', durationMinutes: 120 }, people.coachA);
    expect(wrongLength.status).toBe(502);
    expect(wrongLength.body.message).toContain(`the session lasts ${minutes} minutes, not the 120 asked for`);
  });

  it('a slow provider does not block other requests', async () => {
    // Its own app with a generous provider timeout: the point is ordering, not the timeout, on any machine load.
    const patient = await startTestApp({ generator: openAIGenerator({ apiKey: 'test-key', baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 10_000, maxRetries: 0, log }) });
    try {
      fake.reply({ delayMs: 1500, content: JSON.stringify(await validWeek('Slow')) });
      const order: string[] = [];
      const slow = patient.post('/api/ai/generate-elite-program', { programType: 'all-blacks', teamId: 'team-a' }, people.coachA)
        .then((r) => { order.push('generate'); return r; });
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

describe('configuration', () => {
  it('uses the OpenAI-compatible generator only when a key is set', () => {
    expect(generatorFromEnv(log, {}).name).toBe('built-in');
    expect(generatorFromEnv(log, { OPENAI_API_KEY: ' ' }).name).toBe('built-in');
    expect(generatorFromEnv(log, { OPENAI_API_KEY: 'k' }).name).toBe('openai:gpt-4o-mini');
    expect(openAIConfigFromEnv({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_MODEL: 'llama3', OPENAI_TIMEOUT_MS: '5000', OPENAI_MAX_RETRIES: 'x' }))
      .toEqual({ apiKey: 'k', baseURL: 'http://127.0.0.1:9/v1', model: 'llama3', timeoutMs: 5000, maxRetries: 2, deadlineMs: DEADLINES.aiGenerationMs });
    expect(openAIConfigFromEnv({ OPENAI_API_KEY: 'k' })).toEqual({ apiKey: 'k', baseURL: undefined, model: 'gpt-4o-mini', timeoutMs: DEADLINES.aiAttemptMs, maxRetries: 2, deadlineMs: DEADLINES.aiGenerationMs });
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
