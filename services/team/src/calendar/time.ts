import { TZDate } from '@date-fns/tz';
import { dayLabel, WEEKDAY_NAMES, type WeekdayName } from '@rugby/contracts';
import { addDays, calendarDate, isoWeekday, now } from '@rugby/service-kit';

/**
 * Wall-clock time of a team ↔ instants (docs/decisions/025). An event's truth is its date (YYYY-MM-DD) and start time
 * (HH:MM) in the team's time zone; the instants are computed here with @date-fns/tz, so a weekly 18:30 session stays
 * 18:30 across daylight-saving changes whatever the server's own time zone.
 */

const MINUTE_MS = 60_000;

/** The instant a wall-clock date and time make in a time zone (a time skipped by a DST change moves forward with it). */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const instant = new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime();
  if (Number.isNaN(instant)) throw new Error(`${date} ${time} is not a time in ${timeZone}`);
  return new Date(instant);
}

/** Start and end instants of an event of `durationMinutes` starting at a wall-clock date and time. */
export function instantsOf(date: string, time: string, durationMinutes: number, timeZone: string): { startsAt: Date; endsAt: Date } {
  const startsAt = instantOf(date, time, timeZone);
  return { startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * MINUTE_MS) };
}

/** The same instant as a date whose fields (hours, day...) read in the time zone: what ical-generator formats. */
export const zonedDate = (instant: Date, timeZone: string) => new TZDate(instant.getTime(), timeZone);

/** Today's date (YYYY-MM-DD) in a team's time zone, by the service clock. */
export const todayIn = (timeZone: string) => calendarDate(now(), timeZone);

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (24 * 60 * MINUTE_MS));

export { addDays, isoWeekday };

/** ISO weekday number (Monday 1 … Sunday 7) of a weekday name. */
export const weekdayNumber = (name: WeekdayName) => WEEKDAY_NAMES.indexOf(name) + 1;

/** 'Tue 1 Dec at 18:30': a team-local date and time as notifications say it. */
export const whenLabel = (date: string, time: string) => `${dayLabel(date)} at ${time}`;
