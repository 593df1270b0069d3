import type { RouteResponse } from '@rugby/contracts/routes/define';
import type { trainingProgramRoutes } from '@rugby/contracts/routes/training-program';
import { apiRequest } from '@rugby/kit';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';
import { progressKeys } from './get-player-progress.ts';

export type ProgressHistory = RouteResponse<typeof trainingProgramRoutes.playerProgressHistory>;
export type WeekSummary = ProgressHistory['weeks'][number];

export const getProgressHistory = (weeks: number) => apiRequest<ProgressHistory>('GET', `/api/player/progress/history?weeks=${weeks}`);

export const progressHistoryQueryOptions = (weeks: number) => queryOptions({ queryKey: progressKeys.history(weeks), queryFn: () => getProgressHistory(weeks) });

/** GET /api/player/progress/history?weeks=: this week and the weeks before it, oldest first. */
export const useProgressHistory = (weeks: number) => useQuery(progressHistoryQueryOptions(weeks));
