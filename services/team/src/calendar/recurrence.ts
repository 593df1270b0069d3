import { CALENDAR_LIMITS, type WeekdayName } from '@rugby/contracts';
import { fieldError, lastAllowedDate } from './rules.ts';
import { addDays, isoWeekday, weekdayNumber } from './time.ts';

/**
 * The dates of a weekly series (docs/decisions/025: every occurrence is materialised as an Event row): from `date`
 * until `repeat.until`, both included, on the given weekdays (default: the weekday of `date`). Refused with 400 naming
 * the field when repeat.until is before date or beyond CALENDAR_LIMITS.maxDaysAhead, when the series would make more
 * than CALENDAR_LIMITS.maxOccurrences sessions, or when no weekday falls in the range.
 */
export function seriesDates(
  date: string,
  repeat: { weekdays?: readonly WeekdayName[]; until: string },
  today: string,
): { dates: string[]; weekdays: number[] } {
  if (repeat.until < date) throw fieldError('repeat.until', `repeat.until ${repeat.until} must not be before date ${date}`);
  if (repeat.until > lastAllowedDate(today))
    throw fieldError('repeat.until', `repeat.until must be within ${CALENDAR_LIMITS.maxDaysAhead} days from today (by ${lastAllowedDate(today)})`);
  const weekdays = repeat.weekdays?.length ? [...new Set(repeat.weekdays.map(weekdayNumber))].sort((a, b) => a - b) : [isoWeekday(date)];
  const dates: string[] = [];
  for (let day = date; day <= repeat.until; day = addDays(day, 1)) {
    if (!weekdays.includes(isoWeekday(day))) continue;
    dates.push(day);
    if (dates.length > CALENDAR_LIMITS.maxOccurrences) {
      throw fieldError(
        'repeat.until',
        `repeat.until makes more than ${CALENDAR_LIMITS.maxOccurrences} sessions; choose an earlier end date (a series has at most ${CALENDAR_LIMITS.maxOccurrences})`,
      );
    }
  }
  if (!dates.length) throw fieldError('repeat.weekdays', 'repeat.weekdays: none of these weekdays falls between date and repeat.until');
  return { dates, weekdays };
}
