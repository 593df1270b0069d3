import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, RateLimitError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import {
  DEADLINES,
  POSITION_LABELS,
  renderProgramText,
  TRAINING_DAYS,
  type EliteProgramType,
  type Position,
  type ProgramDocument,
  type SeasonPhase,
} from '@rugby/contracts';
import { describeZodError, HttpError, type Logger } from '@rugby/service-kit';
import { ELITE_PROGRAMS, STYLE_EMPHASES } from '../content/elite-styles.ts';
import { PHASE_PLANS } from '../content/periodisation.ts';
import { POSITION_GROUP_INFO, positionGroupOf } from '../content/positions.ts';
import { applyCustomization } from '../customize/apply.ts';
import { customizationPlanSchema, FITNESS_TESTS, TOPIC_TAGS } from '../customize/operations.ts';
import { aiSessionSchema, aiWeekSchema, assembleAIWeek, dayBriefLines, exerciseCatalogue, type AIWeekBrief } from './ai-week.ts';
import { squadPositions, type TeamContext } from './context.ts';
import { playerProgramDataOf, playerWeekRequest, type PlayerProfile, type PlayerWeekPlan } from './player-week.ts';
import { dayFrame, weekFrames } from './week-builder.ts';
import { sessionPlan } from './sessions.ts';
import { weekRoles } from '../planning/match-day.ts';
import { assembleImport, draftImport, draftLines, importPlanSchema } from '../import/complete.ts';
import type { GeneratedProgram, GeneratedSession, ProgramGenerator, SessionRequest } from './program-generator.ts';

export interface OpenAIGeneratorOptions {
  apiKey: string;
  /** Any OpenAI-compatible endpoint; the SDK default (api.openai.com) when absent. */
  baseURL?: string;
  model: string;
  /** Per attempt. */
  timeoutMs: number;
  /** SDK retries for connection errors, timeouts, 408/409/429 and 5xx. */
  maxRetries: number;
  /**
   * The whole budget of one generation (every attempt, retry and the repair round): when it runs out the provider
   * is no longer called and the caller gets the AI failure message. Default DEADLINES.aiGenerationMs.
   */
  deadlineMs?: number;
  log: Logger;
}

export const OPENAI_DEFAULTS = { model: 'gpt-4o-mini', timeoutMs: DEADLINES.aiAttemptMs, maxRetries: 2, deadlineMs: DEADLINES.aiGenerationMs } as const;

/**
 * OpenAI settings from the environment (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_TIMEOUT_MS,
 * OPENAI_MAX_RETRIES, AI_DEADLINE_MS); null without a key. The generation budget is capped at the default so it
 * stays inside the gateway's and the edge's deadlines.
 */
export function openAIConfigFromEnv(env: Record<string, string | undefined> = process.env): Omit<OpenAIGeneratorOptions, 'log'> | null {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return null;
  const int = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return env[name] && Number.isInteger(value) && value >= 0 ? value : fallback;
  };
  return {
    apiKey,
    baseURL: env.OPENAI_BASE_URL?.trim() || undefined,
    model: env.OPENAI_MODEL?.trim() || OPENAI_DEFAULTS.model,
    timeoutMs: int('OPENAI_TIMEOUT_MS', OPENAI_DEFAULTS.timeoutMs),
    maxRetries: int('OPENAI_MAX_RETRIES', OPENAI_DEFAULTS.maxRetries),
    deadlineMs: Math.min(int('AI_DEADLINE_MS', OPENAI_DEFAULTS.deadlineMs), OPENAI_DEFAULTS.deadlineMs),
  };
}

/** The provider failed or returned unusable output twice: 502 with a message the coach or player can act on. */
export class AIProviderError extends HttpError {
  constructor(message: string) {
    super(502, `${message} Nothing was saved; please try again.`, 'AI_PROVIDER_ERROR');
  }
}

function providerFailure(err: unknown): AIProviderError {
  if (err instanceof APIConnectionTimeoutError || err instanceof APIUserAbortError) return new AIProviderError('The AI provider did not answer in time.');
  if (err instanceof APIConnectionError) return new AIProviderError('The AI provider could not be reached.');
  if (err instanceof RateLimitError) return new AIProviderError('The AI provider is busy right now (rate limited).');
  if (err instanceof APIError) return new AIProviderError(`The AI provider failed (status ${err.status ?? 'unknown'}).`);
  return new AIProviderError('The AI provider failed.');
}

const COACH = [
  'You are an experienced rugby union strength, conditioning and skills coach writing training a rugby S&C coach signs off.',
  'The training week is Monday, Tuesday, Thursday and Friday; Wednesday is a rest day; weekends are recovery.',
  'Tackle technique follows the community tackle-height law: below the sternum, bent at the waist; never arriving high. No cold-water immersion on a day with strength work.',
  'Write original content. Programs inspired by a national team describe its playing style; never claim they are official programs.',
  'Answer with one JSON object that matches the given JSON schema, and nothing else.',
];

/** A coach's own week: the app reads their items; the provider places them and completes short sessions. */
const IMPORT_RULES = [
  ...COACH,
  'You arrange a coach\'s own training week. The coach\'s items are fixed: refer to each exactly once as {"coachItem": "<id>"} in a block of its day (items with no day go on the day you choose); never rewrite, merge, split or drop one, and never write one again as an item of your own.',
  "The app writes every warm-up and cool-down (the coach's own where they wrote one): your blocks are skills, strength, conditioning or laws, in the coach's order.",
  'Add items of your own only to bring a session shorter than 45 minutes to 45-60 minutes: exercises from the catalogue (its exerciseId, a dose within its range, minutes the dose takes) with no contact. A session the coach already filled gets nothing added. Spread the items with no day so the days are balanced.',
].join('\n');

/** Structured weeks (a team's elite-style week, a player's personal week). */
const DOCUMENT_RULES = [
  ...COACH,
  'A program is structured: days, then blocks (skills, strength, conditioning, laws, cooldown; the app adds the World Rugby Activate warm-up itself, so never write a warm-up), then items.',
  'Every item is a prescription: sets, reps (or repsMax for a range), durationSeconds or distanceMeters, restSeconds between sets, load (percent1rm, rpe, rir, bodyweight or none), tempo where it matters, coaching cues, equipment, contact (none, controlled, live) and intensity.',
  "An item's minutes are the time its dose takes, rest included, and at most twice that. Strength blocks hold 2-4 exercises; isometric holds are dosed in seconds; Nordic curls 2-3 × 3-6; plyometrics at most 6 reps a set; loaded lifts have reps and a load.",
  'Sessions keep to the minutes given for each day. The day before a match: no contact, no Nordic curls or heavy eccentrics, no hard intervals, the shortest session. Off-season: no live contact, no scrummaging, no hard intervals. A laws briefing lasts at most 10 minutes.',
].join('\n');

/** A customization request read into structured changes (the engine applies them). */
const REQUEST_RULES = [...COACH, 'Keep it safe and sensible for amateur players: progress contact gradually and respect the season phase.'].join('\n');

function phaseLines(phase: SeasonPhase): string[] {
  const plan = PHASE_PLANS[phase];
  return [
    `Season phase: ${plan.label}. ${plan.summary}`,
    `Strength dose: ${plan.strengthDose}`,
    `Conditioning dose: ${plan.conditioningDose}`,
    `Live contact: ${plan.liveContact ? 'allowed, progressed carefully' : 'none this phase'}.`,
  ];
}

function teamLines(context: TeamContext): string[] {
  const counts = new Map<Position, number>();
  for (const p of context.squadPositions ?? []) counts.set(p, (counts.get(p) ?? 0) + 1);
  const squad = counts.size
    ? [...counts].map(([p, n]) => `${n} ${POSITION_LABELS[p].toLowerCase()}${n === 1 ? '' : 's'}`).join(', ')
    : 'positions not recorded yet (plan for a full squad)';
  return [`Team: ${context.teamName ?? 'a club side'}.`, `Players in the squad by position: ${squad}.`, ...phaseLines(context.seasonPhase)];
}

function styleLines(type: EliteProgramType): string[] {
  const style = ELITE_PROGRAMS[type];
  return [
    `Style: ${style.name}, inspired by ${style.country}'s playing style (original content, not an official program). ${style.description}`,
    `Themes to train: ${style.themes.join('; ')}.`,
    `Suggested day themes: ${STYLE_EMPHASES[type].days.map((d, i) => `${TRAINING_DAYS[i]}: ${d.theme}`).join('; ')}.`,
  ];
}

/** The problem with a reply, or its validated value. */
type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

/** Checks one reply: not cut off, JSON (a markdown fence around it is tolerated), valid against the schema, then `check`. */
function checkReply<S extends z.ZodType, T>(
  schema: S,
  finishReason: string | undefined,
  content: string,
  check: (value: z.infer<S>) => Checked<T>,
): Checked<T> {
  if (finishReason === 'length') return { ok: false, problem: 'the answer was cut off before it ended' };
  const text = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  if (!text) return { ok: false, problem: 'the answer was empty' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'the answer was not valid JSON' };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, problem: `the answer did not match the program schema: ${describeZodError(parsed.error).slice(0, 400)}` };
  return check(parsed.data);
}

/** An OpenAI-compatible implementation of ProgramGenerator: structured JSON output validated with zod, never saved unchecked. */
export function openAIGenerator(opts: OpenAIGeneratorOptions): ProgramGenerator {
  const client = new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL, timeout: opts.timeoutMs, maxRetries: opts.maxRetries });
  const budgetMs = opts.deadlineMs ?? OPENAI_DEFAULTS.deadlineMs;

  /**
   * Asks for JSON matching `schema`. The SDK retries transport failures, 429s and 5xx; a reply that is cut off, not
   * JSON, fails the schema or fails `check` is asked for once more, with the problem stated, then it is an error.
   */
  async function ask<S extends z.ZodType, T>(
    task: string,
    schema: S,
    prompt: string,
    check: (value: z.infer<S>) => Checked<T>,
    system = REQUEST_RULES,
  ): Promise<T> {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: system },
      { role: 'user', content: prompt },
    ];
    const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
    let problem = '';
    // One deadline for the whole generation: an aborted call is not retried, and no call starts after it.
    const deadline = AbortSignal.timeout(budgetMs);
    const endsAt = Date.now() + budgetMs;
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        if (deadline.aborted) throw new APIUserAbortError();
        completion = await client.chat.completions.create(
          {
            model: opts.model,
            messages,
            temperature: 0.7,
            response_format: { type: 'json_schema', json_schema: { name: task, schema: jsonSchema, strict: false } },
          },
          { signal: deadline, timeout: Math.max(1, Math.min(opts.timeoutMs, endsAt - Date.now())) },
        );
      } catch (err) {
        opts.log.warn({ err, task, model: opts.model }, 'AI provider call failed');
        throw providerFailure(err);
      }
      const choice = completion.choices?.[0];
      const content = choice?.message?.content ?? '';
      const checked = checkReply(schema, choice?.finish_reason, content, check);
      if (checked.ok) return checked.value;
      problem = checked.problem;
      opts.log.warn({ task, attempt, problem, model: opts.model }, 'AI provider returned unusable output');
      messages.push(
        { role: 'assistant', content: content.slice(0, 60_000) },
        { role: 'user', content: `That answer was not usable: ${problem}. Reply again with the complete JSON object only, matching the schema.` },
      );
    }
    throw new AIProviderError(`The AI provider returned an unusable program twice (${problem}).`);
  }

  /** One session in the app's frame for today's training day, checked by the rules like a week. */
  async function session(task: string, request: SessionRequest, context: TeamContext, position?: Position): Promise<GeneratedSession> {
    const plan = sessionPlan(request, context, position);
    const frames = [dayFrame(plan.req, TRAINING_DAYS.indexOf(plan.day), weekRoles(plan.req.phase, plan.req.matchDay, plan.req.matchDayRoles)[plan.day])];
    const brief: AIWeekBrief = { frames, individual: false, meta: plan.meta };
    const made = await ask(
      task,
      aiSessionSchema,
      [sessionPrompt(request, context, position ?? null), ...weekLines(brief)].join('\n'),
      (value) =>
        documentCheck(brief)({
          title: value.title,
          intro: value.intro,
          days: [{ day: plan.day, theme: value.theme, blocks: value.blocks }],
          restDay: plan.req.restDay,
          weekend: plan.req.weekend,
        }),
      DOCUMENT_RULES,
    );
    return { program: made.program, document: made.document };
  }

  return {
    name: `openai:${opts.model}`,

    generateEliteProgram(type, context) {
      const brief = eliteBrief(type, context);
      return ask(
        'elite_program',
        aiWeekSchema,
        [
          'Write a one-week training program (the four training days) for this team as a structured program.',
          ...styleLines(type),
          ...teamLines(context),
          ...weekLines(brief),
        ].join('\n'),
        documentCheck(brief),
        DOCUMENT_RULES,
      );
    },

    async processCustomProgram(text, context) {
      // The app reads the coach's items (a 400 for bad input, before any call); the provider only places them and
      // completes short sessions, referring to each by id, so their words and numbers cannot change.
      const draft = draftImport(text, context);
      const document = await ask(
        'custom_program',
        importPlanSchema,
        [
          "Place the coach's own items below in their training week and complete the sessions shorter than 45 minutes.",
          ...teamLines(context),
          'The days:',
          ...draftLines(draft),
          'Exercise catalogue (id | name | block | kind | dose range this phase | time the smallest dose takes); the items you add come from it:',
          ...exerciseCatalogue(draft.phase, false),
        ].join('\n'),
        (plan) => {
          const assembled = assembleImport(draft, plan);
          return assembled.ok ? { ok: true, value: assembled.document } : assembled;
        },
        IMPORT_RULES,
      );
      return { programTitle: document.title, program: renderProgramText(document), document };
    },

    async customizeProgram(program, request) {
      // The provider only reads the request into structured changes; the app's engine applies them and checks the rules.
      const plan = await ask(
        'customization_plan',
        customizationPlanSchema,
        [
          "Read the coach's customization request as a list of structured changes to the program below. Each change: the words it comes from (text), the days it names (empty for the whole week), the blocks it names (empty for all), the positions it is for (forwards: prop, hooker, lock, flanker, 8; backs: scrum-half, fly-half, center, wing, fullback; empty for the whole squad), and one operation:",
          '- length: minutes (set), or change shorter / longer by 10 minutes; contact: level none (contact-free) or controlled (no live contact); intensity: lighter or harder; no-gym;',
          `- focus: more work on a topic (${TOPIC_TAGS.join(', ')}); add-test: ${FITNESS_TESTS.join(', ')}; shift: more or less of skills, strength or conditioning;`,
          '- remove, add or swap an exercise by name (swap: exercise and replacement).',
          "Put any part of the request that asks for none of these in notUnderstood, in the coach's words. Never invent changes the coach did not ask for.",
          '',
          `Customization request: ${request.slice(0, 2000)}`,
          '',
          'Program (day: blocks and exercises):',
          ...programOutline(program),
        ].join('\n'),
        (value) => ({ ok: true, value }),
      );
      return applyCustomization(program, plan);
    },

    generateTeamSession(request, context) {
      return session('team_session', request, context);
    },

    generatePositionSession(position, request, context) {
      return session('position_session', request, context, position);
    },

    async generatePlayerWeek(player, phase, weekStart, plan) {
      const brief = playerBrief(player, phase, weekStart, plan);
      const { document } = await ask(
        'player_week',
        aiWeekSchema,
        [playerPrompt(player, phase, weekStart), ...weekLines(brief)].join('\n'),
        documentCheck(brief),
        DOCUMENT_RULES,
      );
      return { programData: playerProgramDataOf(document, player, phase), document };
    },
  };
}

/** A program's days, blocks and exercise names, one line per block (what a customization request can refer to). */
const programOutline = (doc: ProgramDocument) =>
  doc.days.flatMap((d) => [`${d.day} (${d.theme}):`, ...d.blocks.map((b) => `  ${b.kind}: ${b.items.map((i) => i.name).join('; ')}`)]);

/** The brief of a team week in an elite style: each day's frame (role, template, Activate warm-up) and the metadata. */
function eliteBrief(type: EliteProgramType, context: TeamContext): AIWeekBrief {
  const phase = context.seasonPhase;
  const weekOfPhase = context.weekOfPhase ?? 1;
  const matchDay = context.matchDay ?? 'saturday';
  const frames = weekFrames({
    phase,
    weekOfPhase,
    weekOfSeason: context.weekOfSeason,
    matchDay,
    matchDayRoles: context.matchDayRoles,
    ageBand: 'adult',
    positions: squadPositions(context),
    individual: false,
  });
  return {
    frames,
    individual: false,
    meta: {
      source: 'elite',
      style: type,
      seasonPhase: phase,
      weekOfPhase,
      matchDay: phase === 'in-season' ? matchDay : null,
      ageBand: 'adult',
      position: null,
      customizations: [],
    },
  };
}

/** The brief of a player's personal week (the same request the built-in generator builds from). */
function playerBrief(player: PlayerProfile, phase: SeasonPhase, weekStart: string, plan: PlayerWeekPlan | undefined): AIWeekBrief {
  const req = playerWeekRequest(player, phase, weekStart, plan);
  return {
    frames: weekFrames(req),
    individual: true,
    meta: {
      source: 'personal',
      style: null,
      seasonPhase: phase,
      weekOfPhase: req.weekOfPhase,
      matchDay: phase === 'in-season' ? req.matchDay : null,
      ageBand: req.ageBand,
      position: req.position,
      customizations: [],
    },
  };
}

/** The week's day-by-day brief and the exercise catalogue, as prompt lines. */
function weekLines(brief: AIWeekBrief): string[] {
  return [
    'The days (each day once, in this order):',
    ...dayBriefLines(brief.frames),
    `Week ${brief.meta.weekOfPhase} of the phase${brief.meta.weekOfPhase % 4 === 0 ? ' (a lighter week: fewer sets, less load)' : ''}.`,
    ...(brief.individual ? ['One player training alone: nothing that needs a pack, a unit or a group (a partner is fine); no group games.'] : []),
    'Exercise catalogue (id | name | block | kind | dose range this phase | time the smallest dose takes). Prefer these exercises, with their id and a dose within the range; an exercise of your own has exerciseId null:',
    ...exerciseCatalogue(brief.meta.seasonPhase, brief.individual),
  ];
}

/** Accepts a provider's week only as a document that passes every coaching rule; else the repair round names why. */
const documentCheck =
  (brief: AIWeekBrief) =>
  (week: z.infer<typeof aiWeekSchema>): Checked<GeneratedProgram & { document: ProgramDocument }> => {
    const assembled = assembleAIWeek(week, brief);
    return assembled.ok
      ? { ok: true, value: { programTitle: assembled.document.title, program: renderProgramText(assembled.document), document: assembled.document } }
      : assembled;
  };

function sessionPrompt(request: SessionRequest, context: TeamContext, position: Position | null): string {
  const group = position ? POSITION_GROUP_INFO[positionGroupOf(position)] : null;
  return [
    group
      ? `Write one training session for the ${group.label} group (${POSITION_LABELS[position!]} and the players beside them). Priorities: ${group.focus}.`
      : 'Write one training session for the whole squad; split forwards and backs into units for part of the skills work.',
    ...teamLines(context),
    request.focus?.trim() ? `The coach's focus: ${request.focus.trim().slice(0, 500)}` : 'No particular focus: a balanced session for the season phase.',
  ].join('\n');
}

function playerPrompt(player: PlayerProfile, phase: SeasonPhase, weekStart: string): string {
  const group = player.position ? POSITION_GROUP_INFO[positionGroupOf(player.position)] : null;
  return [
    `Write a personal training week (week of ${weekStart}) for one rugby player training alone (a partner at most), for the four training days, as a structured program.`,
    `Position: ${player.position ? POSITION_LABELS[player.position] : 'not set'}${group ? ` (${group.label}; priorities: ${group.focus})` : ''}.`,
    `Age: ${player.age ?? 'unknown'}. Weight: ${player.weight ? `${player.weight} kg` : 'unknown'}. Height: ${player.height ? `${player.height} cm` : 'unknown'}. Adapt loads, volume and emphasis to them (e.g. technique-first and moderate loads under 18, more recovery over 35, low-impact running for heavy players).`,
    ...phaseLines(phase),
  ].join('\n');
}
