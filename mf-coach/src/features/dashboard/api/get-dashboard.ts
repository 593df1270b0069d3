import type { dashboardSchema } from '@rugby/contracts/routes/team';
import { apiRequest } from '@rugby/kit';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';
import type { z } from 'zod';

export type CoachDashboard = z.infer<typeof dashboardSchema>;

export const dashboardKeys = { all: ['/api/coaches/dashboard'] as const };

export const getDashboard = () => apiRequest<CoachDashboard>('GET', '/api/coaches/dashboard');

export const dashboardQueryOptions = () => queryOptions({ queryKey: dashboardKeys.all, queryFn: getDashboard });

/** GET /api/coaches/dashboard: the coach's team, squad, staff and recent activity. */
export const useDashboard = () => useQuery(dashboardQueryOptions());
