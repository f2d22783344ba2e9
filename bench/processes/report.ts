// What `npm run bench:processes` prints: per path through the server (micro-cache hits, misses), the median
// requests/s of one server process and of two, their ratio against the target, and where the CPU went.
import type { CpuShare } from './cpu.ts';
import type { LoadFigures } from './load.ts';

/** Issue 20: two processes on one PostgreSQL serve at least 1.6× the store data one does. */
export const TARGET_RATIO = 1.6;

export interface Run extends LoadFigures {
  cpu: CpuShare;
  /** Reads of the store's row (creator_stores scans, from PostgreSQL's statistics): one a miss, none a hit. */
  storeReads: number;
}

export interface KindResult {
  title: string;
  one: Run[];
  two: Run[];
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const medianOf = (runs: Run[], pick: (run: Run) => number | null) => {
  const values = runs.map(pick).filter((value): value is number => value !== null);
  return values.length === runs.length ? median(values) : null;
};

const whole = (value: number) => value.toLocaleString('en-IN', { maximumFractionDigits: 0 });
const fixed = (value: number | null, digits: number, unit = '') =>
  value === null ? '?' : `${value.toFixed(digits)}${unit}`;

function cpuLine(label: string, runs: Run[]): string {
  const rps = medianOf(runs, (run) => run.requestsPerSecond) ?? 0;
  const servers = medianOf(runs, (run) => run.cpu.serverCores);
  const postgres = medianOf(runs, (run) => run.cpu.postgresCores);
  const busy = medianOf(runs, (run) => run.cpu.machineBusy);
  const bench = medianOf(runs, (run) => run.cpu.benchCores);
  const perRequest = (cores: number | null) => (cores === null || rps === 0 ? null : (cores / rps) * 1000);
  return (
    `    ${label}: servers ${fixed(servers, 2)} cores (${fixed(perRequest(servers), 3)} ms a request), ` +
    `PostgreSQL ${postgres === null ? 'not on this machine' : `${fixed(postgres, 2)} cores (${fixed(perRequest(postgres), 3)} ms a request)`}, ` +
    `this bench ${fixed(bench, 2)} cores, the machine ${busy === null ? '?' : `${Math.round(busy * 100)}%`} busy\n`
  );
}

export function formatKind(result: KindResult): string {
  const one = medianOf(result.one, (run) => run.requestsPerSecond) ?? 0;
  const two = medianOf(result.two, (run) => run.requestsPerSecond) ?? 0;
  const ratio = two / Math.max(one, 1e-9);
  const paired = result.one.map(
    (run, index) => `${((result.two[index]?.requestsPerSecond ?? 0) / run.requestsPerSecond).toFixed(2)}×`,
  );
  const verdict = `${ratio >= TARGET_RATIO ? 'meets' : 'misses'} the target of ≥ ${TARGET_RATIO}×`;
  const errors = [...result.one, ...result.two].reduce((sum, run) => sum + run.errors, 0);
  const p99 = (runs: Run[]) =>
    fixed(
      medianOf(runs, (run) => run.p99Ms),
      1,
      ' ms',
    );
  const reads = (runs: Run[]) => {
    const perRequest = medianOf(runs, (run) => run.storeReads / run.requests) ?? 0;
    const perSecond = medianOf(runs, (run) => (run.storeReads / run.requests) * run.requestsPerSecond) ?? 0;
    return `${whole(perSecond)}/s (${perRequest.toFixed(4)} a request)`;
  };
  return (
    `${result.title}\n` +
    `  one process ${whole(one)} req/s, two processes ${whole(two)} req/s = ${ratio.toFixed(2)}× ` +
    `(${verdict}; each round: ${paired.join(', ')})\n` +
    `  p99 ${p99(result.one)} with one, ${p99(result.two)} with two; errors ${errors}\n` +
    `  the store read from PostgreSQL ${reads(result.one)} with one, ${reads(result.two)} with two\n` +
    `  CPU (medians):\n${cpuLine('one process', result.one)}${cpuLine('two processes', result.two)}`
  );
}
