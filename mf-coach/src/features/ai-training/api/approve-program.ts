import type { ApprovedProgram, trainingProgramRoutes } from '@rugby/contracts/routes/training-program';
import { apiRequest } from '@rugby/kit';
import { useMutation, useQueryClient } from '@rugby/kit/query.ts';
import type { z } from 'zod';

export type ApproveProgramInput = z.input<(typeof trainingProgramRoutes.approveProgram)['body']>;

/**
 * The team's approved-programs list query key. Query keys are the URL (the default query fn GETs the segments
 * joined by '/'), so this is the same key the Training Program tab reads.
 */
export const approvedProgramsKey = (teamId: string) => ['/api/teams', teamId, 'approved-programs'] as const;

/** POST /api/ai/approve-program (201 with the approved program, not yet pushed); refreshes the team's list. */
export const approveProgram = (input: ApproveProgramInput) => apiRequest<ApprovedProgram>('POST', '/api/ai/approve-program', input);

export const useApproveProgram = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveProgram,
    onSuccess: (program) => queryClient.invalidateQueries({ queryKey: approvedProgramsKey(program.teamId) }),
  });
};
