import type { User } from '@rugby/contracts/routes/team';
import { apiRequest, authKeys } from '@rugby/kit';
import { useMutation, useQueryClient } from '@rugby/kit/query.ts';

export type ProfileType = 'coach' | 'player';

/** POST /api/users/create-profile; success refreshes the current user. */
export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userType: ProfileType) => apiRequest<User>('POST', '/api/users/create-profile', { userType }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.currentUser }),
  });
}
