import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

const fromQuotedPrintable = (value: string) =>
  Buffer.from(
    value.replaceAll(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A header's value with RFC 2047 encoded words (=?UTF-8?Q?…?=, =?UTF-8?B?…?=) decoded; the space between two of them goes. */
function decodeHeader(value: string): string {
  return value.replaceAll(/=\?[^?]+\?([QB])\?([^?]*)\?=(?:\s+(?==\?))?/gi, (_, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : fromQuotedPrintable(data.replaceAll('_', ' ')),
  );
}

/** Decodes the subject and the text/plain part of a MIME message (quoted-printable, base64 or plain). */
export function plainTextOf(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  // A long header goes on over lines that start with a space.
  const subject = decodeHeader(/^Subject: (.*)$/im.exec(head.replaceAll(/\r?\n[ \t]+/g, ' '))?.[1]?.trim() ?? '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  let partHead = head;
  let body = rest.join('\n\n');
  if (boundary) {
    const part = raw.split(`--${boundary}`).find((chunk) => /content-type:\s*text\/plain/i.test(chunk)) ?? '';
    const [ph = '', ...pb] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    partHead = ph;
    body = pb.join('\n\n');
  }
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(partHead)?.[1]?.toLowerCase();
  let text = body;
  if (encoding === 'quoted-printable') {
    text = fromQuotedPrintable(body.replaceAll(/=\r?\n/g, ''));
  } else if (encoding === 'base64') {
    text = Buffer.from(body.replaceAll(/\s+/g, ''), 'base64').toString('utf8');
  }
  return { subject, text: text.replaceAll('\r\n', '\n').trim() };
}

/**
 * A real SMTP server on a free local port that keeps what it receives. It
 * refuses (550) recipients that `refuse` picks, as a mailbox that does not exist.
 */
export async function startTestSmtp(listenPort = 0, options: { refuse?: (address: string) => boolean } = {}) {
  const inbox: ReceivedMail[] = [];
  const refused: string[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.refuse?.(address.address)) return callback();
      refused.push(address.address);
      return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { subject, text } = plainTextOf(Buffer.concat(chunks).toString('utf8'));
        inbox.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), subject, text });
        for (const wake of waiters.splice(0)) wake();
        callback();
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
