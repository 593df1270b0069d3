import { useAsyncRouteMutation, type RouteInput } from '@rugby/kit';

export type GenerateEliteProgramInput = RouteInput<'generateEliteProgram'>['body'];

/**
 * POST /api/ai/generate-elite-program: an elite-style program, or the coach's own text arranged ('custom'); nothing is
 * saved. Asked for as a job and followed until it is done, so a slow AI provider holds no request open.
 */
export const useGenerateEliteProgram = () => useAsyncRouteMutation('generateEliteProgram', { input: (body: GenerateEliteProgramInput) => ({ body }) });
