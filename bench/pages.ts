// `npm run bench:pages`: only the Lighthouse figures of the pages buyers land on, on a fresh demo marketplace
// (the same passes `npm run bench` reports). BENCH_SLOWDOWN=<n> runs a single pass at that CPU slowdown.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { haatServerEnv, SERVER_SCRIPT, start, stop } from './harness.ts';
import { formatPagePasses, landingPages, lighthousePages, lighthousePasses, type PagePass } from './lighthouse.ts';

if (!existsSync('dist/web/index.html') || !existsSync('dist/server/index.js')) {
  process.stderr.write('Build the web app and the server first: npm run build\n');
  process.exit(1);
}
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'haat-bench-pages-'));
try {
  const haat = await start(SERVER_SCRIPT, { ...haatServerEnv(3997, dataDir), SEED_DEMO: 'true' });
  try {
    const origin = `http://127.0.0.1:${haat.port}`;
    const pages = await landingPages(origin);
    const only = process.env.BENCH_SLOWDOWN ? Number(process.env.BENCH_SLOWDOWN) : null;
    const passes: PagePass[] =
      only === null
        ? await lighthousePasses(origin, pages)
        : [
            {
              slowdown: only,
              label: 'a CPU slowdown set by BENCH_SLOWDOWN',
              pages: await lighthousePages(origin, pages, only),
            },
          ];
    process.stdout.write(formatPagePasses(passes));
  } finally {
    await stop(haat.child);
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
