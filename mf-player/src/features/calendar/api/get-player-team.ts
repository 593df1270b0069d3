import { routeQuery } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

/** GET /api/player/team: the player's team id (null without a team); the same cached answer the home uses. */
export const usePlayerTeamId = () => useQuery({ ...routeQuery('playerTeam'), select: (data) => data.teamId });
