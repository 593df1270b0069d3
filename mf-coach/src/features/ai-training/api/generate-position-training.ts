import { useRouteMutation, type RouteInput } from '@rugby/kit';

export type GeneratePositionTrainingInput = RouteInput<'coachGeneratePositionTraining'>['body'];

/** POST /api/coach/generate-position-training: one session for a position's group as program text. */
export const useGeneratePositionTraining = () =>
  useRouteMutation('coachGeneratePositionTraining', { input: (body: GeneratePositionTrainingInput) => ({ body }) });
