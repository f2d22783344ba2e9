import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createLogger } from '../../lib/logger.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { createSentMarks, deliverMail, sweepMail } from './mail-delivery.ts';
import { listOutbox } from './mail.repository.ts';
import { createMailer, MAIL_LEASE_MS } from './mailer.ts';

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

/** A mailer on a real database whose sends go to a transport that records them, as `npm start` wires it. */
async function mailerOnDatabase(clock: { at: number }, options: { marksFailFirst?: boolean } = {}) {
  const database = await createTestDatabase();
  const delivered: string[] = [];
  const retried: string[] = [];
  // A database that refuses the first update of the sent marks, as one briefly away would.
  let refused = false;
  const marksDb = new Proxy(database.db, {
    get(target, property, receiver) {
      if (property === 'update' && options.marksFailFirst && !refused) {
        refused = true;
        return () => {
          throw new Error('the database is away');
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
  const deps = {
    db: database.db,
    transport: {
      kind: 'smtp' as const,
      deliver: async (mail: { to: string }) => void delivered.push(mail.to),
      close: () => {},
    },
    now: () => new Date(clock.at),
    logger: createLogger('silent'),
    messageIdDomain: 'haat.test',
    markSent: createSentMarks(marksDb, createLogger('silent')),
  };
  const mailer = createMailer({
    db: database.db,
    kind: 'smtp',
    now: deps.now,
    logger: deps.logger,
    sendNow: (id, held) => deliverMail(deps, id, held),
    retry: async (id) => void retried.push(id),
  });
  return { database, deps, mailer, delivered, retried };
}
/** Runs a test with a mailer on a fresh database, its clock at 10:00 UTC on 30 Nov 2026; the database goes after. */
async function onDatabase(
  options: { marksFailFirst?: boolean },
  test: (setup: Awaited<ReturnType<typeof mailerOnDatabase>> & { clock: { at: number } }) => Promise<void>,
) {
  const clock = { at: Date.parse('2026-11-30T10:00:00Z') };
  const setup = await mailerOnDatabase(clock, options);
  try {
    await test({ ...setup, clock });
  } finally {
    await setup.database.destroy();
  }
}
const message = (to: string) => ({
  to,
  subject: 'Order HAAT-1 is placed',
  text: 'Thank you',
  html: '<p>Thank you</p>',
});

describe('a mail written by the process that sends it (decision 085)', () => {
  it('is sent once, recorded sent with the others sent with it, and no sweep sends it again', async () => {
    await onDatabase({}, async ({ database, deps, mailer, delivered, clock }) => {
      const to = ['asha@example.in', 'kaveri@example.in', 'meera@example.in'];
      const ids = await database.db.transaction((tx) => mailer.write(tx, to.map(message)));
      await mailer.deliver(ids);
      await mailer.settled(5_000);
      expect(delivered.toSorted()).toEqual(to);
      // Their sends ended together, and each is recorded sent.
      expect((await listOutbox(database.db)).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
      // Hours later the sweep finds nothing to send.
      clock.at += 3 * 3_600_000;
      await sweepMail(deps, (id) => deliverMail(deps, id));
      expect(delivered).toHaveLength(3);
    });
  });

  it('is sent by the sweep once its lease has run out when the process that wrote it never sent it', async () => {
    await onDatabase({}, async ({ database, deps, mailer, delivered, clock }) => {
      // Written and committed, then the writer stops before it sends.
      await database.db.transaction((tx) => mailer.write(tx, [message('ravi@example.in')]));
      await sweepMail(deps, (id) => deliverMail(deps, id));
      expect(delivered).toEqual([]);
      clock.at += MAIL_LEASE_MS + 1_000;
      await sweepMail(deps, (id) => deliverMail(deps, id));
      expect(delivered).toEqual(['ravi@example.in']);
    });
  });

  it('is recorded sent once the database is back when recording it failed, and is not sent again', async () => {
    await onDatabase({ marksFailFirst: true }, async ({ database, deps, mailer, delivered, retried, clock }) => {
      const ids = await database.db.transaction((tx) => mailer.write(tx, [message('nisha@example.in')]));
      await mailer.deliver(ids);
      await mailer.settled(10_000);
      expect((await listOutbox(database.db)).map((row) => row.status)).toEqual(['sent']);
      expect(retried).toEqual([]);
      clock.at += MAIL_LEASE_MS + 1_000;
      await sweepMail(deps, (id) => deliverMail(deps, id));
      expect(delivered).toEqual(['nisha@example.in']);
    });
  });

  it('is never sent when the change that wrote it rolled back', async () => {
    await onDatabase({}, async ({ database, deps, mailer, delivered, clock }) => {
      await expect(
        database.db.transaction(async (tx) => {
          await mailer.write(tx, [message('meena@example.in')]);
          throw new Error('the order failed');
        }),
      ).rejects.toThrow('the order failed');
      clock.at += MAIL_LEASE_MS + 1_000;
      await sweepMail(deps, (id) => deliverMail(deps, id));
      expect(delivered).toEqual([]);
      expect(await listOutbox(database.db)).toEqual([]);
    });
  });
});
