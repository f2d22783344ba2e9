// A Vite plugin: after the build, every text file of 256 bytes or more in the output gets a brotli (`.br`, quality
// 11) and a gzip (`.gz`) sibling, kept only when smaller, so the server sends compressed assets without
// spending CPU per request (decision 023). Images and video are already compressed and are left alone.
// What a browser loads (scripts, styles, pages) is gzipped with Zopfli: the same format any gzip client reads,
// about 4% smaller than zlib's level 9, for about a second of build time per 300 KB (decision 030).
// Source maps, read only by developer tools, take zlib's level 9.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const textFile = /\.(html|js|mjs|css|json|svg|txt|webmanifest|xml)$/;
const browserLoads = /\.(html|js|mjs|css|svg)$/;
// Below this a file saves less than its Content-Encoding header costs; a small chunk of 0.5–1 KiB still saves 40%.
const MIN_BYTES = 256;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

export async function precompressDir(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((file) => textFile.test(file));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) return;
      const [br, gzipped] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        browserLoads.test(file) ? zopfliGzip(bytes, { numiterations: 15 }) : gz(bytes, { level: 9 }),
      ]);
      if (br.length < bytes.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < bytes.length) await writeFile(`${file}.gz`, gzipped);
    }),
  );
}

export function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'haat-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      // The server-rendering build (dist/ssr) is read from disk by the server, never sent.
      ssr = Boolean(config.build.ssr);
    },
    // After the public folder is copied too.
    async closeBundle() {
      if (!ssr) await precompressDir(outDir);
    },
  };
}
