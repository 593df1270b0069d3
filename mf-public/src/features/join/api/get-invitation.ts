import { routeQuery, type RouteOutput } from '@rugby/kit';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';

export type InvitationView = RouteOutput<'getInvitation'>;

export const invitationQueryOptions = (inviteCode: string) => queryOptions({ ...routeQuery('getInvitation', { params: { inviteCode } }), retry: false });

/** GET /api/invitations/{inviteCode}: the invitation behind a join link (no retry). */
export const useInvitation = (inviteCode: string) => useQuery(invitationQueryOptions(inviteCode));
