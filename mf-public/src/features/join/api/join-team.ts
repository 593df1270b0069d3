import { routeKey, useRouteMutation, type RouteInput, type RouteOutput } from '@rugby/kit';
import { useQueryClient } from '@rugby/kit/query.ts';

export type JoinInput = RouteInput<'joinInvitation'>['body'];
export type JoinResult = RouteOutput<'joinInvitation'>;

/** POST /api/invitations/{inviteCode}/join: creates the account and joins the team; the used invitation is forgotten. */
export function useJoinTeam(inviteCode: string) {
  const queryClient = useQueryClient();
  return useRouteMutation('joinInvitation', {
    input: (body: JoinInput) => ({ params: { inviteCode }, body }),
    onSuccess: () => queryClient.removeQueries({ queryKey: routeKey('getInvitation', { params: { inviteCode } }) }),
  });
}
