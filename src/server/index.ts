import { createServer } from 'node:http';
import { createHttpDrain } from './http-drain.ts';
import { openPglite } from './db/pglite-client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { isNewPgliteDataDir, prepareInChildProcess } from './db/prepare.ts';
import { parseEnv } from './env.ts';
import { createLogger } from './lib/logger.ts';
import type { AppDeps } from './app-env.ts';
import { createStartingListener } from './starting-listener.ts';

/*
 * The server listens as soon as its database is open (decision 075): the liveness check is answered at once, and
 * the app's modules, the migrations and the start-up sweeps load after it (start-app.ts), every other request
 * waiting for them. After a crash the process is alive to its supervisor within about a second.
 */

const env = (() => {
  try {
    return parseEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();
const logger = createLogger(env.LOG_LEVEL);
// A stray rejected promise (a background task meeting a database outage, say) is logged; it must not
// take every request in flight down with the process.
process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));

let releaseLock = () => {};
if (!env.DATABASE_URL) {
  try {
    releaseLock = lockDataDir(env.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`haat: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

// A new PGlite database is created, migrated and seeded by a child process, whose memory leaves with it.
if (!env.DATABASE_URL && isNewPgliteDataDir(env.dataDir)) {
  try {
    await prepareInChildProcess();
  } catch (error) {
    logger.fatal({ err: error }, 'start-up failed');
    releaseLock();
    process.exit(1);
  }
}

if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.DATABASE_OWNER_URL)
  logger.warn(
    'DATABASE_URL is the tables’ owner: the audit log is append-only against the app’s code, not its connection. Set DATABASE_OWNER_URL to migrate as the owner and run the app as a role that owns nothing (README).',
  );

// PGlite's own client opens now, so the liveness check has a database to ask; the app's handle on it (and a
// PostgreSQL server's pool) comes with the app's modules.
const pglite = env.DATABASE_URL ? null : openPglite(env.dataDir);
const databaseKind = pglite ? 'pglite' : 'postgres';
/** The app, loaded and started while the server already answers its liveness check; null until then. */
let deps: AppDeps | null = null;
const closeDatabase = () => (deps?.database ?? pglite)?.close().catch(() => {});

// Plain HTTP/1.1. Hits in the public micro-cache are answered before the app (decision 010).
const server = createServer();
const http = createHttpDrain(server);
const starting = createStartingListener(
  pglite ? { kind: 'pglite', ping: async () => void (await pglite.exec('select 1')) } : null,
);
server.on('request', http.listener(starting.listener));
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info(
    { port, database: databaseKind, dataDir: env.DATABASE_URL ? undefined : env.dataDir },
    `Haat is listening on http://localhost:${port}`,
  );
  // The app loads once the server answers and PGlite is up, so a liveness check is not kept waiting behind its
  // modules.
  void (pglite?.waitReady ?? Promise.resolve()).finally(() => setImmediate(() => started.resolve(startTheApp())));
});

server.on('error', async (error: NodeJS.ErrnoException) => {
  logger.fatal(
    { err: error },
    error.code === 'EADDRINUSE' ? `port ${env.PORT} is already in use; set PORT to another port` : 'server error',
  );
  await closeDatabase();
  releaseLock();
  process.exit(1);
});

async function startTheApp(): Promise<void> {
  const { startApp, StartFailed } = await import('./start-app.ts');
  try {
    const app = await startApp({ env, pglite, logger });
    deps = app.deps;
    starting.ready(app.listener);
    logger.info('the app is ready');
  } catch (error) {
    // What failed is logged already (StartFailed); anything else is logged here.
    if (!(error instanceof StartFailed)) logger.fatal({ err: error }, 'start-up failed');
    await closeDatabase();
    releaseLock();
    process.exit(1);
  }
}
/** Settles once the app has started (or start-up failed and the process is on its way out). */
const started = Promise.withResolvers<void>();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  // A stop during start-up lets the app finish starting, so the requests waiting for it are answered.
  await started.promise;
  if (!deps) return;
  const app: AppDeps = deps;
  const force = setTimeout(() => {
    logger.warn('in-flight requests did not finish in time; closing anyway');
    server.closeAllConnections();
  }, env.SHUTDOWN_TIMEOUT_MS);
  force.unref();
  // Stops accepting connections, answers what is in flight with `Connection: close` and closes each
  // connection as it goes idle. Live notification streams never finish on their own: they are ended
  // at once (browsers reconnect elsewhere).
  const drained = http.drain();
  app.notificationHub
    .close()
    .catch((error: unknown) => logger.error({ err: error }, 'closing notification streams failed'));
  await drained;
  // Order mail being written to the outbox, mail being sent and jobs under way finish before the database closes;
  // what is not done yet waits in its table for the next start (or another process).
  await app.orderMail.settled(env.SHUTDOWN_TIMEOUT_MS);
  await app.mailer.settled(env.SHUTDOWN_TIMEOUT_MS);
  await app.services
    .stop(env.SHUTDOWN_TIMEOUT_MS)
    .catch((error: unknown) => logger.error({ err: error }, 'stopping the job queue failed'));
  app.mailTransport.close();
  await app.database.close();
  releaseLock();
  logger.info('stopped cleanly');
  process.exit(0);
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
