import type { SeasonPhase, SeasonSettings } from '@rugby/contracts';

/**
 * The season phase of a calendar date (YYYY-MM-DD) under a team's season settings: pre-season and in-season between
 * their dates (inclusive), off-season otherwise. The one place the service decides a phase.
 */
export function seasonPhaseOn(date: string, settings: SeasonSettings): SeasonPhase {
  if (settings.preseasonStartDate <= date && date <= settings.preseasonEndDate) return 'pre-season';
  if (settings.inseasonStartDate <= date && date <= settings.inseasonEndDate) return 'in-season';
  return 'off-season';
}
