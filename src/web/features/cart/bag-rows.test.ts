import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, type Quote, type QuotedLine } from '#shared/contracts/cart.ts';
import type { CartLine } from './cart-store.ts';
import { bagRows } from './bag-rows.ts';

const line = (listingId: string, quantity: number): CartLine => ({
  listingId,
  productId: `p-${listingId}`,
  storeId: 's',
  storeHandle: 'priya.styles',
  name: listingId,
  imageUrl: null,
  pricePaise: 10_000,
  quantity,
  ref: null,
  utmSource: null,
  addedAt: '2025-01-01T00:00:00Z',
});

const quoted = (listingId: string, available: number, problem: QuotedLine['problem'] = null): QuotedLine => ({
  listingId,
  productId: `p-${listingId}`,
  storeId: 's',
  storeHandle: 'priya.styles',
  storeName: 'Priya',
  nameHi: null,
  sellerName: 'Seller',
  name: listingId,
  image: null,
  unitPricePaise: 10_000,
  quantity: 1,
  available,
  problem,
  ref: null,
  utmSource: null,
});

const quote = (lines: QuotedLine[]): Quote => ({
  lines,
  summary: { itemsPaise: 0, deliveryPaise: 0, codFeePaise: 0, totalPaise: 0 },
  parcels: 0,
});

describe('bag rows', () => {
  it('limits the stepper by stock and the line limit, and judges shortness by the cart quantity', () => {
    const rows = bagRows(
      [line('a', 2), line('b', 4), line('c', 1)],
      quote([quoted('a', 50), quoted('b', 3), quoted('c', 0, 'gone')]),
      true,
    );
    expect(rows.map((row) => [row.problem, row.max])).toEqual([
      [null, MAX_LINE_QUANTITY],
      ['short', 3],
      ['gone', 1],
    ]);
  });

  it('calls a line the current quote left out gone, but not while an older quote stands in', () => {
    const lines = [line('a', 1), line('new', 1)];
    const older = quote([quoted('a', 5)]);
    expect(bagRows(lines, older, false)[1]).toMatchObject({ problem: null, quoted: null });
    expect(bagRows(lines, older, true)[1]).toMatchObject({ problem: 'gone' });
    expect(bagRows(lines, undefined, false).every((row) => row.problem === null)).toBe(true);
  });
});
