// Lighthouse's mobile profile (a mid-range phone: simulated slow 4G, 4× CPU slowdown) on the pages buyers land
// on from a creator's link, in Debian's Chromium. Lighthouse's simulated throttling makes the figures depend on
// what the page sends and runs, not on this machine's network.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface PageFigures {
  page: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKiB: number;
}

const numeric = (audits: Record<string, { numericValue?: number }>, id: string) =>
  audits[id]?.numericValue ?? Number.NaN;

/** Runs per page; the figures are the medians, as Lighthouse's own guidance on variability advises. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export async function lighthousePages(origin: string, pages: string[]): Promise<PageFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const figures: PageFigures[] = [];
    for (const page of pages) {
      const runs: Omit<PageFigures, 'page'>[] = [];
      // A run whose trace Lighthouse could not record (it says NO_NAVSTART now and then, whatever the page) has no
      // figures: it is run again, a few times at most, rather than counted as a NaN.
      for (let run = 0, attempts = 0; run < RUNS; attempts += 1) {
        const result = await lighthouse(`${origin}${page}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
          output: 'json',
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
        if (result.lhr.runtimeError) {
          if (attempts >= RUNS * 2) throw new Error(`Lighthouse failed on ${page}: ${result.lhr.runtimeError.code}`);
          continue;
        }
        run += 1;
        const { audits, categories } = result.lhr;
        runs.push({
          score: Math.round((categories.performance?.score ?? 0) * 100),
          fcpMs: numeric(audits, 'first-contentful-paint'),
          lcpMs: numeric(audits, 'largest-contentful-paint'),
          tbtMs: numeric(audits, 'total-blocking-time'),
          cls: numeric(audits, 'cumulative-layout-shift'),
          transferKiB: numeric(audits, 'total-byte-weight') / 1024,
        });
      }
      const of = (key: keyof Omit<PageFigures, 'page'>) => median(runs.map((run) => run[key]));
      figures.push({
        page,
        score: of('score'),
        fcpMs: of('fcpMs'),
        lcpMs: of('lcpMs'),
        tbtMs: of('tbtMs'),
        cls: of('cls'),
        transferKiB: of('transferKiB'),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

export function formatPageFigures(rows: PageFigures[]): string {
  const lines = rows.map(
    (row) =>
      `  ${row.page}: performance ${row.score}, FCP ${(row.fcpMs / 1000).toFixed(1)} s, LCP ${(row.lcpMs / 1000).toFixed(1)} s, ` +
      `TBT ${Math.round(row.tbtMs)} ms, CLS ${row.cls.toFixed(3)}, ${row.transferKiB.toFixed(0)} KiB transferred\n`,
  );
  return `Lighthouse, mobile profile (simulated slow 4G, 4× CPU slowdown), Debian's Chromium, median of ${RUNS} runs:\n${lines.join('')}`;
}
