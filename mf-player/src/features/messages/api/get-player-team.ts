import { routeQuery } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export const playerTeamQueryOptions = () => routeQuery('playerTeam');

/** GET /api/player/team: the player's team id (null without a team). */
export const usePlayerTeam = () => useQuery(playerTeamQueryOptions());
