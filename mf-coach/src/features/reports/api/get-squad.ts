import { routeQuery } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

/** GET /api/teams/:teamId/players/detailed: the squad, to choose whose attendance to show. */
export const useSquad = (teamId: string) => useQuery(routeQuery('playersDetailed', { params: { teamId } }));
