import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot, runsFromBuild } from '../lib/project-root.ts';

/**
 * A new database's one-off work (PGlite creating its files, the migrations, the demo seed with its image
 * rendering) runs in a short-lived child process. That work peaks at over 1 GB and leaves some 200 MB that
 * the allocator keeps; in a child it all goes back to the system when the child exits, instead of staying
 * with the server for as long as it runs (decision 027).
 */
const childScript = runsFromBuild
  ? path.join(projectRoot, 'dist/server/prepare-child.js')
  : fileURLToPath(new URL('./prepare-child.ts', import.meta.url));

/** PGlite has yet to create its database in this data directory. */
export function isNewPgliteDataDir(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'));
}

/**
 * Migrates the configured database and, when SEED_DEMO is on and it has no data, seeds the demo marketplace,
 * in a child process with this process's environment and Node flags. Its log lines go to this process's output.
 */
export function prepareInChildProcess(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(childScript, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`preparing the database failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
