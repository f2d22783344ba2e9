import { z } from 'zod';
import { createPersistedStore } from '#web/lib/persisted-store.ts';

/*
 * The buyer's cart, kept in local storage so it survives a reload. A line is a
 * listing (store + product) with the attribution of the visit that added it;
 * checkout (the orders feature) re-checks prices and stock on the server.
 */

const STORAGE_KEY = 'haat:cart';
export const MAX_LINE_QUANTITY = 10;

const cartLineSchema = z.object({
  listingId: z.string(),
  productId: z.string(),
  storeId: z.string(),
  storeHandle: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  /** The price shown when added; checkout shows any change. */
  pricePaise: z.number().int(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  ref: z.string().nullable(),
  utmSource: z.string().nullable(),
  addedAt: z.string(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartStore = createPersistedStore<CartLine[]>(STORAGE_KEY, z.array(cartLineSchema), []);

/** Adds one of a listing; a listing already in the cart gets one more, up to the line limit. */
export function addToCart(line: Omit<CartLine, 'quantity' | 'addedAt'>): void {
  cartStore.set((lines) => {
    const existing = lines.find((entry) => entry.listingId === line.listingId);
    if (!existing) return [...lines, { ...line, quantity: 1, addedAt: new Date().toISOString() }];
    return lines.map((entry) =>
      entry.listingId === line.listingId ? { ...entry, quantity: Math.min(MAX_LINE_QUANTITY, entry.quantity + 1) } : entry,
    );
  });
}

export const cartCount = (lines: CartLine[]) => lines.reduce((total, line) => total + line.quantity, 0);
