import { routeQuery, type RouteOutput } from '@rugby/kit';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';

export type PlayerTrainingByDate = RouteOutput<'playerTrainingByDate'>;

/** GET /api/players/{playerId}/training/{date}: the team training of that day and the player's recent logs. */
export const usePlayerTraining = (playerId: string, date: string) =>
  useQuery(queryOptions({ ...routeQuery('playerTrainingByDate', { params: { playerId, date } }), staleTime: 30_000 }));
