import { z } from 'zod';
import { createPersistedStore } from '#web/lib/persisted-store.ts';

const cartItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  basePaise: z.number().int(),
  imageUrl: z.string().nullable(),
  /** The seller's cap on markups, as a share of the base price; absent in carts saved before it was kept. */
  maxMarkupPercent: z.number().int().nullable().default(null),
  /** The MRP, which a buyer never pays more than; absent in carts saved before it was kept (the server checks it). */
  mrpPaise: z.number().int().nullable().default(null),
  /** The product's GST rate and whether its seller charges GST; absent in carts saved before they were kept. */
  tax: z.object({ gstRateBps: z.number().int(), chargesGst: z.boolean() }).nullable().default(null),
  /** As typed, in rupees; checked when publishing. */
  markup: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

const STORAGE_KEY = 'haat:creator-cart';

/** The products a creator picked but has not published yet; kept across reloads. */
export const creatorCart = createPersistedStore<CartItem[]>(STORAGE_KEY, z.array(cartItemSchema), []);

export const addToCart = (item: Omit<CartItem, 'markup'>) =>
  creatorCart.set((items) =>
    items.some((entry) => entry.productId === item.productId) ? items : [...items, { ...item, markup: '0' }],
  );
export const setMarkup = (productId: string, markup: string) =>
  creatorCart.set((items) => items.map((entry) => (entry.productId === productId ? { ...entry, markup } : entry)));
export const removeFromCart = (productId: string) =>
  creatorCart.set((items) => items.filter((entry) => entry.productId !== productId));
