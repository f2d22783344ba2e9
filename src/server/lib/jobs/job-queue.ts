import { randomUUID } from 'node:crypto';
/**
 * Background jobs behind one interface (decision 044): pg-boss on PostgreSQL,
 * where every server process shares one queue and a job runs once whichever
 * process takes it; an in-process runner of the same jobs on PGlite, whose data
 * directory takes one process anyway.
 *
 * A job is a trigger, not the record of the work: what must not be lost (a
 * mail to send, an earning coming due, a pending payout) is a row in its
 * feature's own table, and each job's handler is idempotent against those rows.
 * A worker killed mid-job is retried (pg-boss hands the job to another worker
 * once it expires; the in-process runner's process starts again and its sweeps
 * find the rows), and the effect still happens once.
 */
export interface JobDefinition<Data = unknown> {
  name: string;
  /** Attempts after the first before the job is given up (its rows stay for the next sweep). */
  retryLimit: number;
  /** The first retry's delay; each one after doubles, up to `retryDelayMaxSeconds`. */
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** How long a job may run before it is counted dead and run again elsewhere. */
  expireInSeconds: number;
  /** A job that recurs: every N minutes, once across all processes (under an hour, or whole hours: cronOf). */
  everyMinutes?: number;
  run(data: Data, job: { id: string; attempt: number }): Promise<void>;
}

export interface SendOptions {
  /**
   * At most one job with this key is waiting or running at a time; a second send is dropped. Without one, a recurring
   * job is one run at a time (a send while it waits or runs joins that run: two runs never move the same money at
   * once), and any other job is a job of its own (two account mails are two mails).
   */
  singletonKey?: string;
}

/**
 * The key a send is one-at-a-time under, the same on both engines: pg-boss's `exclusive` queues allow one waiting or
 * running job per key, a missing key counting as one key, so a job that is not recurring gets a key of its own.
 */
export function queueKey(definition: JobDefinition<never>, options: SendOptions): string | undefined {
  if (options.singletonKey) return options.singletonKey;
  return definition.everyMinutes ? undefined : randomUUID();
}

export interface QueueStat {
  name: string;
  /** Waiting to run, including retries not due yet. */
  queued: number;
  active: number;
  /** Given up after every retry (pg-boss: those still retained). */
  failed: number;
}

export interface JobQueue {
  kind: 'pg-boss' | 'in-process';
  /** Starts working the jobs and their schedules. */
  start(): Promise<void>;
  send(name: string, data: object, options?: SendOptions): Promise<void>;
  /** Throws when the queue cannot be reached (readiness). */
  check(): Promise<void>;
  stats(): Promise<QueueStat[]>;
  /** Stops taking jobs and waits (up to `timeoutMs`) for those running. */
  stop(timeoutMs: number): Promise<void>;
}

/** The delay before retry `attempt` (1 for the first retry): doubling from the base, capped. */
export function retryDelayMs(definition: JobDefinition<never>, attempt: number): number {
  const seconds = Math.min(
    definition.retryDelayMaxSeconds,
    definition.retryDelaySeconds * 2 ** Math.min(16, Math.max(0, attempt - 1)),
  );
  return seconds * 1000;
}

export class UnknownJobError extends Error {
  constructor(name: string) {
    super(`No job is defined with the name ${name}`);
  }
}

/**
 * The cron schedule of a job recurring every `minutes`: every N minutes under an hour; whole hours from midnight
 * (India's time) from an hour up, so a daily job (1,440) runs at midnight and an hourly one at the top of the hour.
 */
export function cronOf(minutes: number): string {
  if (minutes < 60) return `*/${minutes} * * * *`;
  return `0 */${Math.round(minutes / 60)} * * *`;
}
