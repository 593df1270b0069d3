import { routeQuery } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

/** GET /api/teams/:teamId/approved-programs: newest first (approving, editing and pushing refresh it). */
export const useApprovedPrograms = (teamId: string) => useQuery(routeQuery('approvedPrograms', { params: { teamId } }));
