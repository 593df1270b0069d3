import { routeQuery, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type PlayerRecord = RouteOutput<'teamPlayerRecord'>;

/** GET /api/teams/:teamId/players/:playerId/record: the player's record over the last 12 weeks (what their Progress shows). */
export const usePlayerRecord = (teamId: string, playerId: string) =>
  useQuery({ ...routeQuery('teamPlayerRecord', { params: { teamId, playerId }, query: { weeks: 12 } }), staleTime: 60_000 });
