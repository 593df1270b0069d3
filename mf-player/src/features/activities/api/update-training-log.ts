import { apiRequest } from '@rugby/kit';
import { useMutation, useQueryClient } from '@rugby/kit/query.ts';
import { playerTrainingKeys, type TrainingLogEntry } from './get-player-training.ts';

export interface UpdateTrainingLogInput {
  logId: string;
  completed: boolean;
}

export const updateTrainingLog = ({ logId, completed }: UpdateTrainingLogInput) =>
  apiRequest<TrainingLogEntry>('PATCH', `/api/training-log/${encodeURIComponent(logId)}`, { completed });

/** PATCH /api/training-log/:logId {completed}: ticks or unticks one activity, then refreshes the day. */
export function useUpdateTrainingLog({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrainingLog,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: playerTrainingKeys.all });
      onSettled?.();
    },
  });
}
