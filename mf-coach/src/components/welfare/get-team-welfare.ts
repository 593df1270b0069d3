import { routeQuery, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type TeamWelfare = RouteOutput<'teamWelfare'>;
export type WelfarePlayer = TeamWelfare['players'][number];
export type WelfareSummary = WelfarePlayer['summary'];

/**
 * GET /api/teams/:teamId/welfare: every player's welfare today (available, modified, stood down under the concussion
 * protocol) and the team's protocol. The Players tab, today's check-ins and the attendance sheet join it by player id;
 * a check-in, a symptom report or a coach's record refreshes it (contracts routeChanges).
 */
export const useTeamWelfare = (teamId: string | undefined) =>
  useQuery({ ...routeQuery('teamWelfare', { params: { teamId: teamId ?? '' } }), enabled: !!teamId });

/** The players' welfare by player (user) id; empty while it loads or when it cannot be read. */
export const welfareByPlayer = (welfare: TeamWelfare | undefined): ReadonlyMap<string, WelfarePlayer> =>
  new Map((welfare?.players ?? []).map((p) => [p.playerId, p]));
