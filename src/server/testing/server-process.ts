import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Db, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { MIGRATIONS_HASH } from './test-database.ts';
import { createCreatorStore, createListing, createProduct, createSeller } from '../demo/factories.ts';
import { type RawAnswer, rawRequest } from './raw-http.ts';

/**
 * The real server process (`node src/server/index.ts`, as `npm start` runs it)
 * for tests of what only a whole process shows: locks, signals, outages, memory.
 */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
  output(): string;
}

const children: ChildProcess[] = [];
const dirs: string[] = [];

/** Kills what a test started and removes its folders (call from afterEach). */
export async function cleanUpProcesses(): Promise<void> {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
}

/**
 * A free port below the kernel's ephemeral range (32768 and up on Linux), so a
 * server restarted on its port in a test finds it free: the outgoing
 * connections made meanwhile (to PostgreSQL, SMTP, each other) take their
 * local ports from that range, never from here.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const server = createServer();
    const bound = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!bound) continue;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }
}

export async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'haat-proc-'));
  dirs.push(dir);
  return dir;
}

/**
 * A migrated PGlite data directory of this checkout's migrations, named after them like the PostgreSQL template
 * (test-database.ts): made once, by whichever worker comes first (in a directory of its own, renamed into place), and
 * kept for the next run; those of other migrations go once a day old (another checkout may be using its own).
 */
async function migratedSourceDir(): Promise<string> {
  const target = path.join(os.tmpdir(), `haat-migrated-${MIGRATIONS_HASH}`);
  if (existsSync(path.join(target, 'pgdata', 'PG_VERSION'))) return target;
  const building = await mkdtemp(path.join(os.tmpdir(), 'haat-migrating-'));
  const database = openDatabase({ kind: 'pglite', dataDir: building });
  await migrateDatabase(database);
  await database.close();
  try {
    await rename(building, target);
  } catch {
    // Another worker's is in place.
    await rm(building, { recursive: true, force: true });
  }
  const dayAgo = Date.now() - 86_400_000;
  for (const entry of await readdir(os.tmpdir())) {
    const other = path.join(os.tmpdir(), entry);
    if (entry.startsWith('haat-migrated-') && other !== target && (await stat(other)).mtimeMs < dayAgo)
      await rm(other, { recursive: true, force: true });
  }
  return target;
}

let migratedSource: Promise<string> | undefined;

/**
 * A new data directory whose PGlite is migrated already (a copy of `migratedSourceDir`), so a server process starts
 * on it without preparing a new database; the test of that path starts on an empty one.
 */
export async function migratedDataDir(): Promise<string> {
  migratedSource ??= migratedSourceDir();
  const source = await migratedSource;
  const dir = await tempDataDir();
  await cp(source, dir, { recursive: true });
  return dir;
}

/**
 * The Node flags `npm start` gives the server (package.json: a 256 MB old generation, a small young one, PGlite's
 * WebAssembly on the baseline compiler; decision 029), so a process test meets the limits production has: an upload
 * that would take the heap past them ends the process here too.
 */
export const START_NODE_FLAGS: readonly string[] = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../package.json'), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));

export function startServer(options: {
  dataDir: string;
  port: number;
  databaseUrl?: string;
  env?: Record<string, string>;
}): ServerProcess {
  const child = spawn(process.execPath, [...START_NODE_FLAGS, 'src/server/index.ts'], {
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      DATABASE_URL: options.databaseUrl ?? '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port: options.port, exited, output: () => output };
}

export async function waitForHealth(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on ${port} did not become healthy`);
}

/** A product on sale in a creator's store, with `stock` units to order. */
export async function seedOrderableListing(db: Db, stock: number): Promise<{ listingId: string; productId: string }> {
  // Registered for GST, so it may deliver to any state (an unregistered seller sells within their own).
  const seller = await createSeller(db, { gstin: '27AALCK5097P1ZJ' });
  const product = await createProduct(db, { sellerId: seller.id, stock });
  const store = await createCreatorStore(db);
  const listing = await createListing(db, { storeId: store.id, productId: product.id });
  return { listingId: listing.id, productId: product.id };
}

/** One request over `agent` (keep-alive), answered or failed (status 0 with the error). */
export const request = (
  agent: http.Agent,
  port: number,
  method: string,
  pathname: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<RawAnswer> =>
  rawRequest({ origin: `http://127.0.0.1:${port}`, method, path: pathname, body, headers, agent });

const orderBody = (listingId: string) => ({
  contact: { name: 'Load Tester', phone: '+91 98765 43210' },
  address: { line1: '12 Lake View Road', city: 'Chennai', state: 'Tamil Nadu', pincode: '600017' },
  payment: { method: 'cod' },
  lines: [{ listingId, quantity: 1 }],
});

export interface PlacedByLoad {
  key: string;
  status: number;
  orderId?: string;
  body: string;
}

/**
 * Places orders for one unit of `listingId` from `connections` keep-alive
 * connections, each a new Idempotency-Key, until `stop()`; every answer is kept.
 */
export function orderLoad(port: number, listingId: string, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const answers: PlacedByLoad[] = [];
  const state = { stopped: false };
  const worker = async () => {
    while (!state.stopped) {
      const key = crypto.randomUUID();
      // The key doubles as the request id, so a test can find the request in the server's access log.
      const answer = await request(agent, port, 'POST', '/api/orders', orderBody(listingId), {
        'idempotency-key': key,
        'x-request-id': key,
      });
      let orderId: string | undefined;
      if (answer.status === 201) orderId = (JSON.parse(answer.body) as { order: { id: string } }).order.id;
      answers.push({ key, status: answer.status, orderId, body: answer.body });
      // A refused connection (the process stopping) is not worth hammering.
      if (answer.status === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const running = Array.from({ length: connections }, worker);
  return {
    answers,
    agent,
    async stop() {
      state.stopped = true;
      await Promise.all(running);
      agent.destroy();
      return answers;
    },
  };
}
