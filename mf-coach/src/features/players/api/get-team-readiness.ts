import { routeQuery, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type TeamReadiness = RouteOutput<'teamReadiness'>;

/** GET /api/teams/:teamId/readiness: every player's check-in and session report for the team's today. */
export const useTeamReadiness = (teamId: string) => useQuery(routeQuery('teamReadiness', { params: { teamId }, query: {} }));
