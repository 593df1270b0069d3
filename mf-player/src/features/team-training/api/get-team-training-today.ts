import { routeQuery, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type TeamTrainingToday = RouteOutput<'playerTeamTrainingToday'>;

/** The day is the key's scope (the server does not see it) so the day rollover fetches the new day. */
export const teamTrainingTodayQueryOptions = (date: string) => routeQuery('playerTeamTrainingToday', undefined, date);

/** GET /api/players/training/today: the team's session for today (day number and content) or why there is none. */
export const useTeamTrainingToday = (date: string) => useQuery(teamTrainingTodayQueryOptions(date));
