import { routeQuery, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type TrainingRecord = RouteOutput<'playerTrainingRecord'>;

/** GET /api/player/training-record?weeks=: compliance, load, ratio and readiness week by week since joining, best sets, streaks. */
export const useTrainingRecord = (weeks: number) => useQuery(routeQuery('playerTrainingRecord', { query: { weeks } }));
