import { useMutation, useQueryClient } from '@rugby/kit/query.ts';
import { useNavigate } from '../router.ts';
import { callRoute } from '../api/routes.ts';
import { resetCacheForUser } from './reset-cache.ts';

let lastSignOutTo: string | null = null;

/**
 * Where the last Logout of this page went (null: none since the page loaded or since the last sign-in). A page for
 * signed-in users that sees its user gone goes there too, so it and the Logout agree on where the user lands.
 */
export const signedOutTo = () => lastSignOutTo;

/** A sign-in: a later loss of the session is not a Logout. */
export const forgetSignOut = () => {
  lastSignOutTo = null;
};

/**
 * POST /api/auth/logout, then (even when the call fails: the failure is only logged) drop every cached
 * coach and player datum, mark the user signed out and go to `goTo` (default /login).
 */
export function useLogout({ goTo = '/login' }: { goTo?: string } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => callRoute('authLogout'),
    onError: (error) => console.warn('Logout failed', error),
    onSettled: () => {
      lastSignOutTo = goTo;
      resetCacheForUser(queryClient, null);
      void navigate(goTo);
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
