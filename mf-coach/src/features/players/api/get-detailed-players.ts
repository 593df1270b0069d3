import type { detailedPlayerSchema } from '@rugby/contracts/routes/team';
import { apiRequest } from '@rugby/kit';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';
import type { z } from 'zod';

export type DetailedPlayer = z.infer<typeof detailedPlayerSchema>;

export const detailedPlayersKeys = { team: (teamId: string) => ['/api/teams', teamId, 'players', 'detailed'] as const };

export const getDetailedPlayers = (teamId: string) =>
  apiRequest<{ players: DetailedPlayer[] }>('GET', `/api/teams/${encodeURIComponent(teamId)}/players/detailed`);

export const detailedPlayersQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: detailedPlayersKeys.team(teamId), queryFn: () => getDetailedPlayers(teamId) });

/** GET /api/teams/{teamId}/players/detailed: the squad with contact and body details. */
export const useDetailedPlayers = (teamId: string) => useQuery(detailedPlayersQueryOptions(teamId));
