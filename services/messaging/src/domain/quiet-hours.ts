/**
 * Quiet hours: a daily window of local wall-clock time (HH:MM to HH:MM, in the person's time zone) when non-urgent
 * notifications wait. A start later than the end crosses midnight (22:00–07:00). Computed with Intl only, so a
 * daylight-saving change inside the window moves the end instant with the wall clock.
 */

export interface QuietHours {
  start: string;
  end: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (formats.size < 1000) formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of an instant in a time zone, as if it were UTC (ms). */
function wallClockMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatOf(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** The time zone's offset from UTC at an instant (ms; +13 h in Auckland in summer). */
const offsetAt = (instant: number, timeZone: string) => wallClockMs(Math.floor(instant / 1000) * 1000, timeZone) - Math.floor(instant / 1000) * 1000;

/**
 * The instant a local date and time (YYYY-MM-DD, HH:MM) happens in a time zone. A time skipped by a daylight-saving
 * change (02:30 on the spring-forward night) gives the instant the clocks show it would have been, i.e. just after the jump.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  const first = asUtc - offsetAt(asUtc, timeZone);
  const second = asUtc - offsetAt(first, timeZone);
  return new Date(second);
}

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * When the quiet hours that `at` falls in end (the instant), or null when `at` is outside quiet hours (or there are
 * none): a non-urgent notification made at `at` is delivered then.
 */
export function quietHoursEnd(at: Date, quiet: QuietHours | null, timeZone: string): Date | null {
  if (!quiet || quiet.start === quiet.end) return null;
  const wall = new Date(wallClockMs(at.getTime(), timeZone));
  const today = wall.toISOString().slice(0, 10);
  const minute = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start < end) return minute >= start && minute < end ? zonedInstant(today, quiet.end, timeZone) : null;
  // Across midnight: late evening ends tomorrow morning, early morning ends this morning.
  if (minute >= start) return zonedInstant(nextDate(today), quiet.end, timeZone);
  if (minute < end) return zonedInstant(today, quiet.end, timeZone);
  return null;
}
