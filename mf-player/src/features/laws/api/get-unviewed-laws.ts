import { routeQuery, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type Law = RouteOutput<'unviewedLaws'>[number];

/** The day is the key's scope (the server does not see it) so the day rollover fetches the new day's laws. */
export const unviewedLawsQueryOptions = (date: string) => routeQuery('unviewedLaws', undefined, date);

/** GET /api/player/unviewed-laws: the laws still to learn (a missed training day's first). */
export const useUnviewedLaws = (date: string) => useQuery(unviewedLawsQueryOptions(date));
