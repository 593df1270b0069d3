import { routeQuery } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

/**
 * GET /api/teams/:teamId/readiness?date=: who of the team logged training that day (training-program's records: a
 * session report, the squad's session completed, or any of its items ticked or logged). The attendance sheet marks
 * them present where the team service had nothing to go on.
 */
export function useSessionsLogged(teamId: string, date: string) {
  return useQuery({
    ...routeQuery('teamReadiness', { params: { teamId }, query: { date } }),
    select: (answer) => new Set(answer.players.filter((p) => p.session || p.trained).map((p) => p.playerId)),
  });
}
