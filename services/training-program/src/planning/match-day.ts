import { TRAINING_DAYS, WEEKDAYS, type MatchDay, type SeasonPhase, type TrainingDay, type Weekday } from '@rugby/contracts';

/**
 * Match-day-relative planning: each training day's role in the week around the match. With a Saturday match,
 * Monday is MD+2 (recovery and technique), Tuesday MD-4 (main contact and strength), Thursday MD-2 (speed) and
 * Friday MD-1 (captain's run). Only in-season weeks have a match; other phases plan without one ('none').
 */
export type { MatchDay };

const weekdayIndex = (day: Weekday) => WEEKDAYS.indexOf(day);

/** 'MD+2', 'MD-1'…: days after the last match when that is at most two days, else days before the next. */
export function matchDayRole(day: TrainingDay, matchDay: MatchDay): string {
  const d = weekdayIndex(day);
  const m = weekdayIndex(matchDay);
  const since = (d - m + 7) % 7;
  const until = (m - d + 7) % 7;
  return since >= 1 && since <= 2 ? `MD+${since}` : `MD-${until}`;
}

/**
 * Every training day's role for a phase: match-relative in-season, 'none' otherwise. In-season, the roles the team's
 * real fixtures give the week (fixtures.ts: weekRolesFromFixtures) win over the season setting's match day.
 */
export function weekRoles(
  phase: SeasonPhase,
  matchDay: MatchDay | null,
  fixtureRoles?: Partial<Record<TrainingDay, string>> | null,
): Record<TrainingDay, string> {
  const roleOf = (day: TrainingDay) => {
    if (phase !== 'in-season') return 'none';
    if (fixtureRoles) return fixtureRoles[day] ?? 'none';
    return matchDay ? matchDayRole(day, matchDay) : 'none';
  };
  return Object.fromEntries(TRAINING_DAYS.map((day) => [day, roleOf(day)])) as Record<TrainingDay, string>;
}

/** Days until the match for a role ('MD-1' → 1), or null for MD+n and 'none'. */
export const daysToMatch = (role: string): number | null => (role.startsWith('MD-') ? Number(role.slice(3)) : null);
