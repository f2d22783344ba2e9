// `npm start` runs this first: it builds the web app (the browser's bundle into dist/web, the server-rendering
// half into dist/ssr, decision 027) only when a source file is newer than the last build, and swaps the new build
// in with renames, so a server already serving dist/web (or a second `npm start` that is about to be refused by
// the data-directory lock) never sees a half-written folder. `--force` always builds (`npm run build`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const outputs = [
  { dir: 'dist/web', args: [] as string[], marker: 'index.html' },
  { dir: 'dist/ssr', args: ['--ssr', 'src/web/entry-server.tsx'], marker: 'entry-server.js' },
];
const inputs = [
  'src/web',
  'src/shared',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/precompress.ts',
  'scripts/chunk-groups.ts',
  'scripts/build-web.ts',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const builtAt = Math.min(
  ...outputs.map(({ dir, marker }) => (existsSync(`${dir}/${marker}`) ? statSync(`${dir}/${marker}`).mtimeMs : 0)),
);
const sourcesAt = Math.max(...inputs.map(newestMtime));
if (!process.argv.includes('--force') && builtAt > sourcesAt) {
  process.stdout.write('web app is up to date (dist/web, dist/ssr)\n');
  process.exit(0);
}

process.stdout.write('building the web app…\n');
const staged: { dir: string; staging: string }[] = [];
for (const { dir, args } of outputs) {
  const staging = `dist/.${path.basename(dir)}-${process.pid}`;
  const result = spawnSync('vite', ['build', '--logLevel', 'warn', ...args, '--outDir', staging], { stdio: 'inherit' });
  staged.push({ dir, staging });
  if (result.status !== 0) {
    for (const { staging: folder } of staged) rmSync(folder, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
}
for (const { dir, staging } of staged) {
  const previous = `dist/.old-${path.basename(dir)}-${process.pid}`;
  if (existsSync(dir)) renameSync(dir, previous);
  renameSync(staging, dir);
  rmSync(previous, { recursive: true, force: true });
}
process.stdout.write('web app built into dist/web and dist/ssr\n');
