import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Registry } from 'prom-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCreatorStore } from './demo/factories.ts';
import { testDatabaseKind } from './testing/test-database.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

/*
 * Prometheus metrics (METRICS, decision 043): off, /metrics is a 404 even where the web app would answer every
 * path, and prom-client is never loaded; on, the exposition times requests by route pattern (micro-cache hits
 * too), carries the process's default metrics and the database pool's gauges, and what features register.
 */

const TOKEN = 'scrape-token-scrape-token';

let webRoot: string;
let server: TestServer | undefined;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'haat-web-'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
});

afterEach(async () => {
  await server?.close();
  server = undefined;
});

afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
});

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The exposition's samples (comment lines left out). */
function samples(exposition: string): Sample[] {
  return exposition.split('\n').flatMap((line) => {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) return [];
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
    );
    return [{ name: match[1] ?? '', labels, value: Number(match[3]) }];
  });
}

/** The value of the one sample named `name` whose labels include `labels`. */
function valueOf(all: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = all.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

async function scrape(target: TestServer, headers: Record<string, string> = {}) {
  const response = await target.fetch('/metrics', { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(Registry.PROMETHEUS_CONTENT_TYPE);
  const body = await response.text();
  return { body, samples: samples(body) };
}

const productsRoute = '/api/stores/by-handle/:handle/products';

describe('/metrics with METRICS off (the default)', () => {
  it('is a 404, not the web app that answers other paths', async () => {
    server = await startTestServer({ webRoot });
    expect((await server.fetch('/some/page')).status).toBe(200);
    const response = await server.fetch('/metrics');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
    expect(server.deps.metrics.enabled).toBe(false);
  });

  it('never loads prom-client', async () => {
    expect(await loaded('off')).toEqual({ enabled: false, promClient: false });
    // The probe sees it when it is loaded.
    expect(await loaded('on')).toEqual({ enabled: true, promClient: true });
  });
});

const serverRoot = path.dirname(fileURLToPath(import.meta.url));
/** Imports what the server imports, loads the metrics as index.ts does and says whether prom-client was loaded. */
const PROBE = `
import { createRequire } from 'node:module';
const root = ${JSON.stringify(serverRoot)};
const { parseEnv } = await import(root + '/env.ts');
const { loadMetrics } = await import(root + '/lib/metrics.ts');
await Promise.all(['/app.ts', '/app-deps.ts', '/http-listener.ts'].map((file) => import(root + file)));
const env = parseEnv({ NODE_ENV: 'test', METRICS: process.env.PROBE_METRICS });
const database = { kind: 'pglite', poolStats: () => null };
const metrics = await loadMetrics({ env, database, logger: { warn() {} } });
const cache = Object.keys(createRequire(import.meta.url).cache);
console.log(JSON.stringify({ enabled: metrics.enabled, promClient: cache.some((file) => file.includes('prom-client')) }));
`;

/** Runs the probe in a process of its own with METRICS set to `metrics`. */
async function loaded(metrics: string) {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', PROBE], {
    env: { ...process.env, PROBE_METRICS: metrics },
  });
  return JSON.parse(stdout) as { enabled: boolean; promClient: boolean };
}

describe('/metrics with METRICS=on', () => {
  it('times requests by route pattern, micro-cache hits too, beside the process and database metrics', async () => {
    server = await startTestServer({ webRoot, env: { METRICS: 'on' } });
    const store = await createCreatorStore(server.database.db);
    // A miss answered by the app, then a hit answered before it (decision 010).
    for (let count = 0; count < 2; count += 1) {
      const response = await server.fetch(`/api/stores/by-handle/${store.handle}/products`);
      expect(response.status).toBe(200);
    }
    expect((await server.fetch('/api/stores/by-handle/nobody.here/products')).status).toBe(404);
    expect((await server.fetch('/api/no-such-route/12345')).status).toBe(404);
    expect((await server.fetch('/api/health/ready')).status).toBe(200);
    expect((await server.fetch('/some/page')).status).toBe(200);

    const { body, samples: all } = await scrape(server);
    expect(body).toMatch(
      /^http_request_duration_seconds_bucket\{[^}]*route="\/api\/stores\/by-handle\/:handle\/products"[^}]*\} \d+$/m,
    );
    const timed = (route: string, status: string) =>
      valueOf(all, 'http_request_duration_seconds_count', { method: 'GET', route, status });
    expect(timed(productsRoute, '200')).toBe(2);
    expect(timed(productsRoute, '404')).toBe(1);
    expect(valueOf(all, 'haat_micro_cache_hits_total', { route: productsRoute })).toBe(1);
    expect(timed('/api/*', '404')).toBe(1);
    expect(timed('/api/health/ready', '200')).toBe(1);
    expect(timed('/*', '200')).toBe(1);
    // Route patterns only: no handle, no id, no raw path.
    expect(body).not.toContain(store.handle);
    expect(body).not.toContain('nobody.here');
    expect(body).not.toContain('12345');
    expect(body).not.toContain('/some/page');

    expect(valueOf(all, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // The job queue's depth and failures by job.
    expect(valueOf(all, 'haat_jobs', { name: 'mail.deliver', state: 'queued' })).toBe(0);
    expect(valueOf(all, 'haat_jobs', { name: 'mail.deliver', state: 'failed' })).toBe(0);
    expect(valueOf(all, 'haat_database_info', { kind: testDatabaseKind })).toBe(1);
    // The pool's gauges on PostgreSQL (the test pool has 5 connections); PGlite has no pool.
    const pool = {
      max: valueOf(all, 'haat_db_pool_max_connections'),
      open: valueOf(all, 'haat_db_pool_connections'),
      idle: valueOf(all, 'haat_db_pool_idle_connections'),
      waiting: valueOf(all, 'haat_db_pool_waiting_requests'),
    };
    const read = { ...pool, open: typeof pool.open, idle: typeof pool.idle };
    expect(read).toEqual(
      testDatabaseKind === 'postgres'
        ? { max: 5, open: 'number', idle: 'number', waiting: 0 }
        : { max: undefined, open: 'undefined', idle: 'undefined', waiting: undefined },
    );
    expect(pool.open ?? 1).toBeGreaterThanOrEqual(1);
    expect(server.deps.metrics.enabled).toBe(true);
  });

  it('carries the gauges, counters and histograms features register (a feature’s own)', async () => {
    server = await startTestServer({ env: { METRICS: 'on' } });
    const { metrics } = server.deps;
    let depth = [
      { labels: { name: 'mail', state: 'queued' }, value: 3 },
      { labels: { name: 'mail', state: 'active' }, value: 1 },
    ];
    metrics.gauge({
      name: 'haat_example_depth',
      help: 'Jobs by name and state.',
      labelNames: ['name', 'state'],
      collect: () => depth,
    });
    const failures = metrics.counter({
      name: 'haat_example_failures_total',
      help: 'Failed jobs.',
      labelNames: ['name'],
    });
    const durations = metrics.histogram({
      name: 'haat_example_duration_seconds',
      help: 'Job run time.',
      labelNames: ['name'],
    });
    failures.inc({ name: 'mail' });
    failures.inc({ name: 'mail' });
    durations.observe({ name: 'mail' }, 0.2);

    const first = (await scrape(server)).samples;
    expect(valueOf(first, 'haat_example_depth', { name: 'mail', state: 'queued' })).toBe(3);
    expect(valueOf(first, 'haat_example_depth', { name: 'mail', state: 'active' })).toBe(1);
    expect(valueOf(first, 'haat_example_failures_total', { name: 'mail' })).toBe(2);
    expect(valueOf(first, 'haat_example_duration_seconds_count', { name: 'mail' })).toBe(1);

    // A gauge reads what is now: a state no longer listed is gone from the next scrape.
    depth = [{ labels: { name: 'mail', state: 'queued' }, value: 0 }];
    const second = (await scrape(server)).samples;
    expect(valueOf(second, 'haat_example_depth', { name: 'mail', state: 'queued' })).toBe(0);
    expect(valueOf(second, 'haat_example_depth', { name: 'mail', state: 'active' })).toBeUndefined();
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    server = await startTestServer({ env: { METRICS: 'on', METRICS_TOKEN: TOKEN } });
    const refused = await server.fetch('/metrics');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const wrong = await server.fetch('/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('process_');
    const { samples: all } = await scrape(server, { authorization: `Bearer ${TOKEN}` });
    expect(valueOf(all, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // The job queue's depth and failures by job.
    expect(valueOf(all, 'haat_jobs', { name: 'mail.deliver', state: 'queued' })).toBe(0);
    expect(valueOf(all, 'haat_jobs', { name: 'mail.deliver', state: 'failed' })).toBe(0);
  });
});
