import { useRouteMutation, type RouteInput } from '@rugby/kit';

export type CreateEventInput = RouteInput<'createEvent'>['body'];

/** POST /api/teams/:teamId/events: a match or a training session (one-off or weekly); the calendar refreshes. */
export const useCreateEvent = (teamId: string) => useRouteMutation('createEvent', { input: (body: CreateEventInput) => ({ params: { teamId }, body }) });
