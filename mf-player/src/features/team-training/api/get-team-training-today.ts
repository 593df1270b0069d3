import type { RouteResponse } from '@rugby/contracts/routes/define';
import type { trainingProgramRoutes } from '@rugby/contracts/routes/training-program';
import { apiRequest } from '@rugby/kit';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';

export type TeamTrainingToday = RouteResponse<typeof trainingProgramRoutes.playerTeamTrainingToday>;

/** The day is in the key so the day rollover fetches the new day. */
export const teamTrainingKeys = { all: ['/api/players/training/today'] as const, day: (date: string) => ['/api/players/training/today', { day: date }] as const };

export const getTeamTrainingToday = () => apiRequest<TeamTrainingToday>('GET', '/api/players/training/today');

export const teamTrainingTodayQueryOptions = (date: string) => queryOptions({ queryKey: teamTrainingKeys.day(date), queryFn: getTeamTrainingToday });

/** GET /api/players/training/today: the team's session for today (day number and content) or why there is none. */
export const useTeamTrainingToday = (date: string) => useQuery(teamTrainingTodayQueryOptions(date));
