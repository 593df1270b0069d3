import { useRouteMutation } from '@rugby/kit';

/** DELETE /api/notifications/push-subscriptions {endpoint}: push off for this device. */
export const useDeletePushSubscription = () => useRouteMutation('deletePushSubscription', { input: (endpoint: string) => ({ body: { endpoint } }) });
