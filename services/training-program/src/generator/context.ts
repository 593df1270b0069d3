import type { Position, SeasonPhase, TrainingDay } from '@rugby/contracts';
import { ALL_POSITIONS } from '../content/positions.ts';
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
  /**
   * In-season, each training day's role from the team's real fixtures in the program's first week (a Friday-night
   * match, a bye week…); when set it wins over `matchDay`'s weekly pattern (planning/fixtures.ts).
   */
  matchDayRoles?: Partial<Record<TrainingDay, string>>;
  /** Today in the team's time zone (YYYY-MM-DD): a single session is planned for today's training day. */
  today?: string;
}

export const squadPositions = (context: TeamContext): readonly Position[] =>
  context.squadPositions && new Set(context.squadPositions).size >= ALL_POSITIONS.length - 1 ? [...new Set(context.squadPositions)] : ALL_POSITIONS;
