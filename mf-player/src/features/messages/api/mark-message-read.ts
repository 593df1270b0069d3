import { useRouteMutation } from '@rugby/kit';

/** POST /api/messages/:id/read; the team's messages refresh (routeChanges). */
export const useMarkMessageRead = () => useRouteMutation('markMessageRead', { input: (messageId: string) => ({ params: { id: messageId } }) });
