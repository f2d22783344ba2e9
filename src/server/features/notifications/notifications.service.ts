import { desc, eq } from 'drizzle-orm';
import type { Notification } from '#shared/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from './notifications.schema.ts';

export interface NewNotification {
  /** Whom it is for; events for someone without an account (a demo store) are dropped. */
  userId: string | null;
  kind: string;
  app: string;
  message: string;
  link?: string | null;
  avatar?: string | null;
}

/** Stores events for their users, in the caller's transaction so they exist exactly when the change does. */
export async function notify(db: Db, at: Date, events: NewNotification[]): Promise<void> {
  const rows = events.flatMap((event) =>
    event.userId
      ? [{ userId: event.userId, kind: event.kind, app: event.app, message: event.message, link: event.link ?? null, avatar: event.avatar ?? null, createdAt: at }]
      : [],
  );
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

const NOTIFICATION_PAGE = 50;

/** The user's latest notifications, newest first. */
export async function listNotifications(db: Db, userId: string): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_PAGE);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    app: row.app,
    message: row.message,
    avatar: row.avatar,
    link: row.link,
    time: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }));
}
