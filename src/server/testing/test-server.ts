import type { ServerPages } from '#shared/server-pages.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createServer, type RequestListener } from 'node:http';
import type { AppDeps } from '../app-env.ts';
import { createAppDeps } from '../app-deps.ts';
import type { JobQueueChoice } from '../app-jobs.ts';
import { createApp } from '../app.ts';
import { createHttpListener } from '../http-listener.ts';
import { parseEnv } from '../env.ts';
import { createLogger, type Logger } from '../lib/logger.ts';
import { loadMetrics } from '../lib/metrics.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestServer {
  url: string;
  database: TestDatabase;
  deps: AppDeps;
  /** fetch against the server; writes carry the site's Origin like a browser's. */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  /** A JSON request as a signed-in browser would send it (cookie, Origin). */
  send(method: string, pathname: string, cookie?: string, body?: unknown): Promise<Response>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  webRoot?: string | null;
  /** The web app's server-rendering half, e.g. src/web/entry-server.tsx imported by the test. */
  serverPages?: ServerPages | null;
  /** Extra environment, e.g. SMTP_URL for a test SMTP server. */
  env?: Record<string, string>;
  /** Another server process on the same database (that server keeps and destroys it). */
  sharing?: TestServer;
  /** The database to serve (the server destroys it on close); a fresh one when not given. */
  database?: TestDatabase;
  /** How jobs run: in this process by default, or on pg-boss over the test's PostgreSQL database. */
  jobs?: JobQueueChoice;
  /** Where the app logs; silent unless a test reads the logs. */
  logger?: Logger;
}

/** Requests to the site at `url` as a browser sends them: writes carry its Origin; `send` is JSON with a cookie. */
export function siteClient(url: string): Pick<TestServer, 'fetch' | 'send'> {
  const fetchFromSite = (pathname: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (init.method && init.method !== 'GET' && !headers.has('origin')) headers.set('origin', url);
    return fetch(`${url}${pathname}`, { ...init, headers });
  };
  return {
    fetch: fetchFromSite,
    send: (method, pathname, cookie, body) =>
      fetchFromSite(pathname, {
        method,
        headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
}

/** Who runs the test app (what production requires of an operator: env.ts). */
export const TEST_OPERATOR = {
  OPERATOR_LEGAL_NAME: 'Test Marketplace Operations LLP',
  OPERATOR_ADDRESS: '1 Test Lane, Koramangala, Bengaluru, Karnataka 560034',
  OPERATOR_EMAIL: 'care@operator.test',
  OPERATOR_PHONE: '+91 80 1234 5678',
  OPERATOR_GSTIN: '29AAHCH7716R1ZO',
  OPERATOR_TAN: 'BLRT12345T',
  GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@operator.test',
  GRIEVANCE_OFFICER_PHONE: '+91 80 1234 5679',
};

/** The real app on a real socket, over a fresh database, for integration tests. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'haat-test-'));
  const database =
    options.database ?? (options.sharing ? await options.sharing.database.openAnother() : await createTestDatabase());
  // Listen first: the app's public origin (links in mail, trusted origins) is the real address.
  let listener: RequestListener | undefined;
  const server = createServer((request, response) =>
    listener ? listener(request, response) : response.writeHead(503).end('starting'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: String(port),
    PUBLIC_ORIGIN: url,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
    // 32 bytes in base64, so a test may start the app as production runs it.
    PAYOUT_DETAILS_KEY: 'dGVzdC1rZXktdGVzdC1rZXktdGVzdC1rZXktdGVzdC0=',
    ...TEST_OPERATOR,
    ...options.env,
  });
  const logger = options.logger ?? createLogger('silent');
  const deps = createAppDeps({
    env,
    database,
    logger,
    webRoot: options.webRoot ?? null,
    serverPages: options.serverPages ?? null,
    jobs: options.jobs ?? { recurring: false, engine: 'in-process' },
    metrics: await loadMetrics({ env, database, logger }),
  });
  await deps.services.start();
  const app = createApp(deps);
  // The same listener as production: micro-cache hits, then the app.
  listener = createHttpListener(app, deps);
  return {
    url,
    database,
    deps,
    ...siteClient(url),
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.notificationHub.close();
      server.closeAllConnections();
      await closed;
      await deps.orderMail.settled(10_000);
      await deps.mailer.settled(10_000);
      await deps.services.stop(10_000);
      deps.mailTransport.close();
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
