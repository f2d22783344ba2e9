// The demo marketplace the end-to-end apps start on, prepared once. A new data directory costs a server 13 s and
// 24 s of CPU to migrate and seed; the four apps of `npm test`'s two runs each start on a copy of one made before.
//
// `node tests/e2e/support/demo-data.ts` prepares it (npm test does, before the runs); `node
// tests/e2e/support/demo-data.ts start` copies it to DATA_DIR and starts the built server there, as `npm start`
// would (playwright.config.ts's web servers; `npm run build` builds it).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../../..');
const cacheDir = path.join(root, '.tmp');

/**
 * What the prepared data depends on: every source of the server (its migrations, the demo's data and the services that
 * seed it) and the installed packages. A change to any of them prepares it again.
 */
async function sourcesHash(): Promise<string> {
  const hash = createHash('sha256').update(await readFile(path.join(root, 'package-lock.json')));
  const files = (await readdir(path.join(root, 'src/server'), { recursive: true }))
    .filter((file) => /\.(ts|sql|json)$/.test(file) && !file.endsWith('.test.ts'))
    .toSorted();
  for (const file of files) hash.update(file).update(await readFile(path.join(root, 'src/server', file)));
  return hash.digest('hex').slice(0, 16);
}

/** Runs the server's own preparation (migrate, then seed the demo) in a new directory, as a new server would. */
function prepare(dataDir: string): Promise<void> {
  const child = spawn(process.execPath, [path.join(root, 'src/server/db/prepare-child.ts')], {
    cwd: root,
    stdio: 'inherit',
    // As the end-to-end apps run: demo passwords hashed at the tests' low cost (playwright.config.ts).
    env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'true', NODE_ENV: 'test', TEST_FAST_HASHING: 'true' },
  });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`preparing demo data exited ${code}`)))),
  );
}

/** The prepared demo data directory of these sources: made in a directory of its own, renamed into place. */
export async function demoDataTemplate(): Promise<string> {
  const name = `e2e-demo-data-${await sourcesHash()}`;
  const target = path.join(cacheDir, name);
  if (existsSync(path.join(target, 'pgdata', 'PG_VERSION'))) return target;
  const building = await mkdtemp(path.join(cacheDir, 'e2e-demo-data-building-'));
  try {
    await prepare(building);
    await rename(building, target);
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    // Another run put its copy in place first.
    if (!existsSync(path.join(target, 'pgdata', 'PG_VERSION'))) throw error;
  }
  // Those of other sources are stale.
  for (const entry of await readdir(cacheDir)) {
    if (entry.startsWith('e2e-demo-data-') && entry !== name && !entry.includes('-building-'))
      await rm(path.join(cacheDir, entry), { recursive: true, force: true });
  }
  return target;
}

if (process.argv[1] === import.meta.filename) {
  const template = await demoDataTemplate();
  if (process.argv[2] === 'start') {
    const dataDir = process.env.DATA_DIR;
    if (!dataDir) throw new Error('DATA_DIR is not set');
    await rm(dataDir, { recursive: true, force: true });
    await cp(template, dataDir, { recursive: true });
    const server = path.join(root, 'dist/server/index.js');
    if (!existsSync(server)) throw new Error('the server is not built: npm run build');
    await import(pathToFileURL(server).href);
  }
}
