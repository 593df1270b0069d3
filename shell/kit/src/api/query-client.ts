import type { MutationRouteId } from '@rugby/contracts';
import { MutationCache, QueryClient } from '@rugby/kit/query.ts';
import { refreshChangedBy, routeQueryFn } from './routes.ts';

/**
 * The spec's defaults: no refetch on focus, no automatic retries, and data kept until something changes it: every
 * route mutation refreshes the routes it declares it changes (routes.ts), and server events refresh what other
 * people changed (server-push.ts). One client, made by the shell.
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
      queries: { queryFn: routeQueryFn, staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
