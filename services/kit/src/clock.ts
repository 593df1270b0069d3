/**
 * The one source of "now" for every service. Tests inject a clock with setClock();
 * end-to-end runs may fix it with FIXED_NOW (ISO date-time), honoured only outside production.
 * FIXED_NOW keeps time moving from that instant, so durations still behave.
 */
type Clock = () => Date;

/** A clock that starts at `instant` and moves forward in real time from now. */
export function clockStartingAt(instant: string | Date): Clock {
  const start = new Date(instant).getTime();
  if (Number.isNaN(start)) throw new Error(`not a valid date-time: ${String(instant)}`);
  const realStart = Date.now();
  return () => new Date(start + (Date.now() - realStart));
}

function envClock(): Clock | null {
  const fixed = process.env.FIXED_NOW;
  if (!fixed || process.env.NODE_ENV === 'production') return null;
  return clockStartingAt(fixed);
}

let current: Clock = envClock() ?? (() => new Date());

export const now = (): Date => current();
export function setClock(clock: Clock | Date | string | null): void {
  if (clock === null) current = envClock() ?? (() => new Date());
  else if (typeof clock === 'function') current = clock;
  else {
    const fixed = new Date(clock);
    current = () => new Date(fixed);
  }
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDate(instant: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // Made once per time zone: building an Intl.DateTimeFormat costs far more than formatting with one.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (dateFormats.size < 1000) dateFormats.set(timeZone, format);
  }
  return format.format(instant);
}
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** ISO weekday (Monday = 1 … Sunday = 7) of a YYYY-MM-DD date. */
export function isoWeekday(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** Add days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week containing a YYYY-MM-DD date. */
export const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));

/** The server's time zone, the default for teams. */
export const serverTimeZone = () => process.env.TZ_DEFAULT ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
