import { apiRequest } from '@rugby/kit';
import { useMutation, useQueryClient } from '@rugby/kit/query.ts';
import { teamMessagesKeys } from '@rugby/kit/api/team-messages.ts';

export const markMessageRead = (messageId: string) =>
  apiRequest<{ id: string; readCount: number; totalRecipients: number }>('POST', `/api/messages/${encodeURIComponent(messageId)}/read`);

/** POST /api/messages/:id/read, then refreshes the team's messages. */
export function useMarkMessageRead(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamMessagesKeys.team(teamId) }),
  });
}
