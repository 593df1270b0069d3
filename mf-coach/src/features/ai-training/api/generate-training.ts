import { useRouteMutation, type RouteInput } from '@rugby/kit';

export type GenerateTrainingInput = RouteInput<'coachGenerateTraining'>['body'];

/** POST /api/coach/generate-training: one whole-squad session as program text. */
export const useGenerateTraining = () => useRouteMutation('coachGenerateTraining', { input: (body: GenerateTrainingInput) => ({ body }) });
