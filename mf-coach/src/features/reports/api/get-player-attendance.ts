import { routeQuery, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type PlayerAttendance = RouteOutput<'playerAttendance'>;

/** GET /api/teams/:teamId/players/:playerId/attendance: the player's attendance totals and records, newest first. */
export const usePlayerAttendance = (teamId: string, playerId: string) =>
  useQuery({ ...routeQuery('playerAttendance', { params: { teamId, playerId } }), enabled: !!playerId });
