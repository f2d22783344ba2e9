// Grows the demo marketplace in a PostgreSQL database to a tier's size, in set-based SQL (INSERT … SELECT over
// generate_series), after the app's own migrations and demo seed.
//
// A bench harness, not app code: it writes every feature's tables directly, which the app itself never does (one
// owner per table, decision 032). What it writes keeps every constraint and the rules the app keeps (shares that
// add up to what the buyer paid, GST documents numbered consecutively, intra-state sales by unregistered sellers).
import type pg from 'pg';
import { earningsSql, invoicesSql } from './gen-money.ts';
import { listingsSql, audienceSql, productsSql } from './gen-catalog.ts';
import { linesSql, ordersSql } from './gen-orders.ts';
import { accountsSql, buyersSql, creatorsSql, referenceSql, sellersAndStoresSql, sellersSql } from './gen-people.ts';
import type { Growth } from './tiers.ts';

export interface Generated {
  seconds: number;
  /** Each step's time, for finding the slow one. */
  steps: { label: string; seconds: number }[];
  /** A store in the middle of the long tail: the "typical store" figure. */
  typicalHandle: string;
}

/** Rates older than the demo's (which take effect 60 days back), so a generated order of any age paid commission. */
const earlierCommission = (days: number) => `
  insert into commission_rates (seller_default_bps, seller_category_bps, creator_markup_bps, effective_from)
  values (500, '{"jewellery": 800, "electronics": 400}', 1000, now() - interval '${days + 1} days');`;

export async function generateMarketplace(
  client: pg.Client,
  growth: Growth,
  log: (line: string) => void,
): Promise<Generated> {
  const steps: Generated['steps'] = [];
  const started = performance.now();
  const run = async (label: string, sql: string) => {
    const stepStarted = performance.now();
    await client.query(sql);
    const seconds = (performance.now() - stepStarted) / 1_000;
    steps.push({ label, seconds });
    log(`  ${label}: ${seconds.toFixed(1)} s`);
  };
  // One session, no parallel workers (the machine is shared, and random() stays in one seeded sequence).
  await run(
    'reference tables',
    `set max_parallel_workers_per_gather = 0; set synchronous_commit = off; set timezone = 'UTC';
     set work_mem = '64MB'; select setseed(0.2026);
     drop schema if exists scale_gen cascade; create schema scale_gen; ${referenceSql()}`,
  );
  await run('buyers', buyersSql(growth));
  await run('sellers', sellersSql(growth));
  await run('creators', creatorsSql(growth));
  await run('accounts', accountsSql());
  await run('sellers and stores', sellersAndStoresSql());
  await run('products and photos', productsSql(growth));
  await run('listings', listingsSql(growth));
  await run('follows and visits', audienceSql(growth));
  await run('orders', ordersSql(growth));
  await run('order lines and timelines', linesSql());
  await run('earnings and payouts', earlierCommission(growth.days) + earningsSql(growth.days));
  await run('GST documents', invoicesSql());
  const typical = await client.query<{ handle: string }>(
    `select handle from scale_gen.store where r = ${Math.floor(growth.stores / 2)}`,
  );
  await run('clean up', 'drop schema scale_gen cascade');
  return {
    seconds: (performance.now() - started) / 1_000,
    steps,
    typicalHandle: typical.rows[0]?.handle ?? 'priya.styles',
  };
}
