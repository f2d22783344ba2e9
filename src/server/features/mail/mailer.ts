import type { Db } from '../../db/client.ts';
import { createInFlight } from '../../lib/in-flight.ts';
import type { Logger } from '../../lib/logger.ts';
import { type ClaimedMail, deleteMailTo, insertHeldMails } from './mail.repository.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (an invoice PDF); kept with the mail until it is sent. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * Accepts mail for sending. `send` resolves once the mail is written to the
 * outbox; this process then sends it (mail-delivery.ts), and a send that fails
 * becomes the `mail.deliver` job, retried with backoff, so a mail server that is
 * down delays mail but never loses it (decision 083).
 */
export interface Mailer {
  /** `smtp` when SMTP_URL is set; otherwise mail stays in the outbox, read at /dev/mailbox. */
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /**
   * Writes mails to the outbox in the caller's transaction, for mail that must exist exactly when the change it
   * tells of does: call `deliver` with the ids once the transaction has committed (if that never happens, the
   * sweep sends them).
   */
  write(tx: Db, messages: MailMessage[]): Promise<string[]>;
  /**
   * Starts sending written mails, after the current turn; resolves at once (the outbox has them). A mail this mailer
   * wrote is sent as it wrote it, without reading it back (decision 085): call it only once their transaction has
   * committed.
   */
  deliver(mailIds: string[]): Promise<void>;
  /** Resolves once every send started so far has ended, or after `timeoutMs` (shutdown waits for them). */
  settled(timeoutMs: number): Promise<void>;
}

/** Hands a mail to whatever carries it on: an SMTP server, or nobody (the dev mailbox shows the outbox). */
export interface MailTransport {
  kind: 'smtp' | 'outbox';
  deliver(message: MailMessage & { messageId: string }): Promise<void>;
  close(): void;
}

/** How long a worker holds a mail it is sending: longer than any send can take (SMTP_TIMEOUTS). */
export const MAIL_LEASE_MS = 2 * 60_000;

/** Time limits per send, so a hung mail server frees the worker well inside the mail's lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpTransport(url: string, from: string): MailTransport {
  // nodemailer loads with the first mail a process sends (some 10 MB), not with the server.
  let transport: Promise<import('nodemailer').Transporter> | null = null;
  const connected = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }),
    );
    return transport;
  };
  return {
    kind: 'smtp',
    async deliver(message) {
      await (await connected()).sendMail({ from, ...message });
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}

export const outboxTransport: MailTransport = { kind: 'outbox', deliver: async () => {}, close: () => {} };

export interface MailerDeps {
  db: Db;
  kind: Mailer['kind'];
  now: () => Date;
  /**
   * A mail's first attempt, in this process (`deliverMail`), with the mail as `write` left it when this process holds
   * it: throws when the send should be tried again.
   */
  sendNow(mailId: string, held?: ClaimedMail): Promise<void>;
  /** Hands a mail whose first attempt failed to the `mail.deliver` job, which retries it with backoff. */
  retry(mailId: string): Promise<void>;
  logger: Logger;
}

export function createMailer({ db, kind, now, sendNow, retry, logger }: MailerDeps): Mailer {
  const sending = createInFlight();
  // The mails this process wrote, claimed under a lease, until `deliver` sends them. A write whose transaction rolled
  // back is never delivered: it is dropped once its lease has run out.
  const held = new Map<string, { mail: ClaimedMail; until: number }>();
  const dropExpired = (at: number) => {
    for (const [id, entry] of held) {
      if (entry.until > at) break;
      held.delete(id);
    }
  };
  const start = (id: string, mail?: ClaimedMail) =>
    sending.add(
      new Promise((resolve) => setImmediate(resolve))
        .then(() => sendNow(id, mail))
        .catch(async (error: unknown) => {
          logger.warn({ err: error, mailId: id }, 'sending a mail failed; its job will try again');
          await retry(id).catch((queueError: unknown) =>
            logger.warn({ err: queueError, mailId: id }, 'the mail job could not be queued; the sweep will send it'),
          );
        }),
    );
  const mailer: Mailer = {
    kind,
    async send(message) {
      await mailer.deliver(await mailer.write(db, [message]));
    },
    async write(tx, messages) {
      const at = now();
      // Inserts keep their order, and leases their length, so the oldest entries are the first to run out.
      const until = at.getTime() + MAIL_LEASE_MS;
      const mails = messages.map(({ attachments = [], ...message }) => ({ ...message, attachments, createdAt: at }));
      const ids = await insertHeldMails(tx, mails, new Date(until));
      dropExpired(at.getTime());
      ids.forEach((id, index) => {
        const { to, subject, text, html, attachments } = mails[index] as (typeof mails)[number];
        held.set(id, { mail: { id, to, subject, text, html, attachments }, until });
      });
      return ids;
    },
    async deliver(mailIds) {
      const at = now().getTime();
      for (const id of mailIds) {
        const entry = held.get(id);
        held.delete(id);
        // With less than half its lease left the send might outlast it, and another process's sweep send it too: it
        // is claimed again, as any other mail is.
        start(id, entry && entry.until - at >= MAIL_LEASE_MS / 2 ? entry.mail : undefined);
      }
    },
    settled: (timeoutMs) => sending.settled(timeoutMs),
  };
  return mailer;
}

/** Every mail to an erased account's address goes, sent or waiting (privacy). */
export function deleteMailOfErased(tx: Db, address: string): Promise<number> {
  return deleteMailTo(tx, address);
}
