import { TRAINING_DAYS, TRAINING_ISO_WEEKDAYS, type SeasonPhase, type SeasonSettings, type TrainingDay } from '@rugby/contracts';
import { addDays, isoWeekday } from '@rugby/service-kit';
import type { PlayerWeekPlan } from '../generator/player-week.ts';
import { fixtureWeekPlan, type FixtureCalendar } from '../planning/fixtures.ts';
import { seasonPhaseOn, weekOfPhaseOn, weekOfSeasonOn } from './season.ts';
import type { SquadSession } from '../player/daily-plan.ts';
import type { SquadTrainingDomain } from './squad-training.ts';
import type { LoadedTeam } from './team-context.ts';

/** What a player's personal week is built for besides their profile (`buildPlayerWeek(profile, phase, weekStart, plan)`). */
export interface PersonalWeek {
  /** The season phase of the week's Monday. */
  phase: SeasonPhase;
  plan: PlayerWeekPlan;
}

/**
 * Where a personal week (Monday `weekStart`) sits in the team's season: the phase and week of its Monday, the week of
 * the season, the team's match day, and the days the squad trains together. In-season, when the team's fixtures plan
 * the week, each day's match-day role comes from the real match (as for the squad's program: team-context.ts
 * planningContext). Without a team: off-season, no match.
 */
export function personalWeekOf(
  settings: SeasonSettings | null,
  weekStart: string,
  teamTrainingDays: readonly TrainingDay[] = [],
  fixtures: FixtureCalendar | null = null,
): PersonalWeek {
  if (!settings) return { phase: 'off-season', plan: {} };
  const phase = seasonPhaseOn(weekStart, settings);
  const real = phase === 'in-season' ? fixtureWeekPlan(weekStart, fixtures) : null;
  return {
    phase,
    plan: {
      weekOfPhase: weekOfPhaseOn(weekStart, settings),
      weekOfSeason: weekOfSeasonOn(weekStart, settings),
      matchDay: real?.matchDay ?? settings.matchDay,
      ...(real ? { matchDayRoles: real.matchDayRoles } : {}),
      teamTrainingDays,
    },
  };
}

/**
 * A player's personal week as the personal weekly program and the daily plan both build it, with the squad's sessions
 * of the week as the player does them (by date), which the daily plan starts from. One query.
 */
export async function loadPersonalWeek(
  squad: SquadTrainingDomain,
  team: LoadedTeam | null,
  weekStart: string,
  playerId: string | null = null,
): Promise<PersonalWeek & { sessions: ReadonlyMap<string, SquadSession> }> {
  if (!team) return { ...personalWeekOf(null, weekStart), sessions: new Map() };
  const days = (await squad.playerTrainingDays(team, playerId, weekStart, addDays(weekStart, 6))).filter((d) => d.kind === 'training');
  const weekdays = days
    .map((d) => TRAINING_DAYS[(TRAINING_ISO_WEEKDAYS as readonly number[]).indexOf(isoWeekday(d.date))])
    .filter((d): d is TrainingDay => d !== undefined);
  const sessions = new Map(days.map((d) => [d.date, { id: d.id, dayNumber: d.dayNumber, day: d.day, dayContent: d.dayContent }] as const));
  return { ...personalWeekOf(team.info.seasonSettings, weekStart, weekdays, await squad.fixtures(team)), sessions };
}
