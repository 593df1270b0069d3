import { TRAINING_DAYS, TRAINING_ISO_WEEKDAYS, type MatchDay, type SeasonSettings, type TrainingDay } from '@rugby/contracts';
import { addDays, isoWeekday } from '@rugby/service-kit';

/**
 * Match-day roles from the team's real fixtures (decision 025): each date's role comes from the nearest scheduled
 * match on the team's calendar, whatever its weekday (a Friday-night or midweek fixture works), and a week with no
 * match in reach is a bye week ('none'). The Saturday/Sunday season setting (match-day.ts) stays the plan of teams
 * with no fixtures on their calendar. Pure functions over dates in the team's time zone (YYYY-MM-DD).
 */

/** How far a match reaches: the two days after it (MD+1, MD+2) and the six before it (MD-6 … MD-1). */
export const MATCH_REACH = { after: 2, before: 6 } as const;

/** The role of a date that is itself a match day (no training role: the template planner has none for it). */
export const MATCH_DAY = 'MD';

/** An event as the team service summarises it (teamEventSummarySchema): only scheduled matches count. */
export interface FixtureEvent {
  kind: string;
  status: string;
  date: string;
}

/** The dates of the scheduled matches among the events (training sessions and cancelled matches left out), sorted, once each. */
export function matchDatesOf(events: readonly FixtureEvent[]): string[] {
  return [...new Set(events.filter((e) => e.kind === 'match' && e.status === 'scheduled').map((e) => e.date))].sort();
}

/**
 * The role of every date against a set of match dates: 'MD' on a match's date; 'MD-1' the day before a match (always:
 * the captain's run wins even the second day after another match); else 'MD+1'/'MD+2' when a match was one or two
 * days before; else 'MD-n' when the next match is within six days; else 'none' (a bye: no match in reach).
 */
export function fixtureRoles(matchDates: Iterable<string>): (date: string) => string {
  const matches = new Set(matchDates);
  return (date) => {
    if (matches.has(date)) return MATCH_DAY;
    if (matches.has(addDays(date, 1))) return 'MD-1';
    for (let n = 1; n <= MATCH_REACH.after; n++) if (matches.has(addDays(date, -n))) return `MD+${n}`;
    for (let n = 2; n <= MATCH_REACH.before; n++) if (matches.has(addDays(date, n))) return `MD-${n}`;
    return 'none';
  };
}

/** One date's role against the match dates (see fixtureRoles). */
export const fixtureRole = (date: string, matchDates: Iterable<string>): string => fixtureRoles(matchDates)(date);

/**
 * A role as a program day carries it (matchDayRoleSchema: MD-1…MD-6, MD+1…MD+6 or none): a match day itself has no
 * training role, so a session on it shows none.
 */
export const documentRole = (role: string): string => (/^MD[+-][1-6]$/.test(role) ? role : 'none');

/**
 * A role as the week planner plans a day by (day-templates.ts): a session on the match day itself is planned like the
 * captain's run (short, sharp, no contact), the lightest day there is.
 */
export const planningRole = (role: string): string => (role === MATCH_DAY ? 'MD-1' : role);

/** The date of a training day in the week of `monday`. */
export const trainingDateOf = (monday: string, day: TrainingDay): string => addDays(monday, TRAINING_ISO_WEEKDAYS[TRAINING_DAYS.indexOf(day)]! - 1);

/** The planner's roles of the training days of the week of `monday` (Monday, Tuesday, Thursday, Friday) from fixtures. */
export function weekRolesFromFixtures(monday: string, roleOn: (date: string) => string): Record<TrainingDay, string> {
  return Object.fromEntries(TRAINING_DAYS.map((day) => [day, planningRole(roleOn(trainingDateOf(monday, day)))])) as Record<TrainingDay, string>;
}

/** The weekday of the week's first match (Monday `monday` to Sunday) when it is a Saturday or a Sunday, else null. */
export function weekMatchDay(monday: string, matchDates: readonly string[]): MatchDay | null {
  const first = matchDates.find((d) => d >= monday && d <= addDays(monday, 6));
  if (!first) return null;
  const weekday = isoWeekday(first);
  return weekday === 6 ? 'saturday' : weekday === 7 ? 'sunday' : null;
}

/**
 * How the fixtures plan the week of `monday`, when they plan every one of its training days: each day's role and the
 * week's Saturday or Sunday match day (null: the match is on another weekday, or a bye week). Null when some training
 * day is outside the fixtures: then the program's roles and the season setting hold.
 */
export function fixtureWeekPlan(
  monday: string,
  calendar: FixtureCalendar | null,
): { matchDay: MatchDay | null; matchDayRoles: Record<TrainingDay, string> } | null {
  if (!calendar || TRAINING_DAYS.some((day) => calendar.roleOn(trainingDateOf(monday, day)) === null)) return null;
  return { matchDay: weekMatchDay(monday, calendar.matchDates), matchDayRoles: weekRolesFromFixtures(monday, (date) => calendar.roleOn(date)!) };
}

/** The team's fixtures as match-day planning reads them: the in-season dates they plan, and each date's role. */
export interface FixtureCalendar {
  /** First and last date the fixtures plan (the in-season; within the events read). */
  from: string;
  to: string;
  /** Scheduled match dates read (from two days before `from` to six days after `to`). */
  matchDates: readonly string[];
  /** The real role of a date the fixtures plan; null outside them (then the program's or the season setting's role holds). */
  roleOn(date: string): string | null;
}

/** The events to read for a season's fixtures: from two days before the in-season to six days after it, at most `maxDays` long. */
export function fixtureWindow(settings: Pick<SeasonSettings, 'inseasonStartDate' | 'inseasonEndDate'>, maxDays: number): { from: string; to: string } | null {
  if (settings.inseasonEndDate < settings.inseasonStartDate) return null;
  const from = addDays(settings.inseasonStartDate, -MATCH_REACH.after);
  const wanted = addDays(settings.inseasonEndDate, MATCH_REACH.before);
  const longest = addDays(from, maxDays - 1);
  return { from, to: wanted < longest ? wanted : longest };
}

/**
 * The fixture calendar of a season from the events read over its window (fixtureWindow), or null when no scheduled
 * match falls in the in-season: a team with no fixtures on its calendar plans by the season setting, as before.
 */
export function fixtureCalendar(
  settings: Pick<SeasonSettings, 'inseasonStartDate' | 'inseasonEndDate'>,
  window: { from: string; to: string },
  events: readonly FixtureEvent[],
): FixtureCalendar | null {
  const from = settings.inseasonStartDate;
  const lastRead = addDays(window.to, -MATCH_REACH.before);
  const to = settings.inseasonEndDate < lastRead ? settings.inseasonEndDate : lastRead;
  const matchDates = matchDatesOf(events).filter((d) => d >= window.from && d <= window.to);
  if (to < from || !matchDates.some((d) => d >= from && d <= settings.inseasonEndDate)) return null;
  const role = fixtureRoles(matchDates);
  return { from, to, matchDates, roleOn: (date) => (date >= from && date <= to ? role(date) : null) };
}
