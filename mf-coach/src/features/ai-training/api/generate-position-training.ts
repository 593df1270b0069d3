import type { trainingProgramRoutes } from '@rugby/contracts/routes/training-program';
import { apiRequest } from '@rugby/kit';
import { useMutation } from '@rugby/kit/query.ts';
import type { z } from 'zod';

export type GeneratePositionTrainingInput = z.input<(typeof trainingProgramRoutes.coachGeneratePositionTraining)['body']>;

/** POST /api/coach/generate-position-training: one session for a position's group as program text. */
export const generatePositionTraining = (input: GeneratePositionTrainingInput) =>
  apiRequest<{ program: string }>('POST', '/api/coach/generate-position-training', input);

export const useGeneratePositionTraining = () => useMutation({ mutationFn: generatePositionTraining });
