import type { teamRoutes } from '@rugby/contracts/routes/team';
import { apiRequest } from '@rugby/kit';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';
import type { z } from 'zod';

export type AuthProviders = z.infer<NonNullable<(typeof teamRoutes)['authProviders']['response']>>;

export const authProvidersKeys = { all: ['/api/auth/providers'] as const };

export const getAuthProviders = () => apiRequest<AuthProviders>('GET', '/api/auth/providers');

export const authProvidersQueryOptions = () => queryOptions({ queryKey: authProvidersKeys.all, queryFn: getAuthProviders, retry: false });

/** GET /api/auth/providers: whether the external (OpenID Connect) sign-in is configured, and the test path enabled. */
export const useAuthProviders = () => useQuery(authProvidersQueryOptions());
