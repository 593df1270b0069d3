import type { createPlayerInvitationBody, createPlayerInvitationResponse } from '@rugby/contracts/routes/team';
import { apiRequest } from '@rugby/kit';
import { useMutation } from '@rugby/kit/query.ts';
import type { z } from 'zod';

export type PlayerInvitationInput = z.input<typeof createPlayerInvitationBody>;
export type PlayerInvitationResult = z.infer<typeof createPlayerInvitationResponse>;

export const createPlayerInvitation = (input: PlayerInvitationInput) =>
  apiRequest<PlayerInvitationResult>('POST', '/api/invitations/create', input);

/** POST /api/invitations/create: a named, single-use player invitation sent by SMS; answers the join link. */
export const useCreatePlayerInvitation = () => useMutation({ mutationFn: createPlayerInvitation });
