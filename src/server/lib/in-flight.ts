/**
 * Work a process started in the background that its shutdown waits for (order mail being composed, mail being
 * sent): each task is kept until it ends.
 */
export interface InFlight {
  /** Keeps the task until it settles. */
  add(task: Promise<unknown>): void;
  readonly size: number;
  /** Resolves once every task has ended, those added meanwhile too, or after `timeoutMs`. */
  settled(timeoutMs: number): Promise<void>;
}

export function createInFlight(): InFlight {
  const running = new Set<Promise<unknown>>();
  return {
    add(task) {
      running.add(task);
      const done = () => void running.delete(task);
      task.then(done, done);
    },
    get size() {
      return running.size;
    },
    async settled(timeoutMs) {
      const drained = (async () => {
        while (running.size > 0) await Promise.allSettled(running);
      })();
      await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    },
  };
}
