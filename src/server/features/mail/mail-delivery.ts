import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  type ClaimedMail,
  claimMail,
  deleteSentMailBefore,
  findUnsentMail,
  markMailSentDroppingAttachments,
  markMailsSent,
  markMailUnsent,
  releaseAllUnsent,
} from './mail.repository.ts';
import { MAIL_LEASE_MS, type MailTransport } from './mailer.ts';

/** Mail pending this long without being sent is sent again by the sweep (its job was lost or gave up). */
const SWEEP_AFTER_MS = 2 * 60_000;
const SWEEP_BATCH = 200;
/** How long sent mail stays in the outbox. */
const KEEP_SENT_MS = 30 * 24 * 60 * 60_000;

export interface MailDeliveryDeps {
  db: Db;
  transport: MailTransport;
  now: () => Date;
  logger: Logger;
  /** The domain of the Message-ID, from MAIL_FROM: a retried mail keeps its id, so a mail client shows it once. */
  messageIdDomain: string;
  /** Records a mail without attachments as sent (`createSentMarks`). */
  markSent(mailId: string, at: Date): Promise<void>;
}

/** The most mails one update marks sent; each count is a statement text of its own (kept prepared, decision 080). */
const MARK_BATCH = 10;
/** How long a failed mark waits before it is tried again, doubling up to a minute. */
const MARK_RETRY_MS = 1_000;
const MARK_RETRY_MAX_MS = 60_000;

/**
 * Marks mails sent, those whose sends end in the same turn with one update: a composed batch's mails, sent from what
 * this process holds, all end together (decision 085). Resolves once the mail's update has committed. A mark that
 * fails (the database briefly away) is tried again with backoff, never the send: the mail went out, and a mark
 * given up would have the sweep send it again once its lease runs out.
 */
export function createSentMarks(db: Db, logger: Logger): MailDeliveryDeps['markSent'] {
  type Mark = { id: string; at: Date; tries: number; done: PromiseWithResolvers<void> };
  let waiting: Mark[] = [];
  const queue = (marks: Mark[]) => {
    if (waiting.length === 0) setImmediate(flush);
    waiting.push(...marks);
  };
  const flush = async () => {
    const marks = waiting;
    waiting = [];
    for (let start = 0; start < marks.length; start += MARK_BATCH) {
      const part = marks.slice(start, start + MARK_BATCH);
      const latest = new Date(Math.max(...part.map((mark) => mark.at.getTime())));
      try {
        await markMailsSent(
          db,
          part.map((mark) => mark.id),
          latest,
        );
        for (const mark of part) mark.done.resolve();
      } catch (error) {
        const tries = Math.max(...part.map((mark) => mark.tries)) + 1;
        const delay = Math.min(MARK_RETRY_MS * 2 ** (tries - 1), MARK_RETRY_MAX_MS);
        logger.warn({ err: error, mails: part.length, retryInMs: delay }, 'recording sent mail failed; trying again');
        setTimeout(() => queue(part.map((mark) => ({ ...mark, tries }))), delay).unref();
      }
    }
  };
  return (id, at) => {
    const done = Promise.withResolvers<void>();
    queue([{ id, at, tries: 0, done }]);
    return done.promise;
  };
}

/** A mail server's 5xx is final (no such mailbox); anything else (down, 4xx, a timeout) is worth retrying. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * The `mail.deliver` job: sends one outbox mail if nobody has. Safe to run
 * twice, concurrently, or after a worker died mid-send (the lease ran out).
 * A temporary failure throws, so the queue retries with backoff. With `held`
 * (the mailer's first attempt at a mail this process wrote claimed, decision
 * 085) it sends that without claiming it: only the writer may pass it, once.
 */
export async function deliverMail(deps: MailDeliveryDeps, mailId: string, held?: ClaimedMail): Promise<void> {
  const now = deps.now();
  // A mail this process wrote claimed already (`Mailer.write`) is sent as it holds it, without reading it back.
  const mail = held ?? (await claimMail(deps.db, mailId, now, new Date(now.getTime() + MAIL_LEASE_MS)));
  if (!mail) return;
  try {
    await deps.transport.deliver({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments,
      messageId: `<${mail.id}@${deps.messageIdDomain}>`,
    });
  } catch (error) {
    const permanent = isPermanent(error);
    await markMailUnsent(deps.db, mail.id, (error as Error).message ?? String(error), permanent);
    if (!permanent) throw error;
    deps.logger.error(
      { err: error, mailId: mail.id, subject: mail.subject },
      'a mail was refused: it is not sent again',
    );
    return;
  }
  if (mail.attachments.length > 0) await markMailSentDroppingAttachments(deps.db, mail.id, deps.now());
  else await deps.markSent(mail.id, deps.now());
}

/** The `mail.sweep` job: mail whose job was lost or gave up, or whose worker died, is sent again. */
export async function sweepMail(
  deps: Pick<MailDeliveryDeps, 'db' | 'now'>,
  deliver: (mailId: string) => Promise<void>,
): Promise<number> {
  const now = deps.now();
  const ids = await findUnsentMail(deps.db, now, new Date(now.getTime() - SWEEP_AFTER_MS), SWEEP_BATCH);
  for (const id of ids) await deliver(id);
  await deleteSentMailBefore(deps.db, new Date(now.getTime() - KEEP_SENT_MS));
  return ids.length;
}

/**
 * A PGlite server holds its data directory alone, so when it starts no worker
 * holds any mail: what a stopped or killed process left pending or half-sent is
 * sent now, not after its lease or the sweep's wait.
 */
export async function resumeUnsentMail(db: Db, deliver: (mailId: string) => Promise<void>): Promise<number> {
  const ids = await releaseAllUnsent(db);
  for (const id of ids) await deliver(id);
  return ids.length;
}

export function messageIdDomain(mailFrom: string): string {
  return /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'haat.local';
}
