import { useRouteMutation, type RouteInput, type RouteOutput } from '@rugby/kit';

export type PlayerInvitationInput = RouteInput<'createPlayerInvitation'>['body'];
export type PlayerInvitationResult = RouteOutput<'createPlayerInvitation'>;

/**
 * POST /api/invitations/create: a named, single-use player invitation sent by SMS; answers the join link. Success
 * refreshes the dashboard (the pending player and recent activity).
 */
export const useCreatePlayerInvitation = () => useRouteMutation('createPlayerInvitation', { input: (body: PlayerInvitationInput) => ({ body }) });
