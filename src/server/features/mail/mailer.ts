import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { insertOutboxMail } from './mail.repository.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (an invoice PDF); the outbox keeps their names only. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Sends mail. SMTP when configured; otherwise the outbox table read at /dev/mailbox. */
export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/** `now` is the app's clock: each mail is kept with the time it was sent. */
export function createOutboxMailer(db: Db, now: () => Date): Mailer {
  return {
    kind: 'outbox',
    async send({ attachments = [], ...message }) {
      await insertOutboxMail(db, {
        ...message,
        attachments: attachments.map((attachment) => attachment.filename),
        createdAt: now(),
      });
    },
    close: () => {},
  };
}
