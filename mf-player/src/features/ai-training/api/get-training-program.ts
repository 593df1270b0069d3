import { routeQuery, type RouteOutput } from '@rugby/kit';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';

export type PlayerProgram = NonNullable<RouteOutput<'playerTrainingProgram'>['program']>;

export const trainingProgramQueryOptions = () => queryOptions({ ...routeQuery('playerTrainingProgram'), retry: false });

/** GET /api/player/training-program: the player's weekly AI program (null when none); no retry on failure. */
export const useTrainingProgram = () => useQuery(trainingProgramQueryOptions());
