// Checkout as buyers place orders (issue 40): a catalogue of products rather than one, one to three lines an order,
// buyers across India, and an email on four orders in five, so a confirmation mail is composed for most. Orders
// placed per second with 10 connections, and their latency's median and 99th percentile.
import { randomInt, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { DURATION_S, postJson, signIn } from './harness.ts';
import { ORDER_CONNECTIONS as CONNECTIONS } from './orders.ts';

const PRODUCTS = 30;

export interface MixFigures {
  database: string;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** Places where buyers live: each PIN code with its own city and state, as checkout checks them. */
const places = [
  { pincode: '560001', city: 'Bengaluru', state: 'Karnataka' },
  { pincode: '110001', city: 'New Delhi', state: 'Delhi' },
  { pincode: '400001', city: 'Mumbai', state: 'Maharashtra' },
  { pincode: '600001', city: 'Chennai', state: 'Tamil Nadu' },
  { pincode: '700001', city: 'Kolkata', state: 'West Bengal' },
  { pincode: '221001', city: 'Varanasi', state: 'Uttar Pradesh' },
] as const;

/** PRODUCTS products of the demo seller, at different prices and GST rates, each listed in @priya.styles. */
async function catalogue(base: string, origin: string): Promise<string[]> {
  const seller = await signIn(base, origin, 'seller@haat.demo');
  const creator = await signIn(base, origin, 'creator@haat.demo');
  const kinds = [
    { category: 'jewellery', hsnCode: '7117', gstRateBps: 300 },
    { category: 'fashion', hsnCode: '6204', gstRateBps: 500 },
    { category: 'electronics', hsnCode: '8518', gstRateBps: 1800 },
  ] as const;
  const listings: string[] = [];
  for (let index = 0; index < PRODUCTS; index += 1) {
    const kind = kinds[index % kinds.length] ?? kinds[0];
    const product = await postJson(base, origin, seller, '/api/seller/products', {
      name: `Mix product ${index + 1}`,
      ...kind,
      pricePaise: 19_900 + index * 7_300,
      stock: 1_000_000,
    });
    const listing = await postJson(base, origin, creator, '/api/me/store/listings', {
      productId: product.id,
      markupPaise: 2_000 + (index % 5) * 1_000,
    });
    listings.push(listing.id);
  }
  return listings;
}

function order(listings: string[]): string {
  const place = places[randomInt(places.length)] ?? places[0];
  const count = 1 + randomInt(3);
  const picked = new Set<string>();
  while (picked.size < count) picked.add(listings[randomInt(listings.length)] ?? '');
  const buyer = randomUUID().slice(0, 8);
  return JSON.stringify({
    contact: {
      name: 'Mix Buyer',
      phone: `+9198${String(randomInt(10_000_000, 100_000_000))}`,
      ...(randomInt(5) < 4 ? { email: `buyer-${buyer}@example.in` } : {}),
    },
    address: { line1: `${randomInt(1, 500)} Bench Road`, city: place.city, state: place.state, pincode: place.pincode },
    payment: { method: 'cod' },
    lines: [...picked].map((listingId) => ({ listingId, quantity: 1 + randomInt(2), ref: 'bench' })),
  });
}

export async function benchCheckoutMix(base: string, origin: string, database: string): Promise<MixFigures> {
  const listings = await catalogue(base, origin);
  const load = (duration: number) =>
    autocannon({
      url: base,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/api/orders',
          headers: { 'content-type': 'application/json', origin },
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'idempotency-key': randomUUID() },
            body: order(listings),
          }),
        },
      ],
    });
  await load(1);
  const result = await load(DURATION_S);
  return {
    database,
    ordersPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export const formatMix = (figures: MixFigures) =>
  `POST /api/orders on ${figures.database}, the realistic mix (${PRODUCTS} products, 1–3 lines, buyers in 6 states, an email on 4 orders in 5), ` +
  `${CONNECTIONS} connections: ${figures.ordersPerSecond.toFixed(0)} orders placed/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms; errors ${figures.errors}\n`;
