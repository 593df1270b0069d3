import { useRouteMutation } from '@rugby/kit';

/** POST /api/teams/:teamId/calendar-feeds/rotate for the player's own address: the old one stops working. */
export const useRotatePersonalFeed = (teamId: string) =>
  useRouteMutation('rotateCalendarFeed', { input: (_: void) => ({ params: { teamId }, body: { feed: 'personal' as const } }) });
