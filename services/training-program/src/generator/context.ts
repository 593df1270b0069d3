import type { EliteProgramType, Position, SeasonPhase } from '@rugby/contracts';
import { ELITE_PROGRAMS, STYLE_EMPHASES } from '../content/elite-styles.ts';
import { PHASE_PLANS } from '../content/periodisation.ts';
import { ALL_POSITIONS } from '../content/positions.ts';
import type { WeekProgram } from './program.ts';
import type { MatchDay } from '../planning/match-day.ts';

/** What a generator knows about the team it writes for. */
export interface TeamContext {
  teamId?: string;
  teamName?: string;
  /** The team's current season phase (from its season settings). */
  seasonPhase: SeasonPhase;
  /** Positions of the players in the squad; all positions when unknown. */
  squadPositions?: readonly Position[];
  /** Week of the current season phase (1-based, from the team's season settings); 1 when unknown. */
  weekOfPhase?: number;
  /** Week of the whole season (pre-season start = week 1): the Activate warm-up's stage. */
  weekOfSeason?: number;
  /** The team's match day (in-season planning); Saturday when unknown. */
  matchDay?: MatchDay;
  /** Today in the team's time zone (YYYY-MM-DD): a single session is planned for today's training day. */
  today?: string;
}

export const squadPositions = (context: TeamContext): readonly Position[] =>
  context.squadPositions && new Set(context.squadPositions).size >= ALL_POSITIONS.length - 1 ? [...new Set(context.squadPositions)] : ALL_POSITIONS;

/** The season phase a rendered program was written for (its "Season phase:" line), else the team's. */
export function phaseOf(program: WeekProgram, context: TeamContext): SeasonPhase {
  const line = program.intro.find((l) => /^season phase:/i.test(l)) ?? '';
  const found = (Object.keys(PHASE_PLANS) as SeasonPhase[]).find((p) => line.toLowerCase().includes(PHASE_PLANS[p].label.toLowerCase()));
  return found ?? context.seasonPhase;
}

/** The elite style a rendered program follows (by its title or style line), if any. */
export function styleOf(program: WeekProgram): EliteProgramType | null {
  const text = [program.title, ...program.intro].join(' ').toLowerCase();
  return (Object.keys(ELITE_PROGRAMS) as EliteProgramType[]).find((t) => text.includes(ELITE_PROGRAMS[t].name.toLowerCase())) ?? null;
}

export const styleTagsOf = (type: EliteProgramType | null): readonly string[] => (type ? STYLE_EMPHASES[type].tags : []);
