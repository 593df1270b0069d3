import { useAsyncRouteMutation, type RouteInput } from '@rugby/kit';

export type GeneratePositionTrainingInput = RouteInput<'coachGeneratePositionTraining'>['body'];

/** POST /api/coach/generate-position-training: one session for a position's group, its document and text (asked for as a job and followed). */
export const useGeneratePositionTraining = () =>
  useAsyncRouteMutation('coachGeneratePositionTraining', { input: (body: GeneratePositionTrainingInput) => ({ body }) });
