import { routeQuery, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type ProgressHistory = RouteOutput<'playerProgressHistory'>;
export type WeekSummary = ProgressHistory['weeks'][number];

export const progressHistoryQueryOptions = (weeks: number) => routeQuery('playerProgressHistory', { query: { weeks } });

/** GET /api/player/progress/history?weeks=: this week and the weeks before it, oldest first. */
export const useProgressHistory = (weeks: number) => useQuery(progressHistoryQueryOptions(weeks));
