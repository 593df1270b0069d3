import { renderProgramText, type EliteProgramType, type Position, type ProgramDocument, type SeasonPhase } from '@rugby/contracts';
import type { TeamContext } from './context.ts';
import { applyCustomization, type CustomizationOutcome } from '../customize/apply.ts';
import { parseRequest } from '../customize/parse-request.ts';
import { buildEliteDocument } from './elite.ts';
import { importCoachText } from '../import/complete.ts';
import { buildPlayerWeek, type PlayerProfile, type PlayerProgramData, type PlayerWeekPlan } from './player-week.ts';
import { buildSessionDocument, type SessionRequest } from './sessions.ts';

export type { TeamContext } from './context.ts';
export type { PlayerProfile, PlayerProgramData, PlayerWeekPlan } from './player-week.ts';
export type { SessionRequest } from './sessions.ts';
export type { CustomizationOutcome } from '../customize/apply.ts';

/**
 * A coach-facing program: its title, its text (the spec's `program` field, one section per training day) and
 * the structured document the text is rendered from.
 */
export interface GeneratedProgram {
  programTitle: string;
  program: string;
  document: ProgramDocument;
}
export interface GeneratedSession {
  program: string;
  document: ProgramDocument;
}
export interface GeneratedPlayerWeek {
  programData: PlayerProgramData;
  document: ProgramDocument;
}

/**
 * Everything the product asks of "the AI". Two implementations: the built-in generator over the content library
 * (default, offline, deterministic) and an OpenAI-compatible client.
 */
export interface ProgramGenerator {
  readonly name: string;
  generateEliteProgram(type: EliteProgramType, context: TeamContext): Promise<GeneratedProgram>;
  /**
   * The coach's own text as a program (import/): their items kept verbatim on their days, completed where they left
   * gaps; a 400 naming customContent for text that cannot be a training week.
   */
  processCustomProgram(text: string, context: TeamContext): Promise<GeneratedProgram>;
  /**
   * Applies a coach's request to a program: the generator reads the request as structured changes, the engine
   * (customize/apply.ts) applies them; what could not be applied comes back with the reason.
   */
  customizeProgram(program: ProgramDocument, request: string, context: TeamContext): Promise<CustomizationOutcome>;
  /** One session (the spec's `program` text and its one-day document) for the whole squad, or for a position's group. */
  generateTeamSession(request: SessionRequest, context: TeamContext): Promise<GeneratedSession>;
  generatePositionSession(position: Position, request: SessionRequest, context: TeamContext): Promise<GeneratedSession>;
  /** The personal week in the spec's sections and, where the generator writes one, as a structured document. */
  generatePlayerWeek(player: PlayerProfile, phase: SeasonPhase, weekStart: string, plan?: PlayerWeekPlan): Promise<GeneratedPlayerWeek>;
}

/** The built-in generator: the project's own rugby content library, no network. */
export function builtInGenerator(): ProgramGenerator {
  return {
    name: 'built-in',
    async generateEliteProgram(type, context) {
      const document = buildEliteDocument(type, context);
      return { programTitle: document.title, program: renderProgramText(document), document };
    },
    async processCustomProgram(text, context) {
      const document = importCoachText(text, context);
      return { programTitle: document.title, program: renderProgramText(document), document };
    },
    async customizeProgram(program, request) {
      return applyCustomization(program, parseRequest(request));
    },
    async generateTeamSession(request, context) {
      const document = buildSessionDocument(request, context);
      return { program: renderProgramText(document), document };
    },
    async generatePositionSession(position, request, context) {
      const document = buildSessionDocument(request, context, position);
      return { program: renderProgramText(document), document };
    },
    async generatePlayerWeek(player, phase, weekStart, plan) {
      return buildPlayerWeek(player, phase, weekStart, plan);
    },
  };
}
