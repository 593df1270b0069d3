import { routeQuery, type RouteOutput } from '@rugby/kit';
import { weekOfKey } from '@rugby/kit/lib/calendar.ts';
import { useQuery } from '@rugby/kit/query.ts';

export type PlayerProgress = RouteOutput<'playerProgress'>;

/**
 * The week (Monday to Sunday) holding `date`, asked for as { weekStart, weekEnd } in that order (the page carries the
 * first answer by that path); the day is the key's scope, as the answer's 'today' part changes with it.
 */
export const playerProgressQueryOptions = (date: string) => {
  const { weekStart, weekEnd } = weekOfKey(date);
  return routeQuery('playerProgress', { query: { weekStart, weekEnd } }, date);
};

/** GET /api/player/progress?weekStart&weekEnd: this week's percent, its days and today. */
export const usePlayerProgress = (date: string) => useQuery(playerProgressQueryOptions(date));
