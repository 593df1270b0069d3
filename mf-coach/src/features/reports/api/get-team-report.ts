import { routeQuery, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type TeamReport = RouteOutput<'teamReport'>;
export type ReportRow = TeamReport['players'][number];

/** GET /api/teams/:teamId/report: the last `days` days to the team's today (the server's default end). */
export const useTeamReport = (teamId: string | undefined, from: string | undefined) =>
  useQuery({ ...routeQuery('teamReport', { params: { teamId: teamId ?? '' }, query: from ? { from } : {} }), enabled: !!teamId });
