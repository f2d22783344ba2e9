import { queryOptions } from '@tanstack/react-query';
import type { notificationEndpoints } from '#shared/endpoints/notifications.ts';
import {
  notificationsRoute,
  readNotificationRoute,
  readNotificationsRoute,
} from '#shared/endpoints/notifications-paths.ts';
import { callRoute } from '#web/lib/call-endpoint.ts';

/* By route: the AI Manager's button reads the inbox on every page, without zod (decisions 028 and 075). */

/** The user's stored notifications and unread count: read on load (the button's badge) and again whenever the inbox opens. */
export const notificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['ai-manager', 'notifications', userId],
    queryFn: () => callRoute<typeof notificationEndpoints.list>(notificationsRoute),
    staleTime: 0,
  });

/** Marks a stored notification read once it is opened in the panel. */
export function markNotificationRead(id: string): Promise<unknown> {
  return callRoute<typeof notificationEndpoints.read>(readNotificationRoute, { params: { id } });
}

/** "Mark all read": every notification up to the newest one the user was shown. */
export function markNotificationsRead(through: string): Promise<unknown> {
  return callRoute<typeof notificationEndpoints.readThrough>(readNotificationsRoute, { body: { through } });
}
