import { queryOptions, useQuery } from '@rugby/kit/query.ts';
import type { User } from '@rugby/contracts/routes/team';
import { TIMINGS } from '@rugby/contracts/domain';
import { ApiError, apiRequest } from '../api/api-request.ts';

export type CurrentUser = User;

export const authKeys = { currentUser: ['/api/auth/user'] as const };

/** GET /api/auth/user; a 401 means signed out (null), any other failure is an error. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiRequest<CurrentUser>('GET', '/api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: authKeys.currentUser, queryFn: fetchCurrentUser, staleTime: TIMINGS.currentUserCacheMs, retry: false });

/** The signed-in user (null when signed out), cached 5 minutes, never retried. */
export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  return { user: query.data ?? null, isLoading: query.isPending, error: query.error, refetch: query.refetch };
}

/** 'First Last', or the e-mail when the user has no name. */
export function displayName(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}
