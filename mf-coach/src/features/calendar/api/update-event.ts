import { useRouteMutation, type RouteInput } from '@rugby/kit';

export type UpdateEventInput = RouteInput<'updateEvent'>['body'];

/** PATCH /api/events/:eventId: only the fields given change (scope 'following': and the later occurrences of its series). */
export const useUpdateEvent = () =>
  useRouteMutation('updateEvent', { input: ({ eventId, body }: { eventId: string; body: UpdateEventInput }) => ({ params: { eventId }, body }) });
