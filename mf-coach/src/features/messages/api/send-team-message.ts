import type { sendMessageBody } from '@rugby/contracts/routes/messaging';
import { apiRequest } from '@rugby/kit';
import { useMutation, useQueryClient } from '@rugby/kit/query.ts';
import type { z } from 'zod';
import { teamMessagesKeys, type TeamMessage } from '@rugby/kit/api/team-messages.ts';

export type SendMessageInput = z.input<typeof sendMessageBody>;

export const sendTeamMessage = (teamId: string, input: SendMessageInput) =>
  apiRequest<TeamMessage>('POST', `/api/teams/${encodeURIComponent(teamId)}/messages`, input);

/** POST /api/teams/{teamId}/messages; refreshes the list. */
export function useSendTeamMessage(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendTeamMessage(teamId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamMessagesKeys.team(teamId) }),
  });
}
