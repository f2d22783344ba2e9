import type { Logger } from './logger.ts';

/**
 * Work that follows a committed change but must not hold up or fail the
 * request that made it (an order's mail): started after the response is
 * decided, its failure logged. Shutdown waits for what is under way before
 * the database closes.
 */
export interface Background {
  run(what: string, logger: Logger, task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished, or after `timeoutMs`. */
  settled(timeoutMs: number): Promise<void>;
}

export function createBackground(): Background {
  const running = new Set<Promise<void>>();
  const drain = async () => {
    while (running.size > 0) await Promise.allSettled(running);
  };
  return {
    run(what, logger, task) {
      const job: Promise<void> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => logger.error({ err: error }, `${what} failed`))
        .finally(() => running.delete(job));
      running.add(job);
    },
    async settled(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([drain(), timeout]);
      clearTimeout(timer);
    },
  };
}
