import type { invitationViewSchema } from '@rugby/contracts/routes/team';
import { apiRequest } from '@rugby/kit';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';
import type { z } from 'zod';

export type InvitationView = z.infer<typeof invitationViewSchema>;

export const invitationKeys = { detail: (inviteCode: string) => ['/api/invitations', inviteCode] as const };

export const getInvitation = (inviteCode: string) => apiRequest<InvitationView>('GET', `/api/invitations/${encodeURIComponent(inviteCode)}`);

export const invitationQueryOptions = (inviteCode: string) =>
  queryOptions({ queryKey: invitationKeys.detail(inviteCode), queryFn: () => getInvitation(inviteCode), retry: false });

/** GET /api/invitations/{inviteCode}: the invitation behind a join link (no retry). */
export const useInvitation = (inviteCode: string) => useQuery(invitationQueryOptions(inviteCode));
