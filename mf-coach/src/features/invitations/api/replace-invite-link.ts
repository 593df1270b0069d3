import { apiRequest } from '@rugby/kit';
import { useMutation, useQueryClient } from '@rugby/kit/query.ts';
import { dashboardKeys } from '../../dashboard/api/get-dashboard.ts';

/** POST /api/teams/:teamId/invite-code: a new team join link; the old one stops working. Refreshes the dashboard. */
export function useReplaceInviteLink(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ inviteCode: string }>('POST', `/api/teams/${encodeURIComponent(teamId)}/invite-code`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
