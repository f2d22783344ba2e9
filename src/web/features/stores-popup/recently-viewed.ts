import { z } from 'zod';
import { createPersistedStore } from '#web/lib/persisted-store.ts';

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

export const recentlyViewed = createPersistedStore<ViewedProduct[]>(STORAGE_KEY, z.array(viewedSchema), []);

export function rememberViewed(product: ViewedProduct): void {
  recentlyViewed.set((items) =>
    [product, ...items.filter((item) => item.listingId !== product.listingId)].slice(0, KEEP),
  );
}
