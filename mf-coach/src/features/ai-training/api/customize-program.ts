import { useRouteMutation, type RouteInput } from '@rugby/kit';

export type CustomizeProgramInput = RouteInput<'customizeProgram'>['body'];

/** POST /api/ai/customize-program: the whole program with the request applied (a draft: nothing is saved). */
export const useCustomizeProgram = () => useRouteMutation('customizeProgram', { input: (body: CustomizeProgramInput) => ({ body }) });
