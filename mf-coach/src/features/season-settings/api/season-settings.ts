import type { SeasonSettings } from '@rugby/contracts/routes/team';
import { routeQuery, useRouteMutation } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type { SeasonSettings };

/** GET /api/teams/{teamId}/season-settings, only once the team id is known. */
export const useSeasonSettings = (teamId: string | undefined) =>
  useQuery({ ...routeQuery('getSeasonSettings', { params: { teamId: teamId ?? '' } }), enabled: !!teamId });

/**
 * POST /api/teams/{teamId}/season-settings. Success refreshes what the route declares it changes (the settings shown
 * here, the exercise library's dose, the dashboard) before the caller hears of it.
 */
export const useSaveSeasonSettings = (teamId: string | undefined) =>
  useRouteMutation('saveSeasonSettings', { input: (body: SeasonSettings) => ({ params: { teamId: teamId! }, body }) });
