import { queryOptions } from '@tanstack/react-query';
import { adListSchema } from '#shared/contracts/ai.ts';
import { notificationListSchema } from '#shared/contracts/notifications.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const adsQueryOptions = queryOptions({
  queryKey: ['ai-manager', 'ads'],
  queryFn: async () => (await apiRequest('/api/ads', {}, adListSchema)).ads,
  staleTime: 5 * 60_000,
});

/** The user's stored notifications and unread count: read on load (the button's badge) and again whenever the inbox opens. */
export const notificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['ai-manager', 'notifications', userId],
    queryFn: () => apiRequest('/api/me/notifications', {}, notificationListSchema),
    staleTime: 0,
  });

/** Marks a stored notification read once it is opened in the panel. */
export function markNotificationRead(id: string): Promise<unknown> {
  return apiRequest(`/api/me/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
}

/** "Mark all read": every notification up to the newest one the user was shown. */
export function markNotificationsRead(through: string): Promise<unknown> {
  return apiRequest('/api/me/notifications/read', { method: 'POST', body: { through } });
}
