import { routeQuery, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type CoachDashboard = RouteOutput<'coachDashboard'>;

/**
 * GET /api/coaches/dashboard: the coach's team, squad, staff and recent activity. The first screen's answer the page
 * carries is looked up by this exact path (no query). Every action that adds activity declares it changes it.
 */
export const useDashboard = () => useQuery(routeQuery('coachDashboard'));
