/**
 * Calendar dates as 'YYYY-MM-DD' keys in the browser's local time (the day the user sees), with the
 * spec's week (Monday first). Pure functions; no time zone library needed for whole days.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date of `date` as YYYY-MM-DD. */
export const localDateKey = (date: Date = new Date()) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

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
