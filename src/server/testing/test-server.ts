import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../app.ts';
import { parseEnv } from '../env.ts';
import type { AppDeps } from '../lib/http.ts';
import { createLogger } from '../lib/logger.ts';
import { createDiskMediaStorage } from '../lib/media-storage.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestServer {
  url: string;
  database: TestDatabase;
  deps: AppDeps;
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** The real app on a real socket, over a fresh database, for integration tests. */
export async function startTestServer(options: { webRoot?: string | null } = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'haat-test-'));
  const database = await createTestDatabase();
  const deps: AppDeps = {
    env: parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    database,
    logger: createLogger('silent'),
    media: createDiskMediaStorage(path.join(dataDir, 'media')),
    webRoot: options.webRoot ?? null,
    now: () => new Date(),
  };
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    database,
    deps,
    fetch: (pathname, init) => fetch(`${url}${pathname}`, init),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
