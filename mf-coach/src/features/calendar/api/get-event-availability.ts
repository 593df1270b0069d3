import { routeQuery, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type EventAvailability = RouteOutput<'eventAvailability'>;

/** GET /api/events/:eventId/availability: counts, counts by position and every player's answer. */
export const useEventAvailability = (eventId: string) => useQuery(routeQuery('eventAvailability', { params: { eventId } }));
