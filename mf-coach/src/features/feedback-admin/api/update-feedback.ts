import type { Feedback } from '@rugby/contracts/routes/feedback';
import type { FEEDBACK_SETTABLE_STATUSES } from '@rugby/contracts/domain';
import { apiRequest } from '@rugby/kit';
import { useMutation, useQueryClient } from '@rugby/kit/query.ts';
import { feedbackKeys } from './list-feedback.ts';

export type FeedbackSettableStatus = (typeof FEEDBACK_SETTABLE_STATUSES)[number];

export interface UpdateFeedbackInput {
  id: string;
  status: FeedbackSettableStatus;
  response: string;
}

/** PATCH /api/feedback/:id with the status, and the response only when one was written. */
export function updateFeedback({ id, status, response }: UpdateFeedbackInput) {
  const trimmed = response.trim();
  return apiRequest<Feedback>('PATCH', `/api/feedback/${encodeURIComponent(id)}`, trimmed ? { status, response: trimmed } : { status });
}

export function useUpdateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
