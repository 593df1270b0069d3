import type { programTodaySchema } from '@rugby/contracts/routes/training-program';
import { apiRequest } from '@rugby/kit';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';
import type { z } from 'zod';

/**
 * What the push dialog needs before the coach confirms: the team's today (its calendar date in the team's time zone,
 * from GET /api/programs/today) and how many players the squad has (GET /api/teams/:teamId/players/detailed). Keys
 * are the URLs (the default query fn's convention), so the Players tab's squad list is the same cache entry.
 */
type ProgramToday = z.infer<typeof programTodaySchema>;

export const pushContextKeys = {
  teamToday: (teamId: string) => ['/api/programs/today', { teamId }] as const,
  squad: (teamId: string) => ['/api/teams', teamId, 'players', 'detailed'] as const,
};

export const getTeamToday = (teamId: string) => apiRequest<ProgramToday>('GET', `/api/programs/today?teamId=${encodeURIComponent(teamId)}`);
export const getSquad = (teamId: string) => apiRequest<{ players: Array<{ playerId: string }> }>('GET', `/api/teams/${encodeURIComponent(teamId)}/players/detailed`);

export const teamTodayQueryOptions = (teamId: string) => queryOptions({ queryKey: pushContextKeys.teamToday(teamId), queryFn: () => getTeamToday(teamId) });
export const squadQueryOptions = (teamId: string) => queryOptions({ queryKey: pushContextKeys.squad(teamId), queryFn: () => getSquad(teamId) });

/** The team's today (YYYY-MM-DD in its time zone) and its number of players, read fresh when the dialog opens. */
export function usePushContext(teamId: string) {
  const today = useQuery(teamTodayQueryOptions(teamId));
  const squad = useQuery(squadQueryOptions(teamId));
  return {
    isPending: today.isPending || squad.isPending,
    error: today.error ?? squad.error,
    today: today.data?.date ?? null,
    playerCount: squad.data?.players.length ?? null,
  };
}
