import { dayLabel } from '@rugby/contracts/calendar';
import { addDaysToKey, weekOfKey } from '@rugby/kit/lib/calendar.ts';
import type { CalendarEvent } from '../api/get-team-events.ts';

/** '90 min', '2 h', '1 h 30 min'. */
export function durationText(minutes: number) {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${minutes / 60} h`;
}

/** 'Sat 14 Mar · Kick-off 15:00 · 2 h' / 'Tue 10 Mar · 18:30 · 1 h 30 min'. */
export const whenText = (event: Pick<CalendarEvent, 'kind' | 'date' | 'startTime' | 'durationMinutes'>) =>
  `${dayLabel(event.date)} · ${event.kind === 'match' ? 'Kick-off ' : ''}${event.startTime} · ${durationText(event.durationMinutes)}`;

export interface Counts {
  available: number;
  unavailable: number;
  maybe: number;
  noResponse: number;
}

/** '12 available · 3 unavailable · 2 maybe · 8 no answer'. */
export const countsText = (c: Counts) => `${c.available} available · ${c.unavailable} unavailable · ${c.maybe} maybe · ${c.noResponse} no answer`;

export interface WeekGroup<E> {
  weekStart: string;
  label: string;
  events: E[];
}

/** Events (in start order) by their week, Monday first, labelled from the team's today: 'This week', 'Next week', 'Week of Mon 23 Mar'. */
export function byWeek<E extends { date: string }>(events: readonly E[], today: string): WeekGroup<E>[] {
  const thisWeek = weekOfKey(today).weekStart;
  const nextWeek = addDaysToKey(thisWeek, 7);
  const groups: WeekGroup<E>[] = [];
  for (const event of events) {
    const { weekStart } = weekOfKey(event.date);
    let group = groups.find((g) => g.weekStart === weekStart);
    if (!group) {
      const label = weekStart === thisWeek ? 'This week' : weekStart === nextWeek ? 'Next week' : `Week of ${dayLabel(weekStart)}`;
      group = { weekStart, label, events: [] };
      groups.push(group);
    }
    group.events.push(event);
  }
  return groups;
}
