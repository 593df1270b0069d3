import type { playerProgramSchema } from '@rugby/contracts/routes/training-program';
import { apiRequest } from '@rugby/kit';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';
import type { z } from 'zod';

export type PlayerProgram = z.infer<typeof playerProgramSchema>;

export const trainingProgramKeys = { current: ['/api/player/training-program'] as const };

export const getTrainingProgram = () => apiRequest<{ program: PlayerProgram | null }>('GET', '/api/player/training-program');

export const trainingProgramQueryOptions = () => queryOptions({ queryKey: trainingProgramKeys.current, queryFn: getTrainingProgram, retry: false });

/** GET /api/player/training-program: the player's weekly AI program (null when none); no retry on failure. */
export const useTrainingProgram = () => useQuery(trainingProgramQueryOptions());
