import type { trainingProgramRoutes } from '@rugby/contracts/routes/training-program';
import { apiRequest } from '@rugby/kit';
import { useMutation } from '@rugby/kit/query.ts';
import type { z } from 'zod';

type Route = typeof trainingProgramRoutes.generateEliteProgram;
export type GenerateEliteProgramInput = z.input<Route['body']>;
export type GeneratedProgram = z.infer<Route['response']>;

/** POST /api/ai/generate-elite-program: an elite-style program, or the coach's own text arranged ('custom'). */
export const generateEliteProgram = (input: GenerateEliteProgramInput) => apiRequest<GeneratedProgram>('POST', '/api/ai/generate-elite-program', input);

export const useGenerateEliteProgram = () => useMutation({ mutationFn: generateEliteProgram });
