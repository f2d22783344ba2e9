import type { Notification, NotificationList } from '#shared/contracts/notifications.ts';

/*
 * The cached inbox as events change it, before (or without) asking the server
 * again: a live arrival, one notification read, all of them read.
 */

/** A live notification joins the list (once, newest first) and, when unread, the count. */
export function withArrived(list: NotificationList, notification: Notification): NotificationList {
  if (list.items.some((known) => known.id === notification.id)) return list;
  return {
    items: [notification, ...list.items].slice(0, Math.max(list.items.length, 50)),
    unread: list.unread + (notification.read ? 0 : 1),
  };
}

/** One notification read; the count drops only if it was unread. */
export function withRead(list: NotificationList, id: string): NotificationList {
  const target = list.items.find((notification) => notification.id === id);
  if (!target || target.read) return list;
  return {
    items: list.items.map((notification) => (notification.id === id ? { ...notification, read: true } : notification)),
    unread: Math.max(0, list.unread - 1),
  };
}

/** Everything up to the newest shown is read, which is all the server counts as unread at that moment. */
export function withAllRead(list: NotificationList): NotificationList {
  return {
    items: list.items.map((notification) => (notification.read ? notification : { ...notification, read: true })),
    unread: 0,
  };
}
