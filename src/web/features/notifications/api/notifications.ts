import { queryOptions } from '@tanstack/react-query';
import { notificationEndpoints } from '#shared/endpoints/notifications.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

/** The user's stored notifications and unread count: read on load (the button's badge) and again whenever the inbox opens. */
export const notificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['ai-manager', 'notifications', userId],
    queryFn: () => callEndpoint(notificationEndpoints.list),
    staleTime: 0,
  });

/** Marks a stored notification read once it is opened in the panel. */
export function markNotificationRead(id: string): Promise<unknown> {
  return callEndpoint(notificationEndpoints.read, { params: { id } });
}

/** "Mark all read": every notification up to the newest one the user was shown. */
export function markNotificationsRead(through: string): Promise<unknown> {
  return callEndpoint(notificationEndpoints.readThrough, { body: { through } });
}
