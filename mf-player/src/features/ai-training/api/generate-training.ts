import { routeQuery, useRouteMutation, type RouteOutput } from '@rugby/kit';
import { useQueryClient } from '@rugby/kit/query.ts';

export type GenerateTrainingResult = RouteOutput<'playerGenerateTraining'>;

/** POST /api/player/generate-training: this week's program (cached unless `regenerate`), shown as answered. */
export const useGenerateTraining = () => {
  const queryClient = useQueryClient();
  return useRouteMutation('playerGenerateTraining', {
    input: (regenerate: boolean) => ({ body: regenerate ? { regenerate: true } : {} }),
    onSuccess: ({ program }) => queryClient.setQueryData(routeQuery('playerTrainingProgram').queryKey, { program }),
  });
};
