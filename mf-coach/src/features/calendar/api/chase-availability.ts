import { useRouteMutation } from '@rugby/kit';

/** POST /api/events/:eventId/chase: asks every player who has not answered -> {message, chased}. */
export const useChaseAvailability = () => useRouteMutation('chaseAvailability', { input: (eventId: string) => ({ params: { eventId } }) });
