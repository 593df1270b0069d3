import { useRouteMutation, type RouteInput } from '@rugby/kit';

export type CancelEventInput = NonNullable<RouteInput<'cancelEvent'>['body']>;

/** POST /api/events/:eventId/cancel with an optional reason and series scope; the squad is notified. */
export const useCancelEvent = () =>
  useRouteMutation('cancelEvent', { input: ({ eventId, body }: { eventId: string; body: CancelEventInput }) => ({ params: { eventId }, body }) });
