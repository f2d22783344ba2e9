import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from './mail.schema.ts';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The names of the files sent with it. */
  attachments: string[];
}

export async function insertOutboxMail(db: Db, mail: OutboxMail & { createdAt: Date }): Promise<void> {
  await db.insert(mailOutbox).values(mail);
}

/** The newest mail in the outbox first. */
export function listOutbox(
  db: Db,
  limit = 50,
): Promise<{ to: string; subject: string; text: string; attachments: string[]; createdAt: Date }[]> {
  return db
    .select({
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      attachments: mailOutbox.attachments,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}
