import { useRouteMutation, type RouteInput, type RouteOutput } from '@rugby/kit';

export type CoachInvitationInput = RouteInput<'createCoachInvitation'>['body'];
export type CoachInvitationResult = RouteOutput<'createCoachInvitation'>;

/**
 * POST /api/invitations/create-coach: invites a coach to the staff by e-mail; answers the join link. Success refreshes
 * the dashboard (the pending coach in the staff list and recent activity).
 */
export const useCreateCoachInvitation = () => useRouteMutation('createCoachInvitation', { input: (body: CoachInvitationInput) => ({ body }) });
