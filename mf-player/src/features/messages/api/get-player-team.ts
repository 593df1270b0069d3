import { apiRequest } from '@rugby/kit';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';

export const playerTeamKeys = { team: ['/api/player/team'] as const };

export const getPlayerTeam = () => apiRequest<{ teamId: string | null }>('GET', '/api/player/team');

export const playerTeamQueryOptions = () => queryOptions({ queryKey: playerTeamKeys.team, queryFn: getPlayerTeam });

/** GET /api/player/team: the player's team id (null without a team). */
export const usePlayerTeam = () => useQuery(playerTeamQueryOptions());
