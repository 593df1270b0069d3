import type { TeamSummary } from '@rugby/contracts/routes/team';
import { routeQuery } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type { TeamSummary };

/** GET /api/teams: the coach's teams, oldest first (the first is the one shown until the coach chooses another). */
export const useTeams = () => useQuery(routeQuery('teams'));
