import type { ApprovedProgram, trainingProgramRoutes } from '@rugby/contracts/routes/training-program';
import { apiRequest } from '@rugby/kit';
import { useMutation, useQueryClient } from '@rugby/kit/query.ts';
import type { z } from 'zod';
import { approvedProgramsKey } from './approve-program.ts';

export type UpdateApprovedProgramInput = z.input<(typeof trainingProgramRoutes.updateApprovedProgram)['body']> & { id: string };

/** PUT /api/approved-programs/:id: saves the edit; a pushed program is re-distributed from today on. */
export const updateApprovedProgram = ({ id, ...body }: UpdateApprovedProgramInput) =>
  apiRequest<ApprovedProgram>('PUT', `/api/approved-programs/${encodeURIComponent(id)}`, body);

export const useUpdateApprovedProgram = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApprovedProgram,
    onSuccess: (program) => queryClient.invalidateQueries({ queryKey: approvedProgramsKey(program.teamId) }),
  });
};
