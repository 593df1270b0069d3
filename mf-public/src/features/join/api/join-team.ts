import type { joinBody } from '@rugby/contracts/routes/team';
import { apiRequest } from '@rugby/kit';
import { useMutation, useQueryClient } from '@rugby/kit/query.ts';
import type { z } from 'zod';
import { invitationKeys } from './get-invitation.ts';

export type JoinInput = z.input<typeof joinBody>;
export interface JoinResult { message: string; teamId: string; userId: string }

export const joinTeam = (inviteCode: string, input: JoinInput) =>
  apiRequest<JoinResult>('POST', `/api/invitations/${encodeURIComponent(inviteCode)}/join`, input);

/** POST /api/invitations/{inviteCode}/join: creates the account (no session) and joins the team. */
export function useJoinTeam(inviteCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JoinInput) => joinTeam(inviteCode, input),
    onSuccess: () => queryClient.removeQueries({ queryKey: invitationKeys.detail(inviteCode) }),
  });
}
