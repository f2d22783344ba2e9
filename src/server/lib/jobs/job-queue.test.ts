import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../../testing/test-database.ts';
import { createLogger } from '../logger.ts';
import { createInProcessQueue } from './in-process-queue.ts';
import type { JobDefinition, JobQueue } from './job-queue.ts';
import { createPgBossQueue } from './pg-boss-queue.ts';

/** A job that records what it ran and, while `hold` is open, does not finish. */
function recorder(name: string, everyMinutes?: number) {
  const ran: string[] = [];
  let active = 0;
  let mostAtOnce = 0;
  let open: (() => void) | undefined;
  let hold = Promise.resolve();
  const definition: JobDefinition<never> = {
    name,
    retryLimit: 0,
    retryDelaySeconds: 1,
    retryDelayMaxSeconds: 1,
    expireInSeconds: 60,
    ...(everyMinutes ? { everyMinutes } : {}),
    run: async (data: never) => {
      active += 1;
      mostAtOnce = Math.max(mostAtOnce, active);
      ran.push((data as { label?: string }).label ?? '');
      await hold;
      active -= 1;
    },
  };
  return {
    definition,
    ran,
    mostAtOnce: () => mostAtOnce,
    holdRuns: () => {
      hold = new Promise((resolve) => {
        open = resolve;
      });
    },
    release: () => open?.(),
  };
}

const logger = createLogger('silent');
let queue: JobQueue | null = null;
let database: TestDatabase | null = null;

afterEach(async () => {
  await queue?.stop(5_000);
  await database?.destroy();
  queue = null;
  database = null;
});

async function startQueue(engine: 'in-process' | 'pg-boss', definitions: JobDefinition<never>[]) {
  if (engine === 'in-process') queue = createInProcessQueue(definitions, { logger, recurring: false });
  else {
    database = await createTestDatabase();
    queue = createPgBossQueue(definitions, {
      connectionString: database.url ?? '',
      logger,
      recurring: false,
      pollingIntervalSeconds: 0.5,
    });
  }
  await queue.start();
  return queue;
}

const engines = testDatabaseKind === 'postgres' ? (['in-process', 'pg-boss'] as const) : (['in-process'] as const);

describe.each(engines)('jobs on the %s queue', (engine) => {
  it('runs every send of a job that is not recurring, though none has a key: two account mails are two mails', async () => {
    const mail = recorder('account.mail');
    const jobs = await startQueue(engine, [mail.definition]);
    await jobs.send('account.mail', { label: 'first' });
    await jobs.send('account.mail', { label: 'second' });
    await expect.poll(() => mail.ran.toSorted(), { timeout: 10_000 }).toEqual(['first', 'second']);
  }, 30_000);

  it('runs a recurring job one run at a time: a send while it runs is joined to that run, never run beside it', async () => {
    const settle = recorder('money.settle', 1);
    settle.holdRuns();
    const jobs = await startQueue(engine, [settle.definition]);
    await jobs.send('money.settle', { label: 'first' });
    await expect.poll(() => settle.ran, { timeout: 10_000 }).toEqual(['first']);
    await jobs.send('money.settle', { label: 'while it runs' });
    settle.release();
    // Once the run is over, the next send is a run of its own.
    await expect
      .poll(
        async () => {
          await jobs.send('money.settle', { label: 'after' });
          return settle.ran.at(-1);
        },
        { timeout: 10_000 },
      )
      .toBe('after');
    expect(settle.ran).not.toContain('while it runs');
    expect(settle.mostAtOnce()).toBe(1);
  }, 30_000);

  it('keeps one waiting job per singleton key, and runs jobs of other keys', async () => {
    const mail = recorder('mail.deliver');
    mail.holdRuns();
    const jobs = await startQueue(engine, [mail.definition]);
    await jobs.send('mail.deliver', { label: 'a' }, { singletonKey: 'mail-a' });
    await expect.poll(() => mail.ran, { timeout: 10_000 }).toEqual(['a']);
    await jobs.send('mail.deliver', { label: 'a again' }, { singletonKey: 'mail-a' });
    await jobs.send('mail.deliver', { label: 'b' }, { singletonKey: 'mail-b' });
    mail.release();
    await expect.poll(() => mail.ran, { timeout: 10_000 }).toEqual(['a', 'b']);
  }, 30_000);
});
