// `npm run bench:scale`: Haat's figures as its data grows, on PostgreSQL. For each tier (BENCH_SCALE_TIERS, default
// "1,10,100": the demo, a tenth of the large marketplace, the large marketplace of 100,000 products, 5,000 stores,
// 500,000 orders and 50,000 buyers; see scale/tiers.ts) it makes a database of its own on the server
// BENCH_DATABASE_URL names, fills it, starts the production server on it and measures store page data, search,
// the biggest seller's and creator's dashboards and checkout; then prints each figure's growth and, at the largest
// tier, the slowest queries' plans. BENCH_SCALE_KEEP=1 keeps the databases; BENCH_SCALE_SAMPLES sets the samples.
import { figureTable, slowestReport, tierTable } from './scale/report.ts';
import { benchTier, type TierResult } from './scale/tier.ts';
import { tiersFromEnv } from './scale/tiers.ts';

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  process.stderr.write(
    'Set BENCH_DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres): each tier gets a database of its own there, dropped after.\n',
  );
  process.exit(1);
}

const tiers = tiersFromEnv();
const log = (line: string) => process.stderr.write(`${line}\n`);
const results: TierResult[] = [];
for (const [index, tier] of tiers.entries()) {
  results.push(await benchTier(tier, serverUrl, index === tiers.length - 1, log));
}

const largest = results.at(-1);
process.stdout.write(`\nHaat at scale, on PostgreSQL: what each tier holds\n\n${tierTable(results)}\n`);
process.stdout.write(
  `\nFigures, one visitor at a time (store page data with the micro-cache emptied before each load)\n\n${figureTable(results)}\n`,
);
if (largest) process.stdout.write(`\n${slowestReport(largest)}`);
