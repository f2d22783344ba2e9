import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// These tests run the real server process, the way `npm start` does, on PGlite.

const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['src/server/index.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'info', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, timeoutMs = 30_000): Promise<void> {
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

async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'haat-proc-'));
  dirs.push(dir);
  return dir;
}

describe('the server process', () => {
  it('refuses a second process on the same data directory, and the first keeps serving', async () => {
    const dataDir = await tempDataDir();
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

  it('finishes an in-flight request on SIGTERM, then closes the database and exits 0', async () => {
    const dataDir = await tempDataDir();
    const port = await freePort();
    const server = startServer(dataDir, port);
    await waitForHealth(port);

    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ message: 'in flight', path: '/', boundary: 'test' });
    const responded = new Promise<number>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/client-errors', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
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
});
