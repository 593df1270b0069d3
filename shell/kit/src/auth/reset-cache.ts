import type { QueryClient } from '@rugby/kit/query.ts';
import { forgetUserData } from '../offline/offline-writes.ts';
import { authKeys, type CurrentUser } from './current-user.ts';

/**
 * Discards every cached datum of the previous user and records the new one (null: signed out). The
 * current-user query itself is updated in place, not removed, so mounted observers (the top bar) see it. The writes
 * still queued offline leave with their user, and the service worker's copies of pages and reads are deleted.
 */
export function resetCacheForUser(queryClient: QueryClient, user: CurrentUser | null): void {
  void queryClient.cancelQueries();
  forgetUserData(queryClient);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.currentUser[0] });
  queryClient.setQueryData(authKeys.currentUser, user);
}
