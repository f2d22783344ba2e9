import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger.ts';
import {
  type JobDefinition,
  type JobQueue,
  queueKey,
  retryDelayMs,
  type SendOptions,
  UnknownJobError,
} from './job-queue.ts';

export interface InProcessQueueOptions {
  logger: Logger;
  /** Run the recurring jobs on their timers (off in tests that drive them by hand). */
  recurring: boolean;
  /** Multiplies every retry delay: tests replay minutes of backoff in seconds. */
  retryDelayScale?: number;
}

/**
 * The jobs run inside this process (PGlite): a job starts on the next turn of
 * the event loop, a failure is retried on a timer with the same backoff pg-boss
 * uses, and a recurring job runs every N minutes and once at start, so what a
 * stopped process left (mail still pending) goes out when it starts again.
 */
export function createInProcessQueue(definitions: JobDefinition<never>[], options: InProcessQueueOptions): JobQueue {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const counts = new Map(definitions.map((definition) => [definition.name, { queued: 0, active: 0, failed: 0 }]));
  const keys = new Set<string>();
  const running = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let started = false;
  let stopped = false;
  const waiting: (() => void)[] = [];

  const later = (ms: number, task: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const attempt = (definition: JobDefinition<never>, data: object, id: string, number: number, key?: string) => {
    const count = counts.get(definition.name)!;
    if (stopped) return;
    count.queued -= 1;
    count.active += 1;
    const run: Promise<void> = Promise.resolve()
      .then(() => definition.run(data as never, { id, attempt: number }))
      .then(
        () => {
          if (key) keys.delete(key);
        },
        (error: unknown) => {
          if (number <= definition.retryLimit && !stopped) {
            options.logger.warn(
              { err: error, job: definition.name, attempt: number },
              'a job failed; it will be retried',
            );
            count.queued += 1;
            later(retryDelayMs(definition, number) * (options.retryDelayScale ?? 1), () =>
              attempt(definition, data, id, number + 1, key),
            );
          } else {
            options.logger.error({ err: error, job: definition.name, attempt: number }, 'a job failed for good');
            count.failed += 1;
            if (key) keys.delete(key);
          }
        },
      )
      .finally(() => {
        count.active -= 1;
        running.delete(run);
      });
    running.add(run);
  };

  const drain = async () => {
    while (running.size > 0) await Promise.allSettled(running);
  };

  const enqueue = (definition: JobDefinition<never>, data: object, sendOptions: SendOptions) => {
    // One waiting or running job per key and name, as pg-boss's exclusive queues keep it.
    const key = `${definition.name}:${queueKey(definition, sendOptions) ?? ''}`;
    if (keys.has(key)) return;
    keys.add(key);
    counts.get(definition.name)!.queued += 1;
    const go = () => setImmediate(() => attempt(definition, data, randomUUID(), 1, key));
    if (started) go();
    else waiting.push(go);
  };

  return {
    kind: 'in-process',
    async start() {
      if (started) return;
      started = true;
      for (const go of waiting.splice(0)) go();
      if (!options.recurring) return;
      for (const definition of definitions) {
        const every = definition.everyMinutes;
        if (!every) continue;
        enqueue(definition, {}, {});
        const interval = setInterval(() => enqueue(definition, {}, {}), every * 60_000);
        interval.unref();
        timers.add(interval);
      }
    },
    async send(name, data, sendOptions = {}) {
      const definition = byName.get(name);
      if (!definition) throw new UnknownJobError(name);
      enqueue(definition, data, sendOptions);
    },
    async check() {
      if (stopped) throw new Error('the job queue has stopped');
    },
    async stats() {
      return [...counts].map(([name, count]) => ({ name, ...count }));
    },
    async stop(timeoutMs) {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([drain(), timeout]);
      clearTimeout(timer);
    },
  };
}
