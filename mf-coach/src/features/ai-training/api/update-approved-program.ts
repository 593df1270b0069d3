import { useRouteMutation, type RouteInput } from '@rugby/kit';

export type UpdateApprovedProgramInput = RouteInput<'updateApprovedProgram'>['body'] & { id: string };

/**
 * PUT /api/approved-programs/:id: saves the edit; a pushed program is re-distributed from today on. Success refreshes
 * what the route declares it changes (the approved programs, the dashboard, the players' days...).
 */
export const useUpdateApprovedProgram = () =>
  useRouteMutation('updateApprovedProgram', { input: ({ id, ...body }: UpdateApprovedProgramInput) => ({ params: { id }, body }) });
