import type { teamSummarySchema } from '@rugby/contracts/routes/team';
import { routeQuery } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';
import type { z } from 'zod';

export type TeamSummary = z.infer<typeof teamSummarySchema>;

/** GET /api/teams: the coach's teams; the first one is used. */
export const useTeams = () => useQuery(routeQuery('teams'));
