import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Notification } from '#shared/contracts/notifications.ts';
import type { Db } from '../../db/client.ts';
import type { PhraseValue } from '../../lib/errors.ts';
import { notifications } from './notifications.schema.ts';

/** A notification to store: who it is for, what it says and when. */
export type NotificationRow = Omit<typeof notifications.$inferInsert, 'id' | 'readAt'>;

/**
 * Stores the rows and, in the same statement (one round trip), sends `{ id, userId }` of each on `channel`.
 * PostgreSQL delivers the signals only once the caller's transaction commits.
 */
export async function insertNotificationsAndSignal(db: Db, rows: NotificationRow[], channel: string): Promise<void> {
  const stored = db
    .insert(notifications)
    .values(rows)
    .returning({ id: notifications.id, userId: notifications.userId });
  await db.execute(
    sql`with stored as (${stored.getSQL()}) select pg_notify(${channel}, json_build_object('id', id, 'userId', user_id)::text) from stored`,
  );
}

const shown = {
  id: notifications.id,
  kind: notifications.kind,
  app: notifications.app,
  message: notifications.message,
  phrase: notifications.phrase,
  params: notifications.params,
  avatar: notifications.avatar,
  link: notifications.link,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

/** A notification as stored: what the API shows, and the phrase and values it is said in each language from. */
export type StoredNotification = Notification & { phrase: string | null; params: Record<string, PhraseValue> };

function toNotification(row: Pick<typeof notifications.$inferSelect, keyof typeof shown>): StoredNotification {
  return {
    id: row.id,
    kind: row.kind,
    app: row.app,
    message: row.message,
    phrase: row.phrase,
    params: row.params ?? {},
    avatar: row.avatar,
    link: row.link,
    time: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/** The user's newest notifications, newest first. */
export async function listLatestNotifications(db: Db, userId: string, limit: number): Promise<StoredNotification[]> {
  const rows = await db
    .select(shown)
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map(toNotification);
}

export async function countUnreadNotifications(db: Db, userId: string): Promise<number> {
  const [unread] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return unread?.count ?? 0;
}

export async function findUserNotification(db: Db, userId: string, id: string): Promise<StoredNotification | null> {
  const [row] = await db
    .select(shown)
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row ? toNotification(row) : null;
}

/** When one of the user's notifications was stored; null if it is not theirs. */
export async function findNotificationTime(db: Db, userId: string, id: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: notifications.createdAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row?.createdAt ?? null;
}

/** The user's notifications stored at or after `after.createdAt`, except `after` itself, oldest first. */
export async function listNotificationsSince(
  db: Db,
  userId: string,
  after: { id: string; createdAt: Date },
  limit: number,
): Promise<StoredNotification[]> {
  const rows = await db
    .select(shown)
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        or(
          gt(notifications.createdAt, after.createdAt),
          and(eq(notifications.createdAt, after.createdAt), ne(notifications.id, after.id)),
        ),
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(limit);
  return rows.map(toNotification);
}

/** Marks one unread notification of the user read; false when none was (not theirs, or already read). */
export async function markUnreadNotificationRead(db: Db, userId: string, id: string, at: Date): Promise<boolean> {
  const updated = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length > 0;
}

/** Marks read every unread notification of the user up to and including `through`, by time, then id. */
export async function markNotificationsReadUpTo(
  db: Db,
  userId: string,
  through: { id: string; createdAt: Date },
  at: Date,
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        or(
          lt(notifications.createdAt, through.createdAt),
          and(eq(notifications.createdAt, through.createdAt), lte(notifications.id, through.id)),
        ),
      ),
    );
}

/** Deletes the account's notifications (its erasure). */
export async function deleteNotificationsOfUser(tx: Db, userId: string): Promise<number> {
  const deleted = await tx
    .delete(notifications)
    .where(eq(notifications.userId, userId))
    .returning({ id: notifications.id });
  return deleted.length;
}

/** Deletes read notifications older than `before` (the retention job). */
export async function deleteReadNotificationsBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(and(lt(notifications.createdAt, before), isNotNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return deleted.length;
}
