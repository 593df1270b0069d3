import type { SeasonSettings } from '@rugby/contracts/routes/team';
import { apiRequest } from '@rugby/kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@rugby/kit/query.ts';

export type { SeasonSettings };

export const seasonSettingsKeys = { team: (teamId: string) => ['/api/teams', teamId, 'season-settings'] as const };

const path = (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}/season-settings`;

export const getSeasonSettings = (teamId: string) => apiRequest<SeasonSettings>('GET', path(teamId));
export const saveSeasonSettings = (teamId: string, input: SeasonSettings) => apiRequest<SeasonSettings>('POST', path(teamId), input);

export const seasonSettingsQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: seasonSettingsKeys.team(teamId), queryFn: () => getSeasonSettings(teamId) });

/** GET /api/teams/{teamId}/season-settings, only once the team id is known. */
export const useSeasonSettings = (teamId: string | undefined) =>
  useQuery({ ...seasonSettingsQueryOptions(teamId ?? ''), enabled: !!teamId });

/** POST /api/teams/{teamId}/season-settings; success refreshes the settings. */
export function useSaveSeasonSettings(teamId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SeasonSettings) => saveSeasonSettings(teamId!, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(seasonSettingsKeys.team(teamId!), saved);
      return queryClient.invalidateQueries({ queryKey: seasonSettingsKeys.team(teamId!) });
    },
  });
}
