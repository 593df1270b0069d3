import { useRouteMutation, type RouteInput } from '@rugby/kit';

export type GenerateEliteProgramInput = RouteInput<'generateEliteProgram'>['body'];

/** POST /api/ai/generate-elite-program: an elite-style program, or the coach's own text arranged ('custom'); nothing is saved. */
export const useGenerateEliteProgram = () => useRouteMutation('generateEliteProgram', { input: (body: GenerateEliteProgramInput) => ({ body }) });
