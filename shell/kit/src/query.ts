/**
 * Data fetching for the shell and the remotes: they import TanStack Query ONLY from here (`@rugby/kit/query.ts`),
 * never from '@tanstack/react-query'. The shell provides this module (a shared singleton), so every remote uses the
 * shell's one QueryClient context, while TanStack Query itself stays out of the shared scope and is tree-shaken in
 * the shell's bundle (docs/decisions/007-bundle-budget.md). A kit test fails if an app imports it directly.
 */
export {
  keepPreviousData,
  MutationCache,
  onlineManager,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useIsMutating,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { Mutation, QueryFunction, QueryKey, UseMutationOptions, UseMutationResult, UseQueryResult } from '@tanstack/react-query';
