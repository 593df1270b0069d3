import { CALENDAR_LIMITS } from '@rugby/contracts';
import { badRequest, now, type HttpError } from '@rugby/service-kit';
import { addDays } from './time.ts';

/**
 * A 400 naming the field, shaped like the kit's answer to a failed zod check: the message begins with the field and
 * `details` holds one issue with its path (e.g. `repeat.until` → ['repeat', 'until']).
 */
export function fieldError(field: string, message: string): HttpError {
  const text = message.startsWith(field) ? message : `${field}: ${message}`;
  return badRequest(text, [{ code: 'custom', path: field.split('.'), message: text }]);
}

/** The last date (YYYY-MM-DD) an event may be on, seen from the team's today. */
export const lastAllowedDate = (today: string) => addDays(today, CALENDAR_LIMITS.maxDaysAhead);

/** A date of the team's past (before today) or further ahead than CALENDAR_LIMITS.maxDaysAhead → 400 naming `field`. */
export function checkDateWindow(date: string, today: string, field = 'date'): void {
  if (date < today) throw fieldError(field, `${field} ${date} is in the past`);
  if (date > lastAllowedDate(today))
    throw fieldError(field, `${field} must be within ${CALENDAR_LIMITS.maxDaysAhead} days from today (by ${lastAllowedDate(today)})`);
}

/** A start already past in the team's time zone: `date` when the day is before today, `startTime` when it is today. */
export function checkNotPast(slot: { date: string; startTime: string; startsAt: Date }, today: string): void {
  if (slot.date < today) throw fieldError('date', `date ${slot.date} is in the past`);
  if (slot.startsAt.getTime() <= now().getTime()) throw fieldError('startTime', `startTime ${slot.startTime} has already passed today`);
}

/** Changes, answers and cancellations stop once an event has started. */
export const hasStarted = (event: { startsAt: Date }) => event.startsAt.getTime() <= now().getTime();
