import { routeQuery, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type ApprovedProgramList = RouteOutput<'approvedPrograms'>;
export type SeasonSettingsAnswer = RouteOutput<'getSeasonSettings'>;

/**
 * GET /api/teams/:teamId/approved-programs, once the team is known: the same cached answer as the Training Program
 * tab's list, which approving, editing and pushing declare they change.
 */
export const useTeamApprovedPrograms = (teamId: string | undefined) =>
  useQuery({ ...routeQuery('approvedPrograms', { params: { teamId: teamId ?? '' } }), enabled: !!teamId });

/**
 * GET /api/teams/:teamId/season-settings, once the team is known: the same cached answer as the season settings page,
 * which saving declares it changes. `savedAt` is null while the defaults apply.
 */
export const useTeamSeasonSettings = (teamId: string | undefined) =>
  useQuery({ ...routeQuery('getSeasonSettings', { params: { teamId: teamId ?? '' } }), enabled: !!teamId });
