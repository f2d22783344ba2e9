import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import type { Logger } from './logger.ts';
import type { GaugeDefinition, Metrics } from './metrics.ts';

/*
 * The prom-client side of lib/metrics.ts, imported only when METRICS is on. One registry per app (never
 * prom-client's global one), so tests can run several apps in one process.
 */

export function createPrometheusMetrics(database: Database, logger: Logger): Metrics {
  const registry = new Registry();
  // Memory, CPU, event-loop lag, GC, handles: process_resident_memory_bytes, nodejs_eventloop_lag_seconds, …
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its response head, by method, matched route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const cacheHits = new Counter({
    name: 'haat_micro_cache_hits_total',
    help: 'Requests answered from the public micro-cache before the app (also counted in http_request_duration_seconds).',
    labelNames: ['route'],
    registers,
  });

  const gauge = (definition: GaugeDefinition) => {
    const { name, help, labelNames = [] } = definition;
    const metric = new Gauge({
      name,
      help,
      labelNames,
      registers: [],
      async collect() {
        this.reset();
        try {
          const reading = await definition.collect();
          if (typeof reading === 'number') this.set(reading);
          else for (const { labels, value } of reading) this.set(labels, value);
        } catch (error) {
          logger.warn({ err: error, metric: name }, 'a gauge could not be read');
        }
      },
    });
    registry.registerMetric(metric);
  };

  gauge({
    name: 'haat_database_info',
    help: 'The database this process uses: kind="pglite" (embedded, no pool) or kind="postgres". Always 1.',
    labelNames: ['kind'],
    collect: () => [{ labels: { kind: database.kind }, value: 1 }],
  });
  if (database.poolStats()) {
    const pool = (read: (stats: NonNullable<ReturnType<Database['poolStats']>>) => number) => () => {
      const stats = database.poolStats();
      return stats ? read(stats) : [];
    };
    gauge({
      name: 'haat_db_pool_connections',
      help: 'Connections the PostgreSQL pool has open, busy or idle.',
      collect: pool((stats) => stats.total),
    });
    gauge({
      name: 'haat_db_pool_idle_connections',
      help: 'Open connections of the PostgreSQL pool not running a query.',
      collect: pool((stats) => stats.idle),
    });
    gauge({
      name: 'haat_db_pool_waiting_requests',
      help: 'Queries waiting for a connection because every connection of the pool is busy.',
      collect: pool((stats) => stats.waiting),
    });
    gauge({
      name: 'haat_db_pool_max_connections',
      help: 'The most connections the PostgreSQL pool opens.',
      collect: pool((stats) => stats.max),
    });
  }

  return {
    enabled: true,
    gauge,
    counter: ({ name, help, labelNames = [] }) => {
      const counter = new Counter({ name, help, labelNames, registers });
      return { inc: (labels = {}, by = 1) => counter.inc(labels, by) };
    },
    histogram: ({ name, help, labelNames = [], buckets }) => {
      const histogram = new Histogram({
        name,
        help,
        labelNames,
        registers,
        ...(buckets ? { buckets: [...buckets] } : {}),
      });
      return { observe: (labels, value) => histogram.observe(labels, value) };
    },
    observeRequest: (method, route, status, seconds) => requests.observe({ method, route, status }, seconds),
    cacheHit: (route) => cacheHits.inc({ route }),
    scrape: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  };
}
