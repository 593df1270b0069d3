import { useRouteMutation, type RouteInput } from '@rugby/kit';

export type SendMessageInput = RouteInput<'sendMessage'>['body'];

/** POST /api/teams/{teamId}/messages; success refreshes the team's messages. */
export const useSendTeamMessage = (teamId: string) => useRouteMutation('sendMessage', { input: (body: SendMessageInput) => ({ params: { teamId }, body }) });
