import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { createAccount } from './demo/factories.ts';
import { orders } from './features/orders/orders.schema.ts';
import {
  cleanUpProcesses,
  freePort,
  migratedDataDir,
  orderLoad,
  seedOrderableListing,
  startServer as startProcess,
  tempDataDir,
  waitForHealth,
} from './testing/server-process.ts';

// These tests run the real server process, the way `npm start` does, on PGlite.

afterEach(cleanUpProcesses);

const startServer = (dataDir: string, port: number) => startProcess({ dataDir, port });

describe('the server process', () => {
  it('refuses a second process on the same data directory, and the first keeps serving', async () => {
    const dataDir = await migratedDataDir();
    const [firstPort, secondPort] = [await freePort(), await freePort()];
    const first = startServer(dataDir, firstPort);
    await waitForHealth(firstPort);
    expect(first.child.exitCode).toBeNull();

    const second = startServer(dataDir, secondPort);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/data directory .* is in use by another Haat process \(pid \d+\)/);

    const response = await fetch(`http://127.0.0.1:${firstPort}/api/health`);
    expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(first.child.exitCode).toBeNull();
  }, 60_000);

  it('creates and seeds a new data directory before it listens, and serves the demo store from its first request', async () => {
    const dataDir = await tempDataDir();
    const port = await freePort();
    const server = startProcess({ dataDir, port, env: { SEED_DEMO: 'true' } });
    await waitForHealth(port, 90_000);

    const store = await fetch(`http://127.0.0.1:${port}/api/stores/by-handle/priya.styles/products`);
    expect(store.status).toBe(200);
    expect(((await store.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
    const log = server.output();
    expect(log.indexOf('seeded the demo marketplace')).toBeGreaterThan(-1);
    expect(log.indexOf('seeded the demo marketplace')).toBeLessThan(log.indexOf('Haat is listening'));

    // A restart finds the database made: nothing is seeded twice.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const again = startProcess({ dataDir, port, env: { SEED_DEMO: 'true' } });
    await waitForHealth(port);
    expect(again.output()).not.toContain('seeded the demo marketplace');
  }, 120_000);

  it('finishes an in-flight request on SIGTERM, then closes the database and exits 0', async () => {
    const dataDir = await migratedDataDir();
    const port = await freePort();
    const server = startServer(dataDir, port);
    await waitForHealth(port);

    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ message: 'in flight', path: '/', boundary: 'test' });
    const responded = new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/client-errors',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(10)), 300);
      }, 200);
    });

    expect(await responded).toBe(204);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('stopped cleanly');
    expect(existsSync(path.join(dataDir, 'haat.lock'))).toBe(false);

    // The database closed cleanly: a new process opens the same directory.
    const again = startServer(dataDir, port);
    await waitForHealth(port);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 60_000);

  // How long the stop takes is the bench's figure (npm run bench): a wall-clock bound here fails on a busy machine.
  it('stops on its own under a keep-alive order load, answering every request it took and losing no order', async () => {
    const dataDir = await migratedDataDir();
    const seed = openDatabase({ kind: 'pglite', dataDir });
    const { listingId } = await seedOrderableListing(seed.db, 100_000);
    const account = await createAccount(seed.db);
    await seed.close();

    const port = await freePort();
    const server = startServer(dataDir, port);
    await waitForHealth(port);
    // A live notification stream never ends on its own: stopping ends it.
    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const cookie = (signIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const stream = await fetch(`http://127.0.0.1:${port}/api/me/notifications/stream`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const streamEnded = stream.text().then(
      () => 'ended',
      () => 'ended',
    );
    const load = orderLoad(port, listingId, 10);
    while (load.answers.filter((answer) => answer.status === 201).length < 30)
      await new Promise((resolve) => setTimeout(resolve, 50));

    server.child.kill('SIGTERM');
    const code = await server.exited;
    const answers = await load.stop();

    expect(code).toBe(0);
    expect(await streamEnded).toBe('ended');
    expect(server.output()).not.toContain('did not finish in time');
    // Nothing the server took was cut off or failed. What it did not take was refused at connect, or (a
    // request sent on a connection just as it closed, idle) never reached the app: no access-log line has it.
    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].filter((status) => status !== 201 && status !== 0)).toEqual([]);
    const log = server.output();
    const answered = answers.find((answer) => answer.status === 201);
    expect(log).toContain(answered?.key);
    const cut = answers.filter((answer) => answer.status === 0 && log.includes(answer.key));
    expect(cut.map((answer) => answer.body)).toEqual([]);

    // Every order in the database was acknowledged, and every acknowledged order is there.
    const after = openDatabase({ kind: 'pglite', dataDir });
    const rows = await after.db.select({ key: orders.idempotencyKey }).from(orders);
    await after.close();
    const acknowledged = answers.filter((answer) => answer.status === 201).map((answer) => answer.key);
    expect(rows.map((row) => row.key).toSorted()).toEqual(acknowledged.toSorted());
  }, 60_000);

  // How soon it answers is the bench's figure (npm run bench): a wall-clock bound here fails on a busy machine.
  it('after a kill -9, answers its liveness check while the app loads, holds other requests for the app, and keeps every acknowledged order', async () => {
    const dataDir = await migratedDataDir();
    const seed = openDatabase({ kind: 'pglite', dataDir });
    const { listingId } = await seedOrderableListing(seed.db, 100_000);
    await seed.close();

    const port = await freePort();
    const first = startServer(dataDir, port);
    await waitForHealth(port);
    const load = orderLoad(port, listingId, 4);
    while (load.answers.filter((answer) => answer.status === 201).length < 10)
      await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill('SIGKILL');
    await first.exited;
    const answers = await load.stop();

    const again = startServer(dataDir, port);
    while (!again.output().includes('Haat is listening')) await new Promise((resolve) => setTimeout(resolve, 5));
    const sentBeforeReady = !again.output().includes('the app is ready');
    const [health, report, store] = await Promise.all([
      fetch(`http://127.0.0.1:${port}/api/health`),
      fetch(`http://127.0.0.1:${port}/api/client-errors`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'sent while it started', path: '/', boundary: 'test' }),
      }),
      fetch(`http://127.0.0.1:${port}/api/stores/by-handle/nobody.here/products`),
    ]);
    expect(sentBeforeReady).toBe(true);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    // Held until the app answered them (a body too), not refused.
    expect(report.status).toBe(204);
    expect(store.status).toBe(404);
    expect(((await store.json()) as { error: { code: string } }).error.code).toBe('not_found');
    // Log lines are written asynchronously: the app's may follow the answers it gave.
    while (!again.output().includes('the app is ready')) await new Promise((resolve) => setTimeout(resolve, 5));
    const log = again.output();
    expect(log.indexOf('Haat is listening')).toBeLessThan(log.indexOf('the app is ready'));

    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    // Every acknowledged order survived the kill.
    const after = openDatabase({ kind: 'pglite', dataDir });
    const rows = await after.db.select({ key: orders.idempotencyKey }).from(orders);
    await after.close();
    const acknowledged = answers.filter((answer) => answer.status === 201).map((answer) => answer.key);
    const kept = new Set(rows.map((row) => row.key));
    expect(acknowledged.filter((key) => !kept.has(key))).toEqual([]);
  }, 60_000);
});
