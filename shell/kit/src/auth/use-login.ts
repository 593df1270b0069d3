import { useMutation, useQueryClient } from '@rugby/kit/query.ts';
import { apiRequest } from '../api/api-request.ts';
import type { CurrentUser } from './current-user.ts';
import { resetCacheForUser } from './reset-cache.ts';
import { forgetSignOut } from './use-logout.ts';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/auth/login; on success the cache starts over with the signed-in user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<CurrentUser>('POST', '/api/auth/login', input),
    onSuccess: (user) => {
      forgetSignOut();
      resetCacheForUser(queryClient, user);
    },
  });
}
