import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Logger } from './logger.ts';

/*
 * Prometheus metrics (decision 043), behind METRICS. The app always has a `Metrics` (`deps.metrics`): with METRICS
 * off it is `disabledMetrics`, whose methods do nothing, so a feature registers its gauges and counts its events
 * without asking whether anyone is listening, and prom-client is never imported (lib/prometheus-metrics.ts is
 * loaded only when METRICS is on). Names of Haat's own metrics start with `haat_`.
 */

export type MetricLabels = Readonly<Record<string, string>>;

/** A gauge's value at scrape time: one number, or one per label set (label sets not listed read as absent). */
export type GaugeReading = number | readonly { labels: MetricLabels; value: number }[];

export interface MetricDefinition {
  /** snake_case, `haat_` first, the unit last: `haat_jobs`, `haat_job_failures_total`, `haat_job_duration_seconds`. */
  name: string;
  help: string;
  /** Keep their values few (a job's name, a state): never an id, a user or a raw path. */
  labelNames?: readonly string[];
}

export interface GaugeDefinition extends MetricDefinition {
  /** Read at every scrape (and only then): what the gauge is now. A failure leaves the gauge empty and is logged. */
  collect(): GaugeReading | Promise<GaugeReading>;
}

export interface HistogramDefinition extends MetricDefinition {
  /** Upper bounds of the buckets; prom-client's defaults (5 ms to 10 s) when not given. */
  buckets?: readonly number[];
}

export interface MetricCounter {
  inc(labels?: MetricLabels, by?: number): void;
}

export interface MetricHistogram {
  observe(labels: MetricLabels, value: number): void;
}

export interface Metrics {
  /** Whether METRICS is on: /metrics is served and the HTTP layer times requests. */
  readonly enabled: boolean;
  /** A gauge read when scraped, e.g. the job queue's depth by job and state. */
  gauge(definition: GaugeDefinition): void;
  /** A counter to increment as things happen, e.g. a job that failed. */
  counter(definition: MetricDefinition): MetricCounter;
  /** A histogram to observe durations or sizes with, e.g. how long a job ran (in seconds). */
  histogram(definition: HistogramDefinition): MetricHistogram;
  /** The HTTP layer's: one answered request, by its route pattern (never the raw path). */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** The HTTP layer's: a micro-cache hit answered before the app (decision 010). */
  cacheHit(route: string): void;
  /** The text exposition /metrics answers with, and its content type. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

const nothing = () => {};

/** METRICS off: every method does nothing, and nothing is ever collected. */
export const disabledMetrics: Metrics = {
  enabled: false,
  gauge: nothing,
  counter: () => ({ inc: nothing }),
  histogram: () => ({ observe: nothing }),
  observeRequest: nothing,
  cacheHit: nothing,
  scrape: () => Promise.reject(new Error('METRICS is off')),
};

/**
 * The process's metrics: `disabledMetrics` unless METRICS is on, then a prom-client registry (imported here, on
 * demand) with the process's default metrics, request durations and the database pool's gauges.
 */
export async function loadMetrics(input: { env: Env; database: Database; logger: Logger }): Promise<Metrics> {
  const { env, database, logger } = input;
  if (!env.METRICS) return disabledMetrics;
  if (env.NODE_ENV === 'production' && !env.METRICS_TOKEN) {
    logger.warn(
      'METRICS is on without METRICS_TOKEN: /metrics answers anyone who reaches the server; keep it off the public network',
    );
  }
  const { createPrometheusMetrics } = await import('./prometheus-metrics.ts');
  return createPrometheusMetrics(database, logger);
}
