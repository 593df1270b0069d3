import type { trainingProgramRoutes } from '@rugby/contracts/routes/training-program';
import { apiRequest } from '@rugby/kit';
import { useMutation } from '@rugby/kit/query.ts';
import type { z } from 'zod';

type Route = typeof trainingProgramRoutes.customizeProgram;
export type CustomizeProgramInput = z.input<Route['body']>;

/** POST /api/ai/customize-program: the whole program with the request applied. */
export const customizeProgram = (input: CustomizeProgramInput) => apiRequest<z.infer<Route['response']>>('POST', '/api/ai/customize-program', input);

export const useCustomizeProgram = () => useMutation({ mutationFn: customizeProgram });
