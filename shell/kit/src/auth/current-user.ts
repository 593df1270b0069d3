import { queryOptions, useQuery, type QueryClient } from '@rugby/kit/query.ts';
import type { User } from '@rugby/contracts/routes/team';
import { TIMINGS } from '@rugby/contracts/domain';
import { ApiError, carriedAnswer } from '../api/api-request.ts';
import { callRoute, routeKey, routePath } from '../api/routes.ts';

export type CurrentUser = User;

/** The signed-in user's key: the authUser route's, holding null when signed out. */
export const authKeys = { currentUser: routeKey('authUser') };

/** GET /api/auth/user; a 401 means signed out (null), any other failure is an error. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await callRoute('authUser');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: authKeys.currentUser, queryFn: fetchCurrentUser, staleTime: TIMINGS.currentUserCacheMs, retry: false });

/**
 * Puts the user the page carries (docs/decisions/017) in the cache before the app's first render, so that render
 * draws the page rather than the splash. Without a readable carried answer the query asks the server as before.
 */
export function primeCurrentUser(queryClient: QueryClient): void {
  const carried = carriedAnswer<CurrentUser>(routePath('authUser'));
  if (!carried) return;
  if ('data' in carried) queryClient.setQueryData(authKeys.currentUser, carried.data);
  else if (carried.error.status === 401) queryClient.setQueryData(authKeys.currentUser, null);
}

/** The signed-in user (null when signed out), cached 5 minutes, never retried. */
export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  return { user: query.data ?? null, isLoading: query.isPending, error: query.error, refetch: query.refetch };
}

/**
 * The signed-in user as the app already knows it (null when signed out or not known yet), without asking the server:
 * for parts of screens the shell draws once it has resolved the user (the public pages' header, the join page).
 */
export function useKnownUser(): CurrentUser | null {
  return useQuery({ ...currentUserQueryOptions(), enabled: false }).data ?? null;
}

/** 'First Last', or the e-mail when the user has no name (the one rule, in contracts). */
export { displayName } from '@rugby/contracts/domain';
