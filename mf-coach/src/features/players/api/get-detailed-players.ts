import type { detailedPlayerSchema } from '@rugby/contracts/routes/team';
import { routeQuery } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';
import type { z } from 'zod';

export type DetailedPlayer = z.infer<typeof detailedPlayerSchema>;

/** GET /api/teams/{teamId}/players/detailed: the squad with contact and body details. */
export const useDetailedPlayers = (teamId: string) => useQuery(routeQuery('playersDetailed', { params: { teamId } }));
