import { useAsyncRouteMutation, type RouteInput } from '@rugby/kit';

export type GenerateTrainingInput = RouteInput<'coachGenerateTraining'>['body'];

/** POST /api/coach/generate-training: one whole-squad session, its document and text (asked for as a job and followed). */
export const useGenerateTraining = () => useAsyncRouteMutation('coachGenerateTraining', { input: (body: GenerateTrainingInput) => ({ body }) });
