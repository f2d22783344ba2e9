// The tables `npm run bench:scale` prints: what each tier holds and how long it took to make, each figure per tier
// with its growth from 1× to the largest tier, and the slowest queries at the largest tier with their plans.
import type { TierResult } from './tier.ts';

const pad = (cells: string[], widths: number[]) =>
  cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0)));

/** A plain-text table, first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => `| ${pad(cells, widths).join(' | ')} |`;
  const rule = `|${widths.map((width, index) => (index === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

const count = (value: number) => value.toLocaleString('en-IN');
const ms = (value: number) => `${value.toFixed(1)} ms`;
const growth = (first: number, last: number) => (first > 0 ? `×${(last / first).toFixed(1)}` : '–');

export function tierTable(results: TierResult[]): string {
  const names = results.map((result) => result.tier.name);
  const labels = Object.keys(results[0]?.counts ?? {});
  const rows = labels.map((label) => [label, ...results.map((result) => count(result.counts[label] ?? 0))]);
  rows.push(['typical store', ...results.map((result) => `@${result.typicalHandle}`)]);
  rows.push(
    ['demo seed (migrations, images)', ...results.map((result) => `${result.timings.seed.toFixed(1)} s`)],
    ['generation', ...results.map((result) => `${result.timings.generate.toFixed(1)} s`)],
    ['VACUUM ANALYZE', ...results.map((result) => `${result.timings.analyze.toFixed(1)} s`)],
  );
  return table(['rows', ...names], rows);
}

/** Each figure: its label, the name it was measured under (tier.ts), the percentile shown, a short name. */
const FIGURES: [string, string, 'p95Ms' | 'p99Ms', string][] = [
  ['store page data p99, biggest creator (@priya.styles)', 'store page, biggest creator', 'p99Ms', 'biggest store'],
  ['store page data p99, typical store', 'store page, typical store', 'p99Ms', 'typical store'],
  ['search p95 (/shop, 12 queries incl. typos)', 'search', 'p95Ms', 'search'],
  ['/shop with nothing typed p95', 'shop, nothing typed', 'p95Ms', '/shop, nothing typed'],
  ['seller dashboard p95, biggest seller (overview)', 'seller dashboard', 'p95Ms', 'seller dashboard'],
  ['seller orders tab p95, biggest seller', 'seller orders tab', 'p95Ms', 'seller orders tab'],
  ['creator dashboard p95, biggest creator', 'creator dashboard', 'p95Ms', 'creator dashboard'],
];

export function figureTable(results: TierResult[]): string {
  const first = results[0];
  const last = results.at(-1);
  const rows = FIGURES.map(([label, key, field]) => {
    const values = results.map((result) => result.latencies[key]?.[field] ?? 0);
    return [label, ...values.map(ms), growth(values[0] ?? 0, values.at(-1) ?? 0)];
  });
  const sizes = FIGURES.map(([, key, , short]) => {
    const values = results.map((result) => result.latencies[key]?.bytes ?? 0);
    return [
      `largest answer: ${short}`,
      ...values.map((bytes) => `${count(Math.round(bytes / 1024))} KB`),
      growth(values[0] ?? 0, values.at(-1) ?? 0),
    ];
  });
  const orders = results.map((result) => result.ordersPerSecond);
  rows.push([
    'checkout orders/s (10 connections)',
    ...orders.map((value) => value.toFixed(0)),
    growth(first?.ordersPerSecond ?? 0, last?.ordersPerSecond ?? 0),
  ]);
  return table(
    ['figure', ...results.map((result) => result.tier.name), `growth ${first?.tier.name}→${last?.tier.name}`],
    [...rows, ...sizes],
  );
}

export function slowestReport(result: TierResult): string {
  const parts = result.slowest.map(
    (query, index) =>
      `${index + 1}. ${query.figure}: mean ${ms(query.meanMs)}, max ${ms(query.maxMs)} over ${query.calls} calls\n` +
      `${query.sql}\n\n${query.plan}`,
  );
  const scans =
    result.seqScans.length === 0
      ? `No query behind the figures reads a table of more than 10,000 rows end to end.`
      : `Queries that read a table of more than 10,000 rows end to end (no index used):\n` +
        result.seqScans
          .map((scan) => `- ${scan.figure}: ${scan.tables.join(', ')}: ${scan.sql.replace(/\s+/g, ' ').slice(0, 240)}`)
          .join('\n');
  return `Slowest three queries at ${result.tier.name} (EXPLAIN (ANALYZE, BUFFERS), run again after the figures):\n\n${parts.join('\n\n')}\n\n${scans}\n`;
}
