import { z } from 'zod';
import { createStore } from '#web/lib/create-store.ts';

const cartItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  basePaise: z.number().int(),
  imageUrl: z.string().nullable(),
  /** As typed, in rupees; checked when publishing. */
  markup: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

const STORAGE_KEY = 'haat:creator-cart';

function load(): CartItem[] {
  try {
    const parsed = z.array(cartItemSchema).safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The products a creator picked but has not published yet; kept across reloads. */
export const creatorCart = createStore<CartItem[]>(typeof localStorage === 'undefined' ? [] : load());

creatorCart.subscribe(() => {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(creatorCart.get()));
  } catch {
    // A full or blocked storage only costs the cart its persistence.
  }
});

export const addToCart = (item: Omit<CartItem, 'markup'>) =>
  creatorCart.set((items) => (items.some((entry) => entry.productId === item.productId) ? items : [...items, { ...item, markup: '0' }]));
export const setMarkup = (productId: string, markup: string) =>
  creatorCart.set((items) => items.map((entry) => (entry.productId === productId ? { ...entry, markup } : entry)));
export const removeFromCart = (productId: string) => creatorCart.set((items) => items.filter((entry) => entry.productId !== productId));
