import { apiRequest } from '@rugby/kit';
import { useMutation, useQueryClient } from '@rugby/kit/query.ts';
import { trainingProgramKeys, type PlayerProgram } from './get-training-program.ts';

export interface GenerateTrainingResult {
  program: PlayerProgram;
  cached: boolean;
}

/** POST /api/player/generate-training: this week's program (cached unless `regenerate`). */
export const generateTraining = (regenerate: boolean) =>
  apiRequest<GenerateTrainingResult>('POST', '/api/player/generate-training', regenerate ? { regenerate: true } : {});

export const useGenerateTraining = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateTraining,
    onSuccess: ({ program }) => queryClient.setQueryData(trainingProgramKeys.current, { program }),
  });
};
