import { useRouteMutation, type RouteInput } from '@rugby/kit';

export type TeamChanges = RouteInput<'updateTeam'>['body'];

/** PATCH /api/teams/:teamId: name, description, time zone. Success refreshes the teams, dashboard and season settings. */
export const useUpdateTeam = (teamId: string) => useRouteMutation('updateTeam', { input: (body: TeamChanges) => ({ params: { teamId }, body }) });
