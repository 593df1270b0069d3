import { routeQuery, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type CoachDashboard = RouteOutput<'coachDashboard'>;

/**
 * GET /api/coaches/dashboard: the coach's team (the first, or the one chosen on the Teams page), squad, staff and
 * recent activity. The first screen's answer the page carries is looked up by the exact path, so the first team is
 * asked for without ?teamId=. Every action that adds activity declares it changes it.
 */
export const useDashboard = (teamId: string | null) => useQuery(routeQuery('coachDashboard', teamId ? { query: { teamId } } : undefined));
