import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { insertOutboxMail } from './mail.repository.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
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

export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await insertOutboxMail(db, message);
    },
    close: () => {},
  };
}
