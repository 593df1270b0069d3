import { apiRequest } from '@rugby/kit';
import { useMutation, useQueryClient } from '@rugby/kit/query.ts';
import { detailedPlayersKeys, type DetailedPlayer } from './get-detailed-players.ts';

export interface PlayerDetailsInput { height: number | null; weight: number | null; position?: string; phone?: string }

export const updatePlayerDetails = (playerId: string, input: PlayerDetailsInput) =>
  apiRequest<DetailedPlayer>('PATCH', `/api/players/${encodeURIComponent(playerId)}/details`, input);

/** PATCH /api/players/{playerId}/details; refreshes the team's player list. */
export function useUpdatePlayerDetails(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, input }: { playerId: string; input: PlayerDetailsInput }) => updatePlayerDetails(playerId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: detailedPlayersKeys.team(teamId) }),
  });
}
