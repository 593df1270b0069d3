import { routeQuery, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type TeamEvents = RouteOutput<'teamEvents'>;
export type PlayerEvent = TeamEvents['events'][number];

/** GET /api/teams/:teamId/events: the team's today to 8 weeks ahead (the server's default), with the player's own answers. */
export const useTeamEvents = (teamId: string) => useQuery(routeQuery('teamEvents', { params: { teamId } }));
