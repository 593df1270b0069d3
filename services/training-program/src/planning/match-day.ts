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

/** Every training day's role for a phase: match-relative in-season, 'none' otherwise. */
export function weekRoles(phase: SeasonPhase, matchDay: MatchDay | null): Record<TrainingDay, string> {
  return Object.fromEntries(TRAINING_DAYS.map((day) => [day, phase === 'in-season' && matchDay ? matchDayRole(day, matchDay) : 'none'])) as Record<
    TrainingDay,
    string
  >;
}

/** Days until the match for a role ('MD-1' → 1), or null for MD+n and 'none'. */
export const daysToMatch = (role: string): number | null => (role.startsWith('MD-') ? Number(role.slice(3)) : null);
