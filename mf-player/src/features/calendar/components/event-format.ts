import { dayLabel } from '@rugby/contracts/calendar';
import type { PlayerEvent } from '../api/get-team-events.ts';

/** 'Sat 5 Dec · Kick-off 15:00' / 'Thu 3 Dec · 18:30'. */
export const whenText = (event: Pick<PlayerEvent, 'kind' | 'date' | 'startTime'>) =>
  `${dayLabel(event.date)} · ${event.kind === 'match' ? 'Kick-off ' : ''}${event.startTime}`;
