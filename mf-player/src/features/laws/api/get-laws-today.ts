import { routeQuery, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type LawOfTheDay = RouteOutput<'lawsToday'>[number];

/** The day is the key's scope (the server does not see it) so the day rollover fetches the new day's laws. */
export const lawsTodayQueryOptions = (date: string) => routeQuery('lawsToday', undefined, date);

/** GET /api/player/laws-today: all of today's laws in order, each with its viewed ('Learned!') state. */
export const useLawsToday = (date: string) => useQuery(lawsTodayQueryOptions(date));
