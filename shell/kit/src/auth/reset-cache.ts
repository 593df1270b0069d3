import type { QueryClient } from '@rugby/kit/query.ts';
import { authKeys, type CurrentUser } from './current-user.ts';

/**
 * Discards every cached datum of the previous user and records the new one (null: signed out). The
 * current-user query itself is updated in place, not removed, so mounted observers (the top bar) see it.
 */
export function resetCacheForUser(queryClient: QueryClient, user: CurrentUser | null): void {
  void queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.currentUser[0] });
  queryClient.setQueryData(authKeys.currentUser, user);
}
