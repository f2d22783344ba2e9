// `npm start` runs this first: it builds the web app only when a source file is
// newer than the last build, and swaps the new build in with renames, so a
// server already serving dist/web (or a second `npm start` that is about to be
// refused by the data-directory lock) never sees a half-written folder.
// `--force` always builds (npm run build uses plain vite build instead).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const outDir = 'dist/web';
const inputs = ['src/web', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'scripts/precompress.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const builtAt = existsSync(`${outDir}/index.html`) ? statSync(`${outDir}/index.html`).mtimeMs : 0;
const sourcesAt = Math.max(...inputs.map(newestMtime));
if (!process.argv.includes('--force') && builtAt > sourcesAt) {
  process.stdout.write('web app is up to date (dist/web)\n');
  process.exit(0);
}

const staging = `dist/.web-${process.pid}`;
process.stdout.write('building the web app…\n');
const result = spawnSync('vite', ['build', '--logLevel', 'warn', '--outDir', staging], { stdio: 'inherit' });
if (result.status !== 0) {
  rmSync(staging, { recursive: true, force: true });
  process.exit(result.status ?? 1);
}
const previous = `dist/.web-old-${process.pid}`;
if (existsSync(outDir)) renameSync(outDir, previous);
renameSync(staging, outDir);
rmSync(previous, { recursive: true, force: true });
process.stdout.write('web app built into dist/web\n');
