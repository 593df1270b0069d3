import { routeQuery, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type ProgramStatus = RouteOutput<'programStatus'>;
export type SeasonSettingsAnswer = RouteOutput<'getSeasonSettings'>;

/**
 * GET /api/teams/:teamId/program-status, once the team is known: how many programs are approved and pushed (no
 * documents), which approving and pushing declare they change.
 */
export const useTeamProgramStatus = (teamId: string | undefined) =>
  useQuery({ ...routeQuery('programStatus', { params: { teamId: teamId ?? '' } }), enabled: !!teamId });

/**
 * GET /api/teams/:teamId/season-settings, once the team is known: the same cached answer as the season settings page,
 * which saving declares it changes. `savedAt` is null while the defaults apply.
 */
export const useTeamSeasonSettings = (teamId: string | undefined) =>
  useQuery({ ...routeQuery('getSeasonSettings', { params: { teamId: teamId ?? '' } }), enabled: !!teamId });
