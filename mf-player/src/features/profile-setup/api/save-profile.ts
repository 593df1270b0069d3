import type { RouteBody } from '@rugby/contracts/routes/define';
import type { teamRoutes } from '@rugby/contracts/routes/team';
import { apiRequest, authKeys, type CurrentUser } from '@rugby/kit';
import { useMutation, useQueryClient } from '@rugby/kit/query.ts';

export type PlayerProfileInput = RouteBody<typeof teamRoutes.playerProfile>;
export type CoachProfileInput = RouteBody<typeof teamRoutes.coachProfile>;

export const savePlayerProfile = (input: PlayerProfileInput) => apiRequest<CurrentUser>('POST', '/api/player/profile', input);
export const saveCoachProfile = (input: CoachProfileInput) => apiRequest<CurrentUser>('POST', '/api/coach/profile', input);

/** Both profile calls refresh the current user (its userType and details change). */
function useProfileMutation<T>(mutationFn: (input: T) => Promise<CurrentUser>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.currentUser }) });
}

/** POST /api/player/profile {position, height, weight, age}. */
export const useSavePlayerProfile = () => useProfileMutation(savePlayerProfile);
/** POST /api/coach/profile {teamName}. */
export const useSaveCoachProfile = () => useProfileMutation(saveCoachProfile);
