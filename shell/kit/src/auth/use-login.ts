import { useMutation, useQueryClient } from '@rugby/kit/query.ts';
import { callRoute } from '../api/routes.ts';
import type { CurrentUser } from './current-user.ts';
import { resetCacheForUser } from './reset-cache.ts';
import { forgetSignOut } from './use-logout.ts';

export interface LoginInput {
  email: string;
  password: string;
}

/**
 * POST /api/auth/login; on success the cache starts over with the signed-in user (more than the route's declared
 * change, authUser: another user's data must not stay, so this is a plain mutation that resets the cache).
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput): Promise<CurrentUser> => callRoute('authLogin', { body: input }),
    onSuccess: (user) => {
      forgetSignOut();
      resetCacheForUser(queryClient, user);
    },
  });
}
