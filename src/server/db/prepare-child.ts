// The child process of db/prepare.ts: opens the database (PGlite creates a new one), migrates it, seeds the
// demo marketplace when SEED_DEMO is on and it has no data, and exits. It takes no data-directory lock: the
// server that started it holds the lock and opens the database only once this process has exited.
import { seedIfEmpty } from '../demo/seed.ts';
import { parseEnv } from '../env.ts';
import { createLogger } from '../lib/logger.ts';
import { createMediaStorage } from '../lib/media-location.ts';
import { openDatabase } from './client.ts';
import { migrateForApp } from './migrate.ts';

// The server that started this process is gone: nobody holds the data directory for it any more.
process.on('disconnect', () => process.exit(1));

const env = parseEnv();
const logger = createLogger(env.LOG_LEVEL, { sync: true });
const database = env.DATABASE_URL
  ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL, maxConnections: 2 })
  : openDatabase({ kind: 'pglite', dataDir: env.dataDir });

let exitCode = 0;
try {
  await migrateForApp(database, env.DATABASE_OWNER_URL);
  if (env.SEED_DEMO) {
    // The server's storage (MEDIA_URL): the demo's photos must be where the server will look for them.
    const media = createMediaStorage(env.media);
    const seeded = await seedIfEmpty({ db: database.db, media, now: new Date() });
    if (seeded) logger.info(seeded, 'seeded the demo marketplace');
  }
} catch (error) {
  logger.fatal({ err: error }, 'preparing the database failed');
  exitCode = 1;
} finally {
  await database.close().catch(() => {});
}
process.exit(exitCode);
