import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** The names of the files attached (Content-Disposition: attachment). */
  attachments: string[];
}

/**
 * A real SMTP server on a free local port that keeps what it receives. It
 * refuses (550) recipients that `refuse` picks, as a mailbox that does not exist.
 * While `down` it answers every connection 421 and closes it, as a server out of
 * service does, and keeps its port, so nothing else on the machine can take it.
 */
export async function startTestSmtp(listenPort = 0, options: { refuse?: (address: string) => boolean } = {}) {
  const inbox: ReceivedMail[] = [];
  const refused: string[] = [];
  const waiters: (() => void)[] = [];
  let down = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!down) return callback();
      return callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
    },
    onRcptTo(address, _session, callback) {
      if (!options.refuse?.(address.address)) return callback();
      refused.push(address.address);
      return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // MIME decoded by mailparser (nodemailer's companion), as a mail client would read it.
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            inbox.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: parsed.subject ?? '',
              text: (parsed.text ?? '').replaceAll('\r\n', '\n').trim(),
              attachments: parsed.attachments.map((attachment) => attachment.filename ?? ''),
            });
            for (const wake of waiters.splice(0)) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** Recipients refused so far. */
    refused,
    /** Takes the server out of service (`true`) or back into it. */
    setDown(value: boolean) {
      down = value;
    },
    /** Waits for the next mail to `to` whose subject matches, and returns it. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = inbox.find((mail) => mail.to.includes(to) && subject.test(mail.subject));
        if (found) {
          inbox.splice(inbox.indexOf(found), 1);
          return found;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) link in a mail's text. */
export function linkIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No link in mail "${mail.subject}"`);
  return link;
}
