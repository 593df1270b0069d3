import type { ApprovedProgram } from '@rugby/contracts/routes/training-program';
import { routeKey, useRouteMutation, type RouteOutput } from '@rugby/kit';
import { useQueryClient } from '@rugby/kit/query.ts';

export type PushProgramInput = Pick<ApprovedProgram, 'id' | 'teamId'> & { startDate?: string };
export type PushProgramResult = RouteOutput<'pushProgram'>;

/**
 * POST /api/programs/:id/push: the program becomes the squad's daily team training, day 1 on `startDate` (a training
 * day, not in the past; default: the first training day from today) -> {message, startDate, playerCount}; 409 when
 * already pushed. Success refreshes what the route declares it changes: the approved programs (Pushed), the
 * dashboard's recent activity, the team's today and the players' days. A refusal refreshes the team's list too: a
 * 409 means it was pushed meanwhile (elsewhere), and the card should say so.
 */
export function usePushProgram() {
  const queryClient = useQueryClient();
  return useRouteMutation('pushProgram', {
    input: ({ id, startDate }: PushProgramInput) => ({ params: { id }, body: startDate ? { startDate } : undefined }),
    onError: (_error, { teamId }) => queryClient.invalidateQueries({ queryKey: routeKey('approvedPrograms', { params: { teamId } }) }),
  });
}
