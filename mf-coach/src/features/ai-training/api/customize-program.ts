import { useAsyncRouteMutation, type RouteInput } from '@rugby/kit';

export type CustomizeProgramInput = RouteInput<'customizeProgram'>['body'];

/**
 * POST /api/ai/customize-program: the whole program with the request applied (a draft: nothing is saved). Asked for
 * as a job and followed until it is done, so a slow AI provider holds no request open.
 */
export const useCustomizeProgram = () => useAsyncRouteMutation('customizeProgram', { input: (body: CustomizeProgramInput) => ({ body }) });
