import { useRouteMutation, type RouteInput } from '@rugby/kit';

export type AvailabilityInput = RouteInput<'setAvailability'>['body'];

/** PUT /api/events/:eventId/availability: the player's own answer; the calendar refreshes. */
export const useSetAvailability = () =>
  useRouteMutation('setAvailability', { input: ({ eventId, body }: { eventId: string; body: AvailabilityInput }) => ({ params: { eventId }, body }) });
