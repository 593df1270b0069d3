import type { teamSummarySchema } from '@rugby/contracts/routes/team';
import { apiRequest } from '@rugby/kit';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';
import type { z } from 'zod';

export type TeamSummary = z.infer<typeof teamSummarySchema>;

export const teamsKeys = { all: ['/api/teams'] as const };

export const getTeams = () => apiRequest<TeamSummary[]>('GET', '/api/teams');

export const teamsQueryOptions = () => queryOptions({ queryKey: teamsKeys.all, queryFn: getTeams });

/** GET /api/teams: the coach's teams; the first one is used. */
export const useTeams = () => useQuery(teamsQueryOptions());
