import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, type Quote, type QuotedLine } from '#shared/contracts/cart.ts';
import { answersBeside } from '#web/testing/stored-shapes.ts';
import {
  addToCart,
  type CartLine,
  cartShape,
  cartStore,
  clearLines,
  removeLine,
  restoreLine,
  setQuantity,
} from './cart-store.ts';
import { notePriceChanges, priceChangesStore } from './price-changes.ts';

const listing = (id: string, pricePaise = 49_900): Omit<CartLine, 'quantity' | 'addedAt'> => ({
  listingId: id,
  productId: `product-${id}`,
  storeId: 'store-1',
  storeHandle: 'priya.styles',
  name: `Jhumka ${id}`,
  imageUrl: null,
  pricePaise,
  ref: null,
  utmSource: 'instagram',
});

const quoted = (id: string, unitPricePaise: number, problem: QuotedLine['problem'] = null): QuotedLine => ({
  ...listing(id),
  storeName: 'Priya Styles',
  sellerName: 'Rangmahal Jewels',
  nameHi: null,
  image: null,
  unitPricePaise,
  quantity: 1,
  available: 5,
  problem,
});

const quote = (lines: QuotedLine[]): Quote => ({
  lines,
  summary: { itemsPaise: 0, deliveryPaise: 0, codFeePaise: 0, totalPaise: 0 },
  parcels: 0,
});

beforeEach(() => {
  cartStore.set([]);
  priceChangesStore.set({});
});

describe('the cart', () => {
  it('adds one more of a listing already there, never past the line limit', () => {
    for (let i = 0; i < MAX_LINE_QUANTITY + 2; i++) addToCart(listing('a'));
    expect(cartStore.get()).toHaveLength(1);
    expect(cartStore.get()[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('holds at most as many different listings as an order may', () => {
    for (let i = 0; i < MAX_ORDER_LINES; i++) expect(addToCart(listing(`l${i}`))).toBe(true);
    expect(addToCart(listing('one-too-many'))).toBe(false);
    expect(cartStore.get()).toHaveLength(MAX_ORDER_LINES);
  });

  it('sets quantities between 1 and the limit, removes and clears lines, and puts a refused change back', () => {
    addToCart(listing('a'));
    addToCart(listing('b'));
    addToCart(listing('c'));
    setQuantity('a', 4);
    setQuantity('b', 0);
    setQuantity('c', 99);
    expect(cartStore.get().map((line) => line.quantity)).toEqual([4, 1, MAX_LINE_QUANTITY]);

    const before = cartStore.get()[1] as CartLine;
    removeLine('b');
    expect(cartStore.get().map((line) => line.listingId)).toEqual(['a', 'c']);
    restoreLine(before, 1);
    expect(cartStore.get().map((line) => line.listingId)).toEqual(['a', 'b', 'c']);

    clearLines(['a', 'c']);
    expect(cartStore.get().map((line) => line.listingId)).toEqual(['b']);
  });
});

describe('price changes', () => {
  it('notes a moved price once, keeps the first price seen, and stores the new one', () => {
    addToCart(listing('a', 49_900));
    addToCart(listing('b', 19_900));
    notePriceChanges(quote([quoted('a', 54_900), quoted('b', 19_900)]));
    expect(priceChangesStore.get()).toEqual({ a: { fromPaise: 49_900, toPaise: 54_900 } });
    expect(cartStore.get()[0]?.pricePaise).toBe(54_900);

    notePriceChanges(quote([quoted('a', 59_900), quoted('b', 19_900)]));
    expect(priceChangesStore.get()).toEqual({ a: { fromPaise: 49_900, toPaise: 59_900 } });

    notePriceChanges(quote([quoted('a', 49_900), quoted('b', 19_900, 'gone')]));
    expect(priceChangesStore.get()).toEqual({});
  });
});

describe('a cart kept on the device', () => {
  it('is checked by hand exactly as the zod schema it replaced checked it (decision 087)', () => {
    const line = z.object({
      listingId: z.string(),
      productId: z.string(),
      storeId: z.string(),
      storeHandle: z.string(),
      name: z.string(),
      imageUrl: z.string().nullable(),
      pricePaise: z.number().int(),
      quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
      ref: z.string().nullable(),
      utmSource: z.string().nullable(),
      addedAt: z.string(),
    });
    const one: CartLine = { ...listing('a'), quantity: 1, addedAt: '2026-11-30T10:00:00.000Z' };
    const valid = [
      [],
      [one],
      [one, { ...listing('b'), imageUrl: '/a.webp', quantity: MAX_LINE_QUANTITY, addedAt: '' }],
    ];
    const { ours, zods, taken, count } = answersBeside(cartShape, z.array(line), valid, 20_261_131);
    expect(ours).toEqual(zods);
    expect(taken).toBeGreaterThanOrEqual(valid.length);
    expect(taken).toBeLessThan(count / 2);
  });
});
