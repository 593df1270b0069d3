import { RECOVERY_ISO_WEEKDAYS, REST_ISO_WEEKDAY, TRAINING_ISO_WEEKDAYS } from '@rugby/contracts';
import { addDays, isoWeekday } from '@rugby/service-kit';

/** Whole days from one calendar date (YYYY-MM-DD) to another (negative when `to` is before `from`). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The training week: Monday, Tuesday, Thursday, Friday train; Wednesday rests; weekends recover. */
export type DayKind = 'training' | 'rest' | 'recovery';

export function dayKind(date: string): DayKind {
  const weekday = isoWeekday(date);
  if ((TRAINING_ISO_WEEKDAYS as readonly number[]).includes(weekday)) return 'training';
  if (weekday === REST_ISO_WEEKDAY) return 'rest';
  if ((RECOVERY_ISO_WEEKDAYS as readonly number[]).includes(weekday)) return 'recovery';
  throw new Error(`no weekday for ${date}`);
}

/** The date itself when it is a training day, else the next training day. */
export function trainingDayOnOrAfter(date: string): string {
  let d = date;
  while (dayKind(d) !== 'training') d = addDays(d, 1);
  return d;
}

/** Number of training days from `from` to `to`, both included (0 when `to` is before `from`). */
export function trainingDaysBetween(from: string, to: string): number {
  if (to < from) return 0;
  const days = daysBetween(from, to) + 1;
  const fullWeeks = Math.floor(days / 7);
  let count = fullWeeks * TRAINING_ISO_WEEKDAYS.length;
  for (let d = addDays(from, fullWeeks * 7); d <= to; d = addDays(d, 1)) if (dayKind(d) === 'training') count += 1;
  return count;
}
