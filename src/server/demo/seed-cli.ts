// `npm run db:seed`: migrates the configured database and seeds the demo
// marketplace into it when it is empty.
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { parseEnv } from '../env.ts';
import { createDiskMediaStorage } from '../lib/media-storage.ts';
import { seedIfEmpty } from './seed.ts';

function fail(message: string): never {
  console.error(`db:seed: ${message}`);
  process.exit(1);
}

const env = (() => {
  try {
    return parseEnv();
  } catch (error) {
    return fail((error as Error).message);
  }
})();

let releaseLock = () => {};
if (!env.DATABASE_URL) {
  // PGlite allows one process per data directory: never write under a running server.
  try {
    releaseLock = lockDataDir(env.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
}

const database = env.DATABASE_URL
  ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL, maxConnections: 2 })
  : openDatabase({ kind: 'pglite', dataDir: env.dataDir });
const media = createDiskMediaStorage(path.join(env.dataDir, 'media'));
const where = env.DATABASE_URL ? 'the PostgreSQL database' : `PGlite in ${env.dataDir}`;

let exitCode = 0;
try {
  await migrateDatabase(database);
  const started = performance.now();
  const summary = await seedIfEmpty({ db: database.db, media, now: new Date() });
  const seconds = ((performance.now() - started) / 1_000).toFixed(1);
  process.stdout.write(
    summary
      ? `Seeded the demo marketplace into ${where} in ${seconds} s: ${summary.sellers} sellers, ${summary.products} products, ${summary.creators} creator stores.\n`
      : `${where} already has data; nothing was seeded.\n`,
  );
} catch (error) {
  console.error('db:seed failed:', error);
  exitCode = 1;
} finally {
  await database.close().catch(() => {});
  releaseLock();
}
process.exit(exitCode);
