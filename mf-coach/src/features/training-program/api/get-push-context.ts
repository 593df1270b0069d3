import { routeQuery } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

/**
 * What the push dialog needs before the coach confirms: the team's today (its calendar date in the team's time zone,
 * from GET /api/programs/today) and how many players the squad has (GET /api/teams/:teamId/players/detailed, the same
 * cached answer as the Players tab's list). Read fresh when the dialog opens.
 */
export function usePushContext(teamId: string) {
  const today = useQuery(routeQuery('programsToday', { query: { teamId } }));
  const squad = useQuery(routeQuery('playersDetailed', { params: { teamId } }));
  return {
    isPending: today.isPending || squad.isPending,
    error: today.error ?? squad.error,
    today: today.data?.date ?? null,
    playerCount: squad.data?.players.length ?? null,
  };
}
