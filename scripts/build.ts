// `npm start` runs this first, and `npm run build` with `--force`: it builds what the server runs from, each part
// only when one of its sources is newer than its last build (`--force` always builds):
// - the web app: the browser's bundle into dist/web and the server-rendering half into dist/ssr (decision 027);
// - the server itself into dist/server (decision 081): one ES module graph bundled by esbuild, so the running
//   server neither strips the types of some 1,600 modules nor keeps their sources; beside it, the PIN code
//   directory's places (decision 024), so the server does not tally India Post's 165K offices at every start.
// Each build goes to a folder of its own and is swapped in with renames, so a server already serving dist/web (or a
// second `npm start` that is about to be refused by the data-directory lock) never sees a half-written folder.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, transform } from 'esbuild';
import { writePlacesFile } from '../src/server/features/geo/pincodes.ts';
import { SERVER_EXTERNAL } from './server-external.ts';

interface Part {
  name: string;
  outputs: { dir: string; marker: string }[];
  inputs: string[];
  /** Builds into the staging folder of each output; false when it failed (its tool has said why). */
  build: (staging: string[]) => Promise<boolean>;
}

const parts: Part[] = [
  {
    name: 'the web app',
    outputs: [
      { dir: 'dist/web', marker: 'index.html' },
      { dir: 'dist/ssr', marker: 'entry-server.js' },
    ],
    inputs: [
      'src/web',
      'src/shared',
      'public',
      'index.html',
      'vite.config.ts',
      'scripts/precompress.ts',
      'scripts/chunk-groups.ts',
      'scripts/build.ts',
      'package-lock.json',
    ],
    build: async ([web, ssr]) => vite([], web ?? '') && vite(['--ssr', 'src/web/entry-server.tsx'], ssr ?? ''),
  },
  {
    name: 'the server',
    outputs: [{ dir: 'dist/server', marker: 'index.js' }],
    inputs: [
      'src/server',
      'src/shared',
      'scripts/build.ts',
      'scripts/server-external.ts',
      'package.json',
      'package-lock.json',
    ],
    build: async ([outdir]) => {
      const result = await build({
        entryPoints: ['src/server/index.ts', 'src/server/db/prepare-child.ts'],
        outdir,
        bundle: true,
        splitting: true,
        format: 'esm',
        platform: 'node',
        target: 'node24',
        // Readable stack traces in the log: names and lines as written. Minifying saved under 1 MB of heap.
        minify: false,
        entryNames: '[name]',
        chunkNames: 'chunk-[hash]',
        external: SERVER_EXTERNAL,
        // The CommonJS packages bundled into these ES modules call `require` for Node's own modules.
        banner: {
          js: "import { createRequire as __haatRequire } from 'node:module'; const require = __haatRequire(import.meta.url);",
        },
        logLevel: 'warning',
      }).catch(() => null);
      if (result === null || result.errors.length > 0) return false;
      for (const file of readdirSync(outdir ?? '')) await asciiComments(path.join(outdir ?? '', file));
      // The PIN code directory, tallied from the package's 165K post offices once here rather than at every start.
      await writePlacesFile(outdir ?? '');
      return true;
    },
  },
];

const nonAscii = /\P{ASCII}/gu;
const isCommentLine = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);
/** The program without its comments: esbuild's minified output. */
const program = async (text: string) => (await transform(text, { minify: true, legalComments: 'none' })).code;

/**
 * V8 keeps a module's source as a string for as long as the process runs, at two bytes a character if a single one
 * of them is past Latin-1: a `—` in one comment doubles the memory of its whole chunk. esbuild writes strings ASCII
 * (`\u` escapes) but keeps comments as written, so their characters are written as escapes too, on the lines that
 * are comments. The result must be the same program: minified (which drops comments) it is compared with the
 * original, and a chunk where they differ is kept as it was. Characters in `String.raw` templates stay, so code
 * that needs them there is best imported lazily (the concierge's Hindi patterns are).
 */
async function asciiComments(file: string): Promise<void> {
  const code = readFileSync(file, 'utf8');
  if (!/\P{ASCII}/u.test(code)) return;
  const rewritten = code
    .split('\n')
    .map((line) =>
      isCommentLine(line) ? line.replace(nonAscii, (char) => `\\u{${char.codePointAt(0)?.toString(16)}}`) : line,
    )
    .join('\n');
  if ((await program(code)) === (await program(rewritten))) writeFileSync(file, rewritten);
}

function vite(args: string[], outDir: string): boolean {
  return (
    spawnSync('vite', ['build', '--logLevel', 'warn', ...args, '--outDir', outDir], { stdio: 'inherit' }).status === 0
  );
}

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

for (const part of parts) {
  const dirs = part.outputs.map(({ dir }) => dir).join(', ');
  const builtAt = Math.min(
    ...part.outputs.map(({ dir, marker }) =>
      existsSync(`${dir}/${marker}`) ? statSync(`${dir}/${marker}`).mtimeMs : 0,
    ),
  );
  if (!process.argv.includes('--force') && builtAt > Math.max(...part.inputs.map(newestMtime))) {
    process.stdout.write(`${part.name} is up to date (${dirs})\n`);
    continue;
  }
  process.stdout.write(`building ${part.name}…\n`);
  const staged = part.outputs.map(({ dir }) => ({ dir, staging: `dist/.${path.basename(dir)}-${process.pid}` }));
  if (!(await part.build(staged.map(({ staging }) => staging)))) {
    for (const { staging } of staged) rmSync(staging, { recursive: true, force: true });
    process.exit(1);
  }
  for (const { dir, staging } of staged) {
    const previous = `dist/.old-${path.basename(dir)}-${process.pid}`;
    if (existsSync(dir)) renameSync(dir, previous);
    renameSync(staging, dir);
    rmSync(previous, { recursive: true, force: true });
  }
  process.stdout.write(`${part.name} built into ${dirs}\n`);
}
