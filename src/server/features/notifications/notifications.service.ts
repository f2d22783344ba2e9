import { and, asc, count, desc, eq, gt, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Notification, NotificationList } from '#shared/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { notifications } from './notifications.schema.ts';

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
  app: string;
  message: string;
  link?: string | null;
  avatar?: string | null;
}

/**
 * Stores events for their users, in the caller's transaction so they exist
 * exactly when the change does, and signals them on NOTIFY_CHANNEL, which
 * PostgreSQL delivers only once that transaction commits.
 */
export async function notify(db: Db, at: Date, events: NewNotification[]): Promise<void> {
  const rows = events.flatMap((event) =>
    event.userId
      ? [
          {
            userId: event.userId,
            kind: event.kind,
            app: event.app,
            message: event.message,
            link: event.link ?? null,
            avatar: event.avatar ?? null,
            createdAt: at,
          },
        ]
      : [],
  );
  if (rows.length === 0) return;
  // One statement, one round trip: the rows, and a NotificationSignal for each.
  const stored = db
    .insert(notifications)
    .values(rows)
    .returning({ id: notifications.id, userId: notifications.userId });
  await db.execute(
    sql`with stored as (${stored.getSQL()}) select pg_notify(${NOTIFICATION_CHANNEL}, json_build_object('id', id, 'userId', user_id)::text) from stored`,
  );
}

const NOTIFICATION_PAGE = 50;

function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    kind: row.kind,
    app: row.app,
    message: row.message,
    avatar: row.avatar,
    link: row.link,
    time: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/** The user's latest notifications, newest first, and how many of all theirs are unread. */
export async function listNotifications(db: Db, userId: string): Promise<NotificationList> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_PAGE);
  const [unread] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { notifications: rows.map(toNotification), unread: unread?.count ?? 0 };
}

/** One notification, if it is the user's. */
export async function findNotification(db: Db, userId: string, id: string): Promise<Notification | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row ? toNotification(row) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user's notifications stored after `afterId` (one of theirs), oldest first: what a reconnecting
 * stream missed. Others stored in the same instant come again rather than being lost; clients keep ids.
 */
export async function listNotificationsAfter(db: Db, userId: string, afterId: string): Promise<Notification[]> {
  if (!UUID.test(afterId)) return [];
  const [last] = await db
    .select({ createdAt: notifications.createdAt })
    .from(notifications)
    .where(and(eq(notifications.id, afterId), eq(notifications.userId, userId)));
  if (!last) return [];
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        or(
          gt(notifications.createdAt, last.createdAt),
          and(eq(notifications.createdAt, last.createdAt), ne(notifications.id, afterId)),
        ),
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(NOTIFICATION_PAGE);
  return rows.map(toNotification);
}

/** Marks one of the user's notifications read (opened in the AI Manager). */
export async function markNotificationRead(db: Db, userId: string, id: string, at: Date): Promise<void> {
  if (!UUID.test(id)) throw new AppError('not_found', 'No such notification.');
  const updated = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (updated.length === 0 && !(await findNotification(db, userId, id)))
    throw new AppError('not_found', 'No such notification.');
}

/**
 * "Mark all read": marks read every notification of the user up to and including `throughId` (in the
 * list's order), the newest one the user was shown; one stored after it stays unread.
 */
export async function markNotificationsReadThrough(db: Db, userId: string, throughId: string, at: Date): Promise<void> {
  if (!UUID.test(throughId)) throw new AppError('not_found', 'No such notification.');
  const [through] = await db
    .select({ createdAt: notifications.createdAt })
    .from(notifications)
    .where(and(eq(notifications.id, throughId), eq(notifications.userId, userId)));
  if (!through) throw new AppError('not_found', 'No such notification.');
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        or(
          lt(notifications.createdAt, through.createdAt),
          and(eq(notifications.createdAt, through.createdAt), lte(notifications.id, throughId)),
        ),
      ),
    );
}
