import type { FEEDBACK_SETTABLE_STATUSES } from '@rugby/contracts/domain';
import { useRouteMutation } from '@rugby/kit';

export type FeedbackSettableStatus = (typeof FEEDBACK_SETTABLE_STATUSES)[number];

export interface UpdateFeedbackInput {
  id: string;
  status: FeedbackSettableStatus;
  response: string;
}

/** PATCH /api/feedback/:id with the status, and the response only when one was written; success refreshes the lists. */
export function useUpdateFeedback() {
  return useRouteMutation('updateFeedback', {
    input: ({ id, status, response }: UpdateFeedbackInput) => {
      const trimmed = response.trim();
      return { params: { id }, body: trimmed ? { status, response: trimmed } : { status } };
    },
  });
}
