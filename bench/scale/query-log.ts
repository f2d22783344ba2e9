// Loaded into the measured server with `node --import` (BENCH_QUERY_LOG=<file>): times every query node-postgres
// sends, by its SQL text, and on SIGUSR2 writes what it has seen to <file>.<n> (n = 1, 2, …) and starts afresh.
// The bench reads these to find the slowest queries behind each figure and EXPLAIN them. Bench-only: the server
// never loads it on its own.
import { writeFileSync } from 'node:fs';
import pg from 'pg';

export interface QueryStat {
  sql: string;
  calls: number;
  totalMs: number;
  maxMs: number;
  /** Up to 2,000 call times, for percentiles. */
  samplesMs: number[];
  /** The parameters of the slowest call, to EXPLAIN it with. */
  slowestParams: unknown[];
}

const MAX_SAMPLES = 2_000;
const target = process.env.BENCH_QUERY_LOG;
const stats = new Map<string, QueryStat>();

function record(sql: string, params: unknown, ms: number) {
  let stat = stats.get(sql);
  if (!stat) {
    stat = { sql, calls: 0, totalMs: 0, maxMs: 0, samplesMs: [], slowestParams: [] };
    stats.set(sql, stat);
  }
  stat.calls += 1;
  stat.totalMs += ms;
  if (stat.samplesMs.length < MAX_SAMPLES) stat.samplesMs.push(ms);
  if (ms >= stat.maxMs) {
    stat.maxMs = ms;
    stat.slowestParams = Array.isArray(params) ? [...params] : [];
  }
}

type Callback = (error: unknown, result: unknown) => void;
type Query = (this: unknown, config: unknown, values?: unknown, callback?: unknown) => unknown;

if (target) {
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  prototype.query = function (config, values, callback) {
    const shape = config as { text?: unknown; values?: unknown; submit?: unknown } | string | null;
    const sql = typeof shape === 'string' ? shape : shape?.text;
    if (typeof sql !== 'string' || (typeof shape === 'object' && typeof shape?.submit === 'function'))
      return original.call(this, config, values, callback);
    const params = Array.isArray(values) ? values : typeof shape === 'object' ? shape?.values : undefined;
    const started = performance.now();
    const done = () => record(sql, params, performance.now() - started);
    const timed =
      (next: Callback): Callback =>
      (error, result) => {
        done();
        next(error, result);
      };
    if (typeof values === 'function') return original.call(this, config, timed(values as Callback));
    if (typeof callback === 'function') return original.call(this, config, values, timed(callback as Callback));
    const result = original.call(this, config, values) as Promise<unknown>;
    result.then(done, done);
    return result;
  };
  let dumps = 0;
  process.on('SIGUSR2', () => {
    dumps += 1;
    writeFileSync(`${target}.${dumps}`, JSON.stringify([...stats.values()]));
    stats.clear();
  });
}
