import { routeQuery } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export const pushKeyQueryOptions = () => ({ ...routeQuery('notificationPushKey'), staleTime: Infinity });

/** GET /api/notifications/push-key: the server's VAPID public key for pushManager.subscribe (null: push is off). */
export const usePushKey = () => useQuery(pushKeyQueryOptions());
