import type { ApprovedProgram } from '@rugby/contracts/routes/training-program';
import { apiRequest } from '@rugby/kit';
import { useMutation, useQueryClient } from '@rugby/kit/query.ts';
import { approvedProgramsKeys } from './get-approved-programs.ts';

/** POST /api/programs/:id/push: the program becomes the squad's daily team training ({message}; 409 when already pushed). */
export const pushProgram = (program: Pick<ApprovedProgram, 'id' | 'teamId'>) =>
  apiRequest<{ message: string }>('POST', `/api/programs/${encodeURIComponent(program.id)}/push`);

export const usePushProgram = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pushProgram,
    onSettled: (_data, _error, program) => queryClient.invalidateQueries({ queryKey: approvedProgramsKeys.list(program.teamId) }),
  });
};
