import { useRouteMutation, type RouteInput } from '@rugby/kit';

export type NotificationSettingsInput = RouteInput<'saveNotificationSettings'>['body'];

/** PUT /api/notifications/settings {body}; the settings refresh (routeChanges). */
export const useSaveNotificationSettings = () => useRouteMutation('saveNotificationSettings', { input: (body: NotificationSettingsInput) => ({ body }) });
