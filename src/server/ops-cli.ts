// `npm run ops:grant -- <email>` (or `-- --revoke <email>`): grants or revokes Haat's operator role on the configured
// database (DATABASE_URL, or PGlite in DATA_DIR under its lock), after migrating it, as the server opens it.
import { openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { migrateDatabase } from './db/migrate.ts';
import { parseEnv } from './env.ts';
import { runGrantCommand } from './features/ops/grant-command.ts';
import { createClock } from './lib/clock.ts';

function fail(message: string): never {
  console.error(`ops:grant: ${message}`);
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
  ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL, maxConnections: 1 })
  : openDatabase({ kind: 'pglite', dataDir: env.dataDir });

let exitCode = 0;
try {
  await migrateDatabase(database);
  const result = await runGrantCommand(database.db, process.argv.slice(2), createClock().now());
  if (result.code === 0) process.stdout.write(`${result.message}\n`);
  else console.error(`ops:grant: ${result.message}`);
  exitCode = result.code;
} catch (error) {
  console.error('ops:grant failed:', error);
  exitCode = 1;
} finally {
  await database.close().catch(() => {});
  releaseLock();
}
process.exit(exitCode);
