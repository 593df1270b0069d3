import { routeQuery, type RouteOutput } from '@rugby/kit';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';

export type AuthProviders = RouteOutput<'authProviders'>;

export const authProvidersQueryOptions = () => queryOptions({ ...routeQuery('authProviders'), retry: false });

/** GET /api/auth/providers: whether the external (OpenID Connect) sign-in is configured, and the test path enabled. */
export const useAuthProviders = () => useQuery(authProvidersQueryOptions());
