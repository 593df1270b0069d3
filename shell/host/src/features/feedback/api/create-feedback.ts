import type { Feedback } from '@rugby/contracts/routes/feedback';
import type { FeedbackFeatureArea, FeedbackType } from '@rugby/contracts/domain';
import { apiRequest } from '@rugby/kit';
import { useMutation } from '@rugby/kit/query.ts';

export interface CreateFeedbackInput {
  type: FeedbackType;
  feature?: FeedbackFeatureArea;
  rating: number;
  title: string;
  description: string;
  email?: string;
  /** Path of the page the feedback was sent from. */
  page: string;
}

export const createFeedback = (input: CreateFeedbackInput) => apiRequest<Feedback>('POST', '/api/feedback', input);

export function useCreateFeedback() {
  return useMutation({ mutationFn: createFeedback });
}
