import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createLogger } from '../../lib/logger.ts';
import { createMailer } from './mailer.ts';

/** A mailer whose first attempts and retries are recorded; `failing` ids fail their first attempt. */
function recordingMailer(options: { failing?: string[]; retryFails?: boolean; sendMs?: number } = {}) {
  const sent: string[] = [];
  const retried: string[] = [];
  const mailer = createMailer({
    db: {} as Db,
    kind: 'smtp',
    now: () => new Date(),
    logger: createLogger('silent'),
    sendNow: async (id) => {
      if (options.sendMs) await new Promise((resolve) => setTimeout(resolve, options.sendMs));
      if (options.failing?.includes(id)) throw new Error('421 try again later');
      sent.push(id);
    },
    retry: async (id) => {
      if (options.retryFails) throw new Error('the queue is unreachable');
      retried.push(id);
    },
  });
  return { mailer, sent, retried };
}

describe('the mailer’s first attempt (decision 083)', () => {
  it('sends written mail in this process once the caller’s turn is over, with no job when it goes', async () => {
    const { mailer, sent, retried } = recordingMailer();
    await mailer.deliver(['a', 'b']);
    // The caller (a request) is answered before any send starts.
    expect(sent).toEqual([]);
    await mailer.settled(1_000);
    expect(sent).toEqual(['a', 'b']);
    expect(retried).toEqual([]);
  });

  it('hands a mail whose send failed to the retrying job, and only that one', async () => {
    const { mailer, sent, retried } = recordingMailer({ failing: ['b'] });
    await mailer.deliver(['a', 'b', 'c']);
    await mailer.settled(1_000);
    expect(sent).toEqual(['a', 'c']);
    expect(retried).toEqual(['b']);
  });

  it('leaves a mail to the sweep when the job cannot be queued either, without throwing', async () => {
    const { mailer, retried } = recordingMailer({ failing: ['a'], retryFails: true });
    await expect(mailer.deliver(['a'])).resolves.toBeUndefined();
    await mailer.settled(1_000);
    expect(retried).toEqual([]);
  });

  it('lets shutdown wait for the sends under way', async () => {
    const { mailer, sent } = recordingMailer({ sendMs: 50 });
    await mailer.deliver(['a']);
    await mailer.settled(5_000);
    expect(sent).toEqual(['a']);
  });
});
