import { useRouteMutation, type RouteInput } from '@rugby/kit';

export type CreateFeedbackInput = NonNullable<RouteInput<'createFeedback'>['body']>;

/** POST /api/feedback (signed in or not). */
export const useCreateFeedback = () => useRouteMutation('createFeedback', { input: (body: CreateFeedbackInput) => ({ body }) });
