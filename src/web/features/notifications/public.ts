/**
 * What other features use of notifications: the signed-in user's inbox with its unread count, marking read, the
 * live stream, and the inbox's screen. Re-exports only (decision 034).
 */
export { NotificationInbox } from './components/notification-inbox.tsx';
export { useLiveNotifications } from './use-live-notifications.ts';
export { useMarkRead, useNotifications } from './use-notifications.ts';
