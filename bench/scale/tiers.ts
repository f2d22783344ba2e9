// The marketplaces `npm run bench:scale` measures. 1× is the demo seed as it is (7 sellers, 42 products, 3 creator
// stores, 28 orders from 7 buyers). The largest tier, called 100×, is the marketplace issue 20 asks for: 100,000
// products, 5,000 creator stores, 500,000 orders from 50,000 buyers. Every other tier is that marketplace scaled:
// 10× holds a tenth of it. Each tier beyond 1× keeps the demo and grows around its seller and creator.

export interface Growth {
  sellers: number;
  products: number;
  stores: number;
  buyers: number;
  orders: number;
  /** Follows of stores by buyers. */
  follows: number;
  /** How far back orders go. */
  days: number;
}

export interface Tier {
  /** "1×", "10×", "100×". */
  name: string;
  factor: number;
  /** What is generated around the demo; none for 1×. */
  growth: Growth | null;
}

const LARGEST: Growth = {
  sellers: 2_000,
  products: 100_000,
  stores: 5_000,
  buyers: 50_000,
  orders: 500_000,
  follows: 100_000,
  days: 180,
};

/** A tier of `factor` × the demo, 100 being the large marketplace (any factor works: 2 is handy while developing). */
export function tierOf(factor: number): Tier {
  if (factor <= 1) return { name: '1×', factor: 1, growth: null };
  const share = factor / 100;
  const scaled = (count: number, least: number) => Math.max(least, Math.round(count * share));
  return {
    name: `${factor}×`,
    factor,
    growth: {
      sellers: scaled(LARGEST.sellers, 10),
      products: scaled(LARGEST.products, 200),
      stores: scaled(LARGEST.stores, 10),
      buyers: scaled(LARGEST.buyers, 50),
      orders: scaled(LARGEST.orders, 500),
      follows: scaled(LARGEST.follows, 50),
      days: LARGEST.days,
    },
  };
}

/** BENCH_SCALE_TIERS="1,10,100" (the default): the tiers to measure, smallest first. */
export function tiersFromEnv(value = process.env.BENCH_SCALE_TIERS ?? '1,10,100'): Tier[] {
  const factors = value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((factor) => Number.isFinite(factor) && factor >= 1);
  if (factors.length === 0) throw new Error(`BENCH_SCALE_TIERS: no tiers in "${value}"`);
  return [...new Set(factors)].toSorted((a, b) => a - b).map(tierOf);
}
