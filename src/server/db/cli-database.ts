// The database a command-line tool works on: the one the server would open (DATABASE_URL, else PGlite in
// DATA_DIR under its lock, so a tool never writes under a running server), migrated.
import { type Database, openDatabase } from './client.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { migrateForApp } from './migrate.ts';
import { type Env, parseEnv } from '../env.ts';

export interface CliDatabase {
  env: Env;
  database: Database;
  /** Where the data is, for messages. */
  where: string;
  /** Closes the database and releases the data directory. */
  close(): Promise<void>;
}

/** Prints `name: message` and exits 1. */
export function failCli(name: string, message: string): never {
  console.error(`${name}: ${message}`);
  process.exit(1);
}

const noLock = () => {};

export async function openCliDatabase(name: string): Promise<CliDatabase> {
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    return failCli(name, (error as Error).message);
  }
  let releaseLock: () => void = noLock;
  if (!env.DATABASE_URL) {
    try {
      releaseLock = lockDataDir(env.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) failCli(name, error.message);
      throw error;
    }
  }
  const database = env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL, maxConnections: 2 })
    : openDatabase({ kind: 'pglite', dataDir: env.dataDir });
  const close = async () => {
    await database.close().catch(() => {});
    releaseLock();
  };
  try {
    await migrateForApp(database, env.DATABASE_OWNER_URL);
  } catch (error) {
    await close();
    throw error;
  }
  return { env, database, where: env.DATABASE_URL ? 'the PostgreSQL database' : `PGlite in ${env.dataDir}`, close };
}
