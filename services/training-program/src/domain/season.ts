import { daysBetween } from './calendar.ts';
import type { SeasonPhase, SeasonSettings } from '@rugby/contracts';

/** The four phase dates of a team's season settings (the match day does not move phases). */
type SeasonDates = Omit<SeasonSettings, 'matchDay'>;

/**
 * The season phase of a calendar date (YYYY-MM-DD) under a team's season settings: pre-season and in-season between
 * their dates (inclusive), off-season otherwise. The one place the service decides a phase.
 */
export function seasonPhaseOn(date: string, settings: SeasonDates): SeasonPhase {
  if (settings.preseasonStartDate <= date && date <= settings.preseasonEndDate) return 'pre-season';
  if (settings.inseasonStartDate <= date && date <= settings.inseasonEndDate) return 'in-season';
  return 'off-season';
}

const shiftYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
const weekNumber = (from: string, to: string) => Math.max(1, Math.floor(Math.max(0, daysBetween(from, to)) / 7) + 1);

/**
 * Week of the current season phase on a date (1-based): contact and scrum load build with it and every fourth week
 * is lighter. The off-season counts from the day after the in-season ended (last year's, before this pre-season).
 */
export function weekOfPhaseOn(date: string, settings: SeasonDates): number {
  const phase = seasonPhaseOn(date, settings);
  if (phase === 'pre-season') return weekNumber(settings.preseasonStartDate, date);
  if (phase === 'in-season') return weekNumber(settings.inseasonStartDate, date);
  const lastEnd = date > settings.inseasonEndDate ? settings.inseasonEndDate : shiftYears(settings.inseasonEndDate, -1);
  return Math.min(52, weekNumber(lastEnd, date));
}

/** Week of the season since pre-season began (the Activate warm-up's stage steps up every 6-8 weeks of it). */
export function weekOfSeasonOn(date: string, settings: SeasonDates): number {
  const start = date >= settings.preseasonStartDate ? settings.preseasonStartDate : shiftYears(settings.preseasonStartDate, -1);
  return Math.min(52, weekNumber(start, date));
}
