import { useRouteMutation } from '@rugby/kit';
import type { Union } from '@rugby/contracts/welfare';

/**
 * PUT /api/teams/:teamId/welfare: the team's concussion protocol (its union). Success refreshes the team's and the
 * players' welfare (cases already open keep the protocol they started under).
 */
export const useSaveWelfareSettings = (teamId: string | undefined) =>
  useRouteMutation('saveWelfareSettings', { input: (union: Union) => ({ params: { teamId: teamId! }, body: { union } }) });
