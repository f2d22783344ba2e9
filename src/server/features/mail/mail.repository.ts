import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailAttachments, mailOutbox } from './mail.schema.ts';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A mail as its sender holds it: what `claimMail` takes, or what `insertHeldMails` wrote. */
export type ClaimedMail = OutboxMail & { id: string; attachments: StoredAttachment[] };

/**
 * Writes mails to be sent, with their attachments: one insert for the mails and, when any has attachments, one for
 * those, in one transaction (the caller's, or one of their own); returns their ids in order. Their ids are made
 * here, so the attachments' rows can name them. They are written claimed already, as `claimMail` leaves a mail, by
 * the process that will send them, until `leaseUntil` (decision 085): if it stops first, they are sent once the lease
 * runs out, as a mail whose sender died is.
 */
export async function insertHeldMails(
  db: Db,
  mails: (OutboxMail & { attachments: StoredAttachment[]; createdAt: Date })[],
  leaseUntil: Date,
): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = mails.map((mail) => ({ id: randomUUID(), ...mail }));
  const attachments = rows.flatMap((mail) =>
    mail.attachments.map((attachment, position) => ({ mailId: mail.id, position, ...attachment })),
  );
  const write = async (tx: Db) => {
    await tx.insert(mailOutbox).values(
      rows.map((mail) => ({
        id: mail.id,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.map((attachment) => attachment.filename),
        status: 'sending' as const,
        attempts: 1,
        leaseUntil,
        createdAt: mail.createdAt,
      })),
    );
    if (attachments.length > 0) await tx.insert(mailAttachments).values(attachments);
  };
  // One statement is a transaction of its own; two need one (a savepoint in the caller's).
  if (attachments.length > 0) await db.transaction(write);
  else await write(db);
  return rows.map((mail) => mail.id);
}

/**
 * Takes a mail to send: one that is pending, or sending under a lease that ran
 * out (its worker died). Null when it is sent, failed, or another worker holds it.
 */
export async function claimMail(db: Db, id: string, now: Date, leaseUntil: Date): Promise<ClaimedMail | null> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'sending', leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(
      and(
        eq(mailOutbox.id, id),
        or(eq(mailOutbox.status, 'pending'), and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.leaseUntil, now))),
      ),
    )
    .returning({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      filenames: mailOutbox.attachments,
    });
  if (!row) return null;
  const { filenames, ...mail } = row;
  // Most mail has no attachment: its outbox row says so, and nothing more is read.
  const attachments =
    filenames.length === 0
      ? []
      : await db
          .select({
            filename: mailAttachments.filename,
            contentType: mailAttachments.contentType,
            content: mailAttachments.content,
          })
          .from(mailAttachments)
          .where(eq(mailAttachments.mailId, id))
          .orderBy(asc(mailAttachments.position));
  return { ...mail, attachments };
}

/** Mails without attachments that went out together: sent, in one update. */
export async function markMailsSent(db: Db, ids: string[], now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, leaseUntil: null, lastError: null })
    .where(inArray(mailOutbox.id, ids));
}

/** A mail with attachments went out: it is sent, and their bytes are no longer kept, in one transaction. */
export async function markMailSentDroppingAttachments(db: Db, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await markMailsSent(tx, [id], now);
    await tx.delete(mailAttachments).where(eq(mailAttachments.mailId, id));
  });
}

/** Sending failed: pending again for a retry, or failed for good (the server refused it). */
export async function markMailUnsent(db: Db, id: string, error: string, permanent: boolean): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: permanent ? 'failed' : 'pending', leaseUntil: null, lastError: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
}

/** Mail waiting since before `before`, or held under a lease that ran out: the sweep sends it again. */
export async function findUnsentMail(db: Db, now: Date, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.createdAt, before)),
        and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.leaseUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Every unsent mail made pending again (no worker holds any: the caller knows it is the only process). */
export async function releaseAllUnsent(db: Db): Promise<string[]> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', leaseUntil: null })
    .where(inArray(mailOutbox.status, ['pending', 'sending']))
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

/** The newest mail in the outbox first. */
export function listOutbox(
  db: Db,
  limit = 50,
): Promise<{ to: string; subject: string; text: string; attachments: string[]; status: string; createdAt: Date }[]> {
  return db
    .select({
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      attachments: mailOutbox.attachments,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}

/** Sent mail written before `before` leaves the outbox. */
export async function deleteSentMailBefore(db: Db, before: Date): Promise<void> {
  await db.delete(mailOutbox).where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.createdAt, before)));
}

/** Deletes every mail to the address, sent or waiting (an erasure: nothing more goes to it). */
export async function deleteMailTo(tx: Db, to: string): Promise<number> {
  const deleted = await tx
    .delete(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}`)
    .returning({ id: mailOutbox.id });
  return deleted.length;
}
