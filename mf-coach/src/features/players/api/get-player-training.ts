import type { playerTrainingByDateSchema } from '@rugby/contracts/routes/training-program';
import { apiRequest } from '@rugby/kit';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';
import type { z } from 'zod';

export type PlayerTrainingByDate = z.infer<typeof playerTrainingByDateSchema>;

export const playerTrainingKeys = { day: (playerId: string, date: string) => ['/api/players', playerId, 'training', date] as const };

export const getPlayerTraining = (playerId: string, date: string) =>
  apiRequest<PlayerTrainingByDate>('GET', `/api/players/${encodeURIComponent(playerId)}/training/${date}`);

export const playerTrainingQueryOptions = (playerId: string, date: string) =>
  queryOptions({ queryKey: playerTrainingKeys.day(playerId, date), queryFn: () => getPlayerTraining(playerId, date), staleTime: 30_000 });

/** GET /api/players/{playerId}/training/{date}: the team training of that day and the player's recent logs. */
export const usePlayerTraining = (playerId: string, date: string) => useQuery(playerTrainingQueryOptions(playerId, date));
