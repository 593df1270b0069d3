import type { TeamMessage } from '@rugby/contracts/routes/messaging';
import { TIMINGS } from '@rugby/contracts/domain';
import { pollUnlessPushed } from '@rugby/kit/api/server-push.ts';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';
// The shared kit's client (one instance per page, with the page's carried answers), not a copy bundled with this module.
import { routeQuery } from '@rugby/kit';

export type { TeamMessage };

/** A team's messages, shared by the coach's Messages tab and the player's messages card. */
export const teamMessagesQueryOptions = (teamId: string) =>
  queryOptions({ ...routeQuery('listMessages', { params: { teamId } }), refetchInterval: pollUnlessPushed(TIMINGS.messagesPollMs) });

/** GET /api/teams/{teamId}/messages, newest first: pushed (read counts rise as players read), polled every 30 s without push. */
export const useTeamMessages = (teamId: string) => useQuery(teamMessagesQueryOptions(teamId));
