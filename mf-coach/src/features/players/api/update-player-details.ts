import { useRouteMutation, type RouteInput } from '@rugby/kit';

export type PlayerDetailsInput = RouteInput<'updatePlayerDetails'>['body'];

/**
 * PATCH /api/players/{playerId}/details. Success refreshes what the route declares it changes: the players list, the
 * dashboard's squad (the overview) and the player's training days.
 */
export const useUpdatePlayerDetails = () =>
  useRouteMutation('updatePlayerDetails', {
    input: ({ playerId, input }: { playerId: string; input: PlayerDetailsInput }) => ({ params: { playerId }, body: input }),
  });
