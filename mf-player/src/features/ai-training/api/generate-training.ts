import { routeQuery, useAsyncRouteMutation, type RouteOutput } from '@rugby/kit';
import { useQueryClient } from '@rugby/kit/query.ts';

export type GenerateTrainingResult = RouteOutput<'playerGenerateTraining'>;

/**
 * POST /api/player/generate-training as a job the page follows (an AI week takes a while; no request stays open): this
 * week's program (cached unless `regenerate`), shown as answered.
 */
export const useGenerateTraining = () => {
  const queryClient = useQueryClient();
  return useAsyncRouteMutation('playerGenerateTraining', {
    input: (regenerate: boolean) => ({ body: regenerate ? { regenerate: true } : {} }),
    onSuccess: ({ program }) => queryClient.setQueryData(routeQuery('playerTrainingProgram').queryKey, { program }),
  });
};
