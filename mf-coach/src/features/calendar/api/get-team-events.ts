import { routeQuery, type RouteOutput } from '@rugby/kit';
import { addDaysToKey } from '@rugby/kit/lib/calendar.ts';
import { useQuery } from '@rugby/kit/query.ts';

export type TeamEvents = RouteOutput<'teamEvents'>;
export type CalendarEvent = TeamEvents['events'][number];

/** How far back the calendar lists past events (to take their attendance). */
export const RECENT_DAYS = 14;

/** GET /api/teams/:teamId/events with the server's default range: the team's today to 8 weeks ahead. */
export const useUpcomingEvents = (teamId: string) => useQuery(routeQuery('teamEvents', { params: { teamId } }));

/**
 * The RECENT_DAYS before the team's today (`today` as the server gave it in the upcoming answer, so the browser never
 * works out the team's date): events whose attendance the coach may still take.
 */
export const useRecentEvents = (teamId: string, today: string | undefined) =>
  useQuery({
    ...routeQuery('teamEvents', {
      params: { teamId },
      query: today ? { from: addDaysToKey(today, -RECENT_DAYS), to: addDaysToKey(today, -1) } : {},
    }),
    enabled: !!today,
  });
