import { z } from 'zod';
import { createStore } from '#web/lib/create-store.ts';

/** The visitor's own history of products opened in the popup, newest first; it never leaves the device. */

const STORAGE_KEY = 'haat:recently-viewed';
const KEEP = 12;

const viewedSchema = z.object({
  listingId: z.string(),
  productId: z.string(),
  storeHandle: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  pricePaise: z.number().int(),
});
export type ViewedProduct = z.infer<typeof viewedSchema>;

function load(): ViewedProduct[] {
  try {
    const parsed = z.array(viewedSchema).safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export const recentlyViewed = createStore<ViewedProduct[]>(typeof localStorage === 'undefined' ? [] : load());

recentlyViewed.subscribe(() => {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(recentlyViewed.get()));
  } catch {
    // Without storage the history lasts until the tab closes.
  }
});

export function rememberViewed(product: ViewedProduct): void {
  recentlyViewed.set((items) => [product, ...items.filter((item) => item.listingId !== product.listingId)].slice(0, KEEP));
}
