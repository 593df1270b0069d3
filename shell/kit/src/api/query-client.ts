import { QueryClient, type QueryFunction } from '@rugby/kit/query.ts';
import { apiRequest, urlOfQueryKey } from './api-request.ts';

/** The default data query: a GET of the key's segments joined by '/'. */
export const defaultQueryFn: QueryFunction = ({ queryKey }) => apiRequest('GET', urlOfQueryKey(queryKey));

/** The spec's defaults: data never stale, no refetch on focus, no automatic retries. One client, made by the shell. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: defaultQueryFn, staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
