import { useRouteMutation } from '@rugby/kit';
import type { CalendarFeedKind } from '@rugby/contracts/calendar';

/** POST /api/teams/:teamId/calendar-feeds/rotate: the old address stops working, a new one is made. */
export const useRotateCalendarFeed = (teamId: string) =>
  useRouteMutation('rotateCalendarFeed', { input: (feed: CalendarFeedKind) => ({ params: { teamId }, body: { feed } }) });
