import { useRouteMutation, type RouteInput } from '@rugby/kit';

export type PushSubscriptionInput = RouteInput<'savePushSubscription'>['body'];

/** POST /api/notifications/push-subscriptions {the browser's PushSubscription JSON}: push on for this device. */
export const useSavePushSubscription = () => useRouteMutation('savePushSubscription', { input: (body: PushSubscriptionInput) => ({ body }) });
