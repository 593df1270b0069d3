import type { MutationRouteId } from '@rugby/contracts';
import { MutationCache, QueryClient } from '@rugby/kit/query.ts';
import { OFFLINE_WRITE_ROUTES, OFFLINE_WRITES_SCOPE, retryOfflineWrite } from '../offline/offline-writes.ts';
import { callRoute, refreshChangedBy, routeQueryFn } from './routes.ts';

/**
 * The spec's defaults: no refetch on focus, no automatic retries, and data kept until something changes it: every
 * route mutation refreshes the routes it declares it changes (routes.ts), and server events refresh what other
 * people changed (server-push.ts). One client, made by the shell. The player's writes at training wait for the signal
 * (offline/offline-writes.ts).
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      // Not awaited: the caller hears of success at once (a toast, a dialog closing) while the screens behind refetch.
      // Awaiting would refresh first, and a component the new answers unmount (a push form once its program shows
      // 'Already Pushed') would never run its own success callbacks.
      onSuccess: (_data, _variables, _context, mutation) => {
        const route = mutation.meta?.route as MutationRouteId | undefined;
        if (route) void refreshChangedBy(queryClient, route);
      },
    }),
    defaultOptions: {
      // 'offlineFirst': a read is asked even when the browser is offline, as the service worker may have its last
      // answer (docs/decisions/022); without one it fails at once, as it did online.
      queries: { queryFn: routeQueryFn, staleTime: Infinity, refetchOnWindowFocus: false, retry: false, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
  // The writes queued offline: one queue, retried until sent, and sendable by a later page (restored from storage, a
  // mutation has only its key and variables, the route's input: docs/decisions/022).
  for (const id of OFFLINE_WRITE_ROUTES) {
    queryClient.setMutationDefaults([id], { mutationFn: (input) => callRoute(id, input as never), scope: OFFLINE_WRITES_SCOPE, retry: retryOfflineWrite });
  }
  return queryClient;
}
