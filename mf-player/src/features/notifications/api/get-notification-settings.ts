import { routeQuery, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type NotificationSettings = RouteOutput<'notificationSettings'>;

export const notificationSettingsQueryOptions = () => routeQuery('notificationSettings');

/** GET /api/notifications/settings: how the player is notified (channels, reminders, quiet hours, devices with push). */
export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());
