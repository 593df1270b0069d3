import { routeQuery } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

/** GET /api/teams/:teamId/calendar-feeds: the private .ics addresses (the coach's own, and the team's). */
export const useCalendarFeeds = (teamId: string) => useQuery(routeQuery('calendarFeeds', { params: { teamId } }));
