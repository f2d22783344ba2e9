import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RequestListener } from 'node:http';
import type { Logger } from 'pino';
import { projectRoot } from './lib/project-root.ts';
import { loadServerPages } from './lib/server-pages.ts';
import { createAppDeps } from './app-deps.ts';
import type { AppDeps } from './app-env.ts';
import { createApp } from './app.ts';
import { createHttpListener } from './http-listener.ts';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './db/client.ts';
import { migrateForApp } from './db/migrate.ts';
import { prepareInChildProcess } from './db/prepare.ts';
import { hasNoSellers } from './demo/has-no-sellers.ts';
import { resumeUnsentMail } from './features/mail/mail-delivery.ts';
import { sweepOrderMail } from './features/orders/order-mails.ts';
import { warmPincodeDirectory } from './features/geo/pincodes.ts';
import type { Env } from './env.ts';
import { loadMetrics } from './lib/metrics.ts';

/** Start-up failed; what failed is logged already. */
export class StartFailed extends Error {}

/**
 * The app, once the server listens (index.ts, decision 075): its modules loaded, the database migrated (and the
 * demo seeded), the background jobs started and the sweeps of what a stopped process left undone queued. Resolves
 * with the request listener that answers from then on.
 */
export async function startApp(options: {
  env: Env;
  /** The data directory's PGlite, opened before the app loaded; null on a PostgreSQL server. */
  pglite: PGlite | null;
  logger: Logger;
}): Promise<{ deps: AppDeps; listener: RequestListener }> {
  const { env, pglite, logger } = options;
  const database = pglite
    ? openDatabase({ kind: 'pglite', client: pglite })
    : openDatabase({ kind: 'postgres', url: env.DATABASE_URL ?? '' });
  const webRoot = path.join(projectRoot, 'dist/web');
  const serverPages = existsSync(webRoot)
    ? await loadServerPages(path.resolve(webRoot, '../ssr/entry-server.js'))
    : null;
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
      // time, and a new one was seeded before the server listened: this one was made with SEED_DEMO off, and is
      // seeded here.
      if (database.kind === 'postgres') {
        await prepareInChildProcess();
      } else {
        const { seedIfEmpty } = await import('./demo/seed.ts');
        const seeded = await seedIfEmpty({ db: database.db, media: deps.media, now: deps.now() });
        if (seeded) logger.info(seeded, 'seeded the demo marketplace');
      }
    }
  } catch (error) {
    logger.fatal({ err: error }, 'start-up failed');
    throw new StartFailed('start-up failed', { cause: error });
  }

  const app = createApp(deps);

  // Background jobs (app-jobs.ts): mail, due earnings, the payout schedule, clean-up. On PGlite this process
  // holds the data directory alone, so mail a stopped or killed process left unsent or unwritten goes out now:
  // queued before the jobs start, so no mail this process writes (held until it sends it, decision 085) is released.
  try {
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
    await deps.services.start();
  } catch (error) {
    logger.fatal({ err: error }, 'start-up failed: the job queue did not start');
    throw new StartFailed('the job queue did not start', { cause: error });
  }

  // The PIN code directory checkout needs is read now, beside the first requests, not by the first buyer's checkout.
  const pincodes = warmPincodeDirectory();
  deps.readiness.push(pincodes.readiness);
  pincodes.promise.catch((error: unknown) =>
    logger.warn({ err: error }, 'the PIN code directory did not load; it is read again on first use'),
  );
  return { deps, listener: createHttpListener(app, deps) };
}
