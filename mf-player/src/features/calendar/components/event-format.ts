import { dateOfKey } from '@rugby/kit/lib/calendar.ts';
import type { PlayerEvent } from '../api/get-team-events.ts';

/**
 * The team's date and wall-clock time exactly as the server gives them (never converted to the browser's time zone);
 * only whether an event has started compares instants.
 */
export const dayLabel = (date: string) => dateOfKey(date).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });

/** 'Sat 5 Dec · Kick-off 15:00' / 'Thu 3 Dec · 18:30'. */
export const whenText = (event: Pick<PlayerEvent, 'kind' | 'date' | 'startTime'>) =>
  `${dayLabel(event.date)} · ${event.kind === 'match' ? 'Kick-off ' : ''}${event.startTime}`;

export const hasStarted = (event: Pick<PlayerEvent, 'startsAt'>, now = Date.now()) => Date.parse(event.startsAt) <= now;
