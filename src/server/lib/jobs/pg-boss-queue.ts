import type { Job, JobResult, PgBoss } from 'pg-boss';
import type { Logger } from '../logger.ts';
import { cronOf, type JobDefinition, type JobQueue, queueKey, UnknownJobError } from './job-queue.ts';

export interface PgBossQueueOptions {
  connectionString: string;
  logger: Logger;
  /** Schedule the recurring jobs (every process does; pg-boss sends each occurrence once). */
  recurring: boolean;
  /** How often an idle worker looks for jobs when no NOTIFY wakes it. */
  pollingIntervalSeconds?: number;
  /** How often expired jobs (a worker killed mid-job) are sent back for retry. */
  superviseIntervalSeconds?: number;
}

const SCHEMA = 'pgboss';
/** Jobs a worker takes per fetch. */
const BATCH = 10;

/**
 * The jobs on pg-boss (PostgreSQL): every process works every queue, a job is
 * taken by one worker (SKIP LOCKED), NOTIFY wakes the workers when one is sent,
 * and a job whose worker died is retried once it expires. Queues use the
 * `exclusive` policy, so a key has at most one job waiting or running (`queueKey`).
 * pg-boss is imported when the queue starts, on PostgreSQL only: the PGlite server never loads it.
 */
export function createPgBossQueue(definitions: JobDefinition<never>[], options: PgBossQueueOptions): JobQueue {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;

  const polling = options.pollingIntervalSeconds ?? 2;
  const open = async (): Promise<PgBoss> => {
    const { PgBoss } = await import('pg-boss');
    const instance = new PgBoss({
      connectionString: options.connectionString,
      schema: SCHEMA,
      application_name: 'haat-jobs',
      max: 4,
      useListenNotify: true,
      superviseIntervalSeconds: options.superviseIntervalSeconds ?? 60,
      // How often queue counts (stats(), the metrics) are refreshed.
      monitorIntervalSeconds: 15,
      schedule: options.recurring,
    });
    instance.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
    await instance.start();
    for (const definition of definitions) {
      const queue = {
        notify: true,
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: true,
        retryDelayMax: definition.retryDelayMaxSeconds,
        expireInSeconds: definition.expireInSeconds,
      } as const;
      // The policy is fixed when the queue is made; the rest follows the definition on every start.
      if (await instance.getQueue(definition.name)) await instance.updateQueue(definition.name, queue);
      else await instance.createQueue(definition.name, { ...queue, policy: 'exclusive' });
      await instance.work(
        definition.name,
        // Up to BATCH jobs at a time, each settled on its own; a full batch is followed by another fetch at once,
        // so a burst of mail goes out back to back rather than one per poll.
        {
          pollingIntervalSeconds: polling,
          notifyPollingIntervalSeconds: polling,
          batchSize: BATCH,
          burstWhenBatchFull: true,
          perJobResults: true,
        },
        (jobs: Job<Record<string, unknown>>[]) =>
          Promise.all(
            jobs.map(async (job): Promise<JobResult> => {
              const attempt = job.retryCount + 1;
              try {
                await definition.run(job.data as never, { id: job.id, attempt });
                return { id: job.id, status: 'completed' };
              } catch (error) {
                const final = attempt > definition.retryLimit;
                options.logger[final ? 'error' : 'warn'](
                  { err: error, job: definition.name, attempt },
                  final ? 'a job failed for good' : 'a job failed; it will be retried',
                );
                return { id: job.id, status: 'failed', output: { message: (error as Error).message } };
              }
            }),
          ),
      );
      if (options.recurring && definition.everyMinutes)
        await instance.schedule(definition.name, cronOf(definition.everyMinutes), {}, { tz: 'Asia/Kolkata' });
    }
    boss = instance;
    return instance;
  };
  const started = () => {
    if (!starting) throw new Error('the job queue has not started');
    return starting;
  };

  return {
    kind: 'pg-boss',
    async start() {
      starting ??= open();
      await starting;
    },
    async send(name, data, sendOptions = {}) {
      const definition = byName.get(name);
      if (!definition) throw new UnknownJobError(name);
      const instance = await started();
      const singletonKey = queueKey(definition, sendOptions);
      await instance.send(name, data, singletonKey ? { singletonKey } : {});
    },
    async check() {
      await (await started()).getQueue(definitions[0]?.name ?? 'mail.deliver');
    },
    async stats() {
      const queues = await (await started()).getQueues(definitions.map((definition) => definition.name));
      return queues.map((queue) => ({
        name: queue.name,
        queued: queue.queuedCount,
        active: queue.activeCount,
        failed: queue.failedCount,
      }));
    },
    async stop(timeoutMs) {
      const instance = boss ?? (await starting?.catch(() => null));
      if (!instance) return;
      await instance.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}
