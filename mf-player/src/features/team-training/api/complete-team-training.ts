import { apiRequest } from '@rugby/kit';
import { useMutation, useQueryClient } from '@rugby/kit/query.ts';
import { teamTrainingKeys } from './get-team-training-today.ts';

export const completeTeamTraining = (trainingId: string) =>
  apiRequest<{ message: string; completedAt: string }>('POST', `/api/players/training/${encodeURIComponent(trainingId)}/complete`);

/** POST /api/players/training/:id/complete, then refreshes today's team training. */
export function useCompleteTeamTraining({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTeamTraining,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: teamTrainingKeys.all });
      onSuccess?.();
    },
  });
}
