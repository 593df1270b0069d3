import type { trainingProgramRoutes } from '@rugby/contracts/routes/training-program';
import { apiRequest } from '@rugby/kit';
import { useMutation } from '@rugby/kit/query.ts';
import type { z } from 'zod';

export type GenerateTrainingInput = z.input<(typeof trainingProgramRoutes.coachGenerateTraining)['body']>;

/** POST /api/coach/generate-training: one whole-squad session as program text. */
export const generateTraining = (input: GenerateTrainingInput) => apiRequest<{ program: string }>('POST', '/api/coach/generate-training', input);

export const useGenerateTraining = () => useMutation({ mutationFn: generateTraining });
