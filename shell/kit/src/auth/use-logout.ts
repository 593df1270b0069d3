import { useMutation, useQueryClient } from '@rugby/kit/query.ts';
import { useNavigate } from '../router.ts';
import { apiRequest } from '../api/api-request.ts';
import { resetCacheForUser } from './reset-cache.ts';

/**
 * POST /api/auth/logout, then (even when the call fails: the failure is only logged) drop every cached
 * coach and player datum, mark the user signed out and go to /login.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onError: (error) => console.warn('Logout failed', error),
    onSettled: () => {
      resetCacheForUser(queryClient, null);
      void navigate('/login');
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
