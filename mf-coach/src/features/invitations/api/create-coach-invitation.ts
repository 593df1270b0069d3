import type { createCoachInvitationBody, createCoachInvitationResponse } from '@rugby/contracts/routes/team';
import { apiRequest } from '@rugby/kit';
import { useMutation } from '@rugby/kit/query.ts';
import type { z } from 'zod';

export type CoachInvitationInput = z.input<typeof createCoachInvitationBody>;
export type CoachInvitationResult = z.infer<typeof createCoachInvitationResponse>;

export const createCoachInvitation = (input: CoachInvitationInput) =>
  apiRequest<CoachInvitationResult>('POST', '/api/invitations/create-coach', input);

/** POST /api/invitations/create-coach: invites a coach to the staff by e-mail; answers the join link. */
export const useCreateCoachInvitation = () => useMutation({ mutationFn: createCoachInvitation });
