import { useRouteMutation, type RouteInput } from '@rugby/kit';

export type ApproveProgramInput = RouteInput<'approveProgram'>['body'];

/**
 * POST /api/ai/approve-program (201 with the approved program, not yet pushed). Success refreshes what the route
 * declares it changes: the team's approved programs, the dashboard's recent activity and the exercise library.
 */
export const useApproveProgram = () => useRouteMutation('approveProgram', { input: (body: ApproveProgramInput) => ({ body }) });
