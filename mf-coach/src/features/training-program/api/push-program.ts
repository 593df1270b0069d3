import type { ApprovedProgram } from '@rugby/contracts/routes/training-program';
import type { RouteResponse } from '@rugby/contracts/routes/define';
import type { trainingProgramRoutes } from '@rugby/contracts/routes/training-program';
import { apiRequest } from '@rugby/kit';
import { useMutation, useQueryClient } from '@rugby/kit/query.ts';
import { approvedProgramsKeys } from './get-approved-programs.ts';

export type PushProgramInput = Pick<ApprovedProgram, 'id' | 'teamId'> & { startDate?: string };
export type PushProgramResult = RouteResponse<typeof trainingProgramRoutes.pushProgram>;

/**
 * POST /api/programs/:id/push: the program becomes the squad's daily team training, day 1 on `startDate` (a training
 * day, not in the past; default: the first training day from today) -> {message, startDate, playerCount}; 409 when
 * already pushed.
 */
export const pushProgram = ({ id, startDate }: PushProgramInput) =>
  apiRequest<PushProgramResult>('POST', `/api/programs/${encodeURIComponent(id)}/push`, startDate ? { startDate } : undefined);

export const usePushProgram = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pushProgram,
    onSettled: (_data, _error, program) => queryClient.invalidateQueries({ queryKey: approvedProgramsKeys.list(program.teamId) }),
  });
};
