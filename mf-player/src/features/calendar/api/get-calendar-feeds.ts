import { routeQuery } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

/** GET /api/teams/:teamId/calendar-feeds: the player's private .ics address (their own events). */
export const useCalendarFeeds = (teamId: string) => useQuery(routeQuery('calendarFeeds', { params: { teamId } }));
