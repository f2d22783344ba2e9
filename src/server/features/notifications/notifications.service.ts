import type { Notification, NotificationList } from '#shared/contracts/notifications.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Db } from '../../db/client.ts';
import { AppError, type Phrase, say } from '../../lib/errors.ts';
import { translateText } from '../../lib/i18n.ts';
import {
  countUnreadNotifications,
  deleteNotificationsOfUser,
  deleteReadNotificationsBefore,
  findNotificationTime,
  findUserNotification,
  insertNotificationsAndSignal,
  listLatestNotifications,
  listNotificationsSince,
  markNotificationsReadUpTo,
  markUnreadNotificationRead,
  type NotificationRow,
  type StoredNotification,
} from './notifications.repository.ts';

/** The NOTIFY channel that tells every server process about a stored notification. */
export const NOTIFICATION_CHANNEL = 'haat_notifications';

/** What travels on the channel: small, the row itself is read by whoever needs it. */
export interface NotificationSignal {
  id: string;
  userId: string;
}

export interface NewNotification {
  /** Whom it is for; events for someone without an account (a demo store) are dropped. */
  userId: string | null;
  kind: string;
  /** The part of Haat it comes from: one of NOTIFICATION_APPS. */
  app: NotificationApp;
  /** A phrase, said in each reader's language when read (decision 047); a plain text is shown as written. */
  message: string | Phrase;
  link?: string | null;
  avatar?: string | null;
}

/** The parts of Haat a notification comes from, as its app (spec §3), said in the reader's language. */
export const NOTIFICATION_APPS = [
  /*i18n*/ 'Orders',
  /*i18n*/ 'Sales',
  /*i18n*/ 'Earnings',
  /*i18n*/ 'Deliveries',
  /*i18n*/ 'Payouts',
  /*i18n*/ 'Collabs',
  /*i18n*/ 'Haat',
] as const;
export type NotificationApp = (typeof NOTIFICATION_APPS)[number];

/** A stored notification as its reader reads it: in their language when it was stored as a phrase. */
export function sayNotification(stored: StoredNotification, locale: Locale): Notification {
  const { phrase, params, ...notification } = stored;
  return {
    ...notification,
    app: translateText(locale, notification.app),
    message: phrase ? say(locale, { text: phrase, values: params }) : notification.message,
  };
}

/**
 * Stores events for their users, in the caller's transaction so they exist
 * exactly when the change does, and signals them on NOTIFY_CHANNEL, which
 * PostgreSQL delivers only once that transaction commits.
 */
export async function notify(db: Db, at: Date, events: NewNotification[]): Promise<void> {
  const rows = events.flatMap((event): NotificationRow[] =>
    event.userId
      ? [
          {
            userId: event.userId,
            kind: event.kind,
            app: event.app,
            ...(typeof event.message === 'string'
              ? { message: event.message }
              : {
                  message: say('en', event.message),
                  phrase: event.message.text,
                  params: event.message.values,
                }),
            link: event.link ?? null,
            avatar: event.avatar ?? null,
            createdAt: at,
          },
        ]
      : [],
  );
  if (rows.length === 0) return;
  await insertNotificationsAndSignal(db, rows, NOTIFICATION_CHANNEL);
}

const NOTIFICATION_PAGE = 50;

/** The user's latest notifications, newest first, and how many of all theirs are unread. */
export async function listNotifications(db: Db, userId: string, locale: Locale): Promise<NotificationList> {
  const latest = await listLatestNotifications(db, userId, NOTIFICATION_PAGE);
  const unread = await countUnreadNotifications(db, userId);
  return { items: latest.map((stored) => sayNotification(stored, locale)), unread };
}

/** One notification, if it is the user's, as stored (the stream says it in each reader's language). */
export function findNotification(db: Db, userId: string, id: string): Promise<StoredNotification | null> {
  return findUserNotification(db, userId, id);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user's notifications stored after `afterId` (one of theirs), oldest first: what a reconnecting
 * stream missed. Others stored in the same instant come again rather than being lost; clients keep ids.
 */
export async function listNotificationsAfter(
  db: Db,
  userId: string,
  afterId: string,
  locale: Locale,
): Promise<Notification[]> {
  if (!UUID.test(afterId)) return [];
  const createdAt = await findNotificationTime(db, userId, afterId);
  if (!createdAt) return [];
  const missed = await listNotificationsSince(db, userId, { id: afterId, createdAt }, NOTIFICATION_PAGE);
  return missed.map((stored) => sayNotification(stored, locale));
}

/** Marks one of the user's notifications read (opened in the AI Manager). */
export async function markNotificationRead(db: Db, userId: string, id: string, at: Date): Promise<void> {
  if (!UUID.test(id)) throw new AppError('not_found', /*i18n*/ 'No such notification.');
  const marked = await markUnreadNotificationRead(db, userId, id, at);
  if (!marked && !(await findUserNotification(db, userId, id)))
    throw new AppError('not_found', /*i18n*/ 'No such notification.');
}

/**
 * "Mark all read": marks read every notification of the user up to and including `throughId` (in the
 * list's order), the newest one the user was shown; one stored after it stays unread.
 */
export async function markNotificationsReadThrough(db: Db, userId: string, throughId: string, at: Date): Promise<void> {
  if (!UUID.test(throughId)) throw new AppError('not_found', /*i18n*/ 'No such notification.');
  const createdAt = await findNotificationTime(db, userId, throughId);
  if (!createdAt) throw new AppError('not_found', /*i18n*/ 'No such notification.');
  await markNotificationsReadUpTo(db, userId, { id: throughId, createdAt }, at);
}

/** An erased account's notifications go (privacy). */
export function deleteErasedNotifications(tx: Db, userId: string): Promise<number> {
  return deleteNotificationsOfUser(tx, userId);
}

/** Read notifications older than `before` go (privacy's retention job). */
export function deleteOldReadNotifications(db: Db, before: Date): Promise<number> {
  return deleteReadNotificationsBefore(db, before);
}
