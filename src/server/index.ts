import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:http';
import { loadServerPages } from './lib/server-pages.ts';
import { createAppDeps } from './app-deps.ts';
import { createApp } from './app.ts';
import { createHttpDrain } from './http-drain.ts';
import { createHttpListener } from './http-listener.ts';
import { openDatabase, type Database } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { migrateForApp } from './db/migrate.ts';
import { isNewPgliteDataDir, prepareInChildProcess } from './db/prepare.ts';
import { hasNoSellers, seedIfEmpty } from './demo/seed.ts';
import { resumeUnsentMail } from './features/mail/mail-delivery.ts';
import { sweepOrderMail } from './features/orders/order-mails.ts';
import { warmPincodeDirectory } from './features/geo/pincodes.ts';
import { parseEnv } from './env.ts';
import { createLogger } from './lib/logger.ts';
import { loadMetrics } from './lib/metrics.ts';

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

const database: Database = env.DATABASE_URL
  ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
  : openDatabase({ kind: 'pglite', dataDir: env.dataDir });
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

const serverPages = existsSync(webRoot) ? await loadServerPages(path.resolve(webRoot, '../ssr/entry-server.js')) : null;
// prom-client is imported only when METRICS is on.
const metrics = await loadMetrics({ env, database, logger });
const deps = createAppDeps({
  env,
  database,
  logger,
  webRoot: existsSync(webRoot) ? webRoot : null,
  serverPages,
  jobs: { recurring: true },
  metrics,
});

try {
  await migrateForApp(database, env.DATABASE_OWNER_URL);
  if (env.SEED_DEMO && (await hasNoSellers(database.db))) {
    // PostgreSQL takes the seeding child beside this process. A PGlite data directory takes one process at a
    // time, and a new one was seeded above: this one was made with SEED_DEMO off, and is seeded here.
    if (database.kind === 'postgres') {
      await prepareInChildProcess();
    } else {
      const seeded = await seedIfEmpty({ db: database.db, media: deps.media, now: deps.now() });
      if (seeded) logger.info(seeded, 'seeded the demo marketplace');
    }
  }
} catch (error) {
  logger.fatal({ err: error }, 'start-up failed');
  await database.close().catch(() => {});
  releaseLock();
  process.exit(1);
}

const app = createApp(deps);

// Background jobs (app-jobs.ts): mail, due earnings, the payout schedule, clean-up. On PGlite this process
// holds the data directory alone, so mail a stopped or killed process left unsent or unwritten goes out now.
try {
  await deps.services.start();
  if (database.kind === 'pglite') {
    const resumed = await resumeUnsentMail(database.db, (mailId) =>
      deps.jobs.send('mail.deliver', { mailId }, { singletonKey: mailId }),
    );
    if (resumed > 0) logger.info({ mails: resumed }, 'sending mail left unsent when the server last stopped');
    const owed = await sweepOrderMail(
      database.db,
      deps.now(),
      (eventId) => deps.jobs.send('orders.mail', { eventId }, { singletonKey: eventId }),
      true,
    );
    if (owed > 0) logger.info({ changes: owed }, 'writing order mail left unwritten when the server last stopped');
  }
} catch (error) {
  logger.fatal({ err: error }, 'start-up failed: the job queue did not start');
  await database.close().catch(() => {});
  releaseLock();
  process.exit(1);
}

// The PIN code directory checkout needs is read now, beside the first requests, not by the first buyer's checkout.
const pincodes = warmPincodeDirectory();
deps.readiness.push(pincodes.readiness);
pincodes.promise.catch((error: unknown) =>
  logger.warn({ err: error }, 'the PIN code directory did not load; it is read again on first use'),
);

// Plain HTTP/1.1. Hits in the public micro-cache are answered before the app (decision 010).
const server = createServer();
const http = createHttpDrain(server);
server.on('request', http.listener(createHttpListener(app, deps)));
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info(
    { port, database: database.kind, dataDir: env.DATABASE_URL ? undefined : env.dataDir },
    `Haat is listening on http://localhost:${port}`,
  );
});

server.on('error', async (error: NodeJS.ErrnoException) => {
  logger.fatal(
    { err: error },
    error.code === 'EADDRINUSE' ? `port ${env.PORT} is already in use; set PORT to another port` : 'server error',
  );
  await database.close().catch(() => {});
  releaseLock();
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    logger.warn('in-flight requests did not finish in time; closing anyway');
    server.closeAllConnections();
  }, env.SHUTDOWN_TIMEOUT_MS);
  force.unref();
  // Stops accepting connections, answers what is in flight with `Connection: close` and closes each
  // connection as it goes idle. Live notification streams never finish on their own: they are ended
  // at once (browsers reconnect elsewhere).
  const drained = http.drain();
  deps.notificationHub
    .close()
    .catch((error: unknown) => logger.error({ err: error }, 'closing notification streams failed'));
  await drained;
  // Order mail being written to the outbox and jobs under way finish before the database closes; what is not done
  // yet waits in its table for the next start (or another process).
  await deps.orderMail.settled(env.SHUTDOWN_TIMEOUT_MS);
  await deps.services
    .stop(env.SHUTDOWN_TIMEOUT_MS)
    .catch((error: unknown) => logger.error({ err: error }, 'stopping the job queue failed'));
  deps.mailTransport.close();
  await database.close();
  releaseLock();
  logger.info('stopped cleanly');
  process.exit(0);
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
