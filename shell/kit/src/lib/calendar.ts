/**
 * Calendar dates as 'YYYY-MM-DD' keys in the browser's local time (the day the user sees), with the
 * spec's week (Monday first). Pure functions; no time zone library needed for whole days.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date of `date` as YYYY-MM-DD. */
export const localDateKey = (date: Date = new Date()) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** The calendar date (YYYY-MM-DD) in a time zone, e.g. a team's today wherever the browser is. */
export const dateKeyIn = (timeZone: string, date: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** A date key as a local Date at noon (safe across daylight-saving changes). */
export const dateOfKey = (key: string) => {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
};

/** The date key `days` after (or before, when negative) `key`. */
export const addDaysToKey = (key: string, days: number) => {
  const date = dateOfKey(key);
  date.setDate(date.getDate() + days);
  return localDateKey(date);
};

/** ISO weekday of a date key: 1 Monday ... 7 Sunday. */
export const isoWeekdayOfKey = (key: string) => ((dateOfKey(key).getDay() + 6) % 7) + 1;

/** Monday and Sunday of the week holding `key`. */
export const weekOfKey = (key: string) => {
  const weekStart = addDaysToKey(key, 1 - isoWeekdayOfKey(key));
  return { weekStart, weekEnd: addDaysToKey(weekStart, 6) };
};

/** Training days of the spec's week: Monday, Tuesday, Thursday, Friday (ISO 1, 2, 4, 5). */
const TRAINING_WEEKDAYS: readonly number[] = [1, 2, 4, 5];
export const isTrainingDayKey = (key: string) => TRAINING_WEEKDAYS.includes(isoWeekdayOfKey(key));

/** `key` itself when it is a training day, else the next training day. */
export const trainingDayOnOrAfter = (key: string) => {
  let day = key;
  while (!isTrainingDayKey(day)) day = addDaysToKey(day, 1);
  return day;
};

/** 'Thursday, 5 March 2026' (British English, as the app's copy). */
export const longDateOfKey = (key: string) => dateOfKey(key).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** Whether an event has started: the one comparison of instants (the server's startsAt) the calendars make. */
export const hasStarted = (event: { startsAt: string }, now = Date.now()) => Date.parse(event.startsAt) <= now;
