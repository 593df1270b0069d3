import { useRouteMutation } from '@rugby/kit';

/** POST /api/teams/:teamId/invite-code: a new team join link; the old one stops working. Success refreshes the dashboard. */
export const useReplaceInviteLink = (teamId: string) => useRouteMutation('rotateInviteCode', { input: (_: void) => ({ params: { teamId } }) });
