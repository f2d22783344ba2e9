// Lighthouse's mobile profile (simulated slow 4G, a CPU slowdown) on the pages buyers land on from a creator's
// link, in Debian's Chromium. Simulated throttling makes the network side depend on what the page sends, not on
// this machine's network; the CPU side is relative to the host, so the bench reports two passes (decision 075):
// - Lighthouse's plain 4× slowdown, on whatever machine runs it;
// - a slowdown calibrated from the host's measured benchmarkIndex, so the simulated device is the same phone
//   on every machine.
// Every run has a browser of its own, with a fresh profile: a buyer opening a shared link has a cold cache.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

export interface PageFigures {
  page: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKiB: number;
  /** Lighthouse's measure of this host's CPU in the runs (their median). */
  benchmarkIndex: number;
}

export interface PagePass {
  /** The CPU slowdown the runs simulated. */
  slowdown: number;
  label: string;
  pages: PageFigures[];
}

const numeric = (audits: Record<string, { numericValue?: number }>, id: string) =>
  audits[id]?.numericValue ?? Number.NaN;

/** Runs per page; the figures are the medians, as Lighthouse's own guidance on variability advises. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * The phone the calibrated pass simulates, as a Lighthouse benchmarkIndex. Lighthouse's default 4× slowdown is
 * meant to move "a typical run in the high-end desktop bracket" (benchmarkIndex 1500–2000) "into the mid-tier
 * mobile bracket" (docs/throttling.md, "Calibrating the CPU slowdown"): the middle of that bracket, 1750, slowed
 * 4×. A faster host gets a larger slowdown, a slower one a smaller one; the phone stays the same.
 */
export const MID_RANGE_PHONE_INDEX = 1750 / 4;
/** Lighthouse's own range for the multiplier (1× to 20× across its table of device classes). */
const SLOWDOWN_RANGE = [1, 20] as const;

export const calibratedSlowdown = (benchmarkIndex: number) =>
  Math.round(Math.min(SLOWDOWN_RANGE[1], Math.max(SLOWDOWN_RANGE[0], benchmarkIndex / MID_RANGE_PHONE_INDEX)) * 10) /
  10;

export function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

type Run = Omit<PageFigures, 'page'>;

/** One Lighthouse run of `url` in a browser of its own (chrome-launcher gives each launch a new profile). */
async function runOnce(url: string, slowdown: number): Promise<Run | null> {
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
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // A run whose trace Lighthouse could not record (NO_NAVSTART now and then, whatever the page) has no figures.
    if (result.lhr.runtimeError) return null;
    const { audits, categories, environment } = result.lhr;
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      fcpMs: numeric(audits, 'first-contentful-paint'),
      lcpMs: numeric(audits, 'largest-contentful-paint'),
      tbtMs: numeric(audits, 'total-blocking-time'),
      cls: numeric(audits, 'cumulative-layout-shift'),
      transferKiB: numeric(audits, 'total-byte-weight') / 1024,
      benchmarkIndex: environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/** Every page, RUNS times each (a run Lighthouse could not record is run again, a few times at most); medians. */
export async function lighthousePages(origin: string, pages: string[], slowdown: number): Promise<PageFigures[]> {
  const figures: PageFigures[] = [];
  for (const page of pages) {
    const runs: Run[] = [];
    for (let attempts = 0; runs.length < RUNS; attempts += 1) {
      if (attempts >= RUNS * 2) throw new Error(`Lighthouse could not record ${page}`);
      const run = await runOnce(`${origin}${page}`, slowdown);
      if (run) runs.push(run);
    }
    const of = (key: keyof Run) => median(runs.map((run) => run[key]));
    figures.push({
      page,
      score: of('score'),
      fcpMs: of('fcpMs'),
      lcpMs: of('lcpMs'),
      tbtMs: of('tbtMs'),
      cls: of('cls'),
      transferKiB: of('transferKiB'),
      benchmarkIndex: of('benchmarkIndex'),
    });
  }
  return figures;
}

/** Lighthouse's plain 4× pass, then the pass calibrated from the benchmarkIndex the first one measured. */
export async function lighthousePasses(origin: string, pages: string[]): Promise<PagePass[]> {
  const plain = await lighthousePages(origin, pages, 4);
  const slowdown = calibratedSlowdown(median(plain.map((page) => page.benchmarkIndex)));
  const calibrated = await lighthousePages(origin, pages, slowdown);
  return [
    { slowdown: 4, label: "Lighthouse's default 4× CPU slowdown, on this machine", pages: plain },
    {
      slowdown,
      label: `CPU slowdown calibrated to a mid-range phone (benchmarkIndex ${MID_RANGE_PHONE_INDEX.toFixed(0)})`,
      pages: calibrated,
    },
  ];
}

export function formatPagePasses(passes: PagePass[]): string {
  return passes
    .map((pass) => {
      const lines = pass.pages.map(
        (row) =>
          `  ${row.page}: performance ${row.score}, FCP ${(row.fcpMs / 1000).toFixed(1)} s, LCP ${(row.lcpMs / 1000).toFixed(1)} s, ` +
          `TBT ${Math.round(row.tbtMs)} ms, CLS ${row.cls.toFixed(3)}, ${row.transferKiB.toFixed(0)} KiB transferred; ` +
          `benchmarkIndex ${Math.round(row.benchmarkIndex)}, ${pass.slowdown}× slowdown\n`,
      );
      return (
        `Lighthouse, mobile profile (simulated slow 4G), ${pass.label}: ${pass.slowdown}×; ` +
        `Debian's Chromium, a fresh browser profile per run, median of ${RUNS} runs:\n${lines.join('')}`
      );
    })
    .join('\n');
}

/** The pages buyers land on: a creator's store, a product link into it (its first product), `/` and `/shop`. */
export async function landingPages(origin: string): Promise<string[]> {
  const products = (await (await fetch(`${origin}/api/stores/by-handle/priya.styles/products`)).json()) as {
    items: { listingId: string }[];
  };
  const first = products.items[0]?.listingId;
  if (!first) throw new Error('The demo store has no products');
  return ['/@priya.styles', `/@priya.styles?product=${first}`, '/', '/shop'];
}
