import { checkedBy, createPersistedStore } from '#web/lib/persisted-store.ts';

/** The visitor's own history of products opened in the popup, newest first; it never leaves the device. */

const STORAGE_KEY = 'haat:recently-viewed';
const KEEP = 12;

export interface ViewedProduct {
  listingId: string;
  productId: string;
  storeHandle: string;
  name: string;
  imageUrl: string | null;
  pricePaise: number;
}

function isViewedProduct(value: unknown): value is ViewedProduct {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    ['listingId', 'productId', 'storeHandle', 'name'].every((key) => typeof item[key] === 'string') &&
    (item.imageUrl === null || typeof item.imageUrl === 'string') &&
    Number.isInteger(item.pricePaise)
  );
}

const isViewedList = (value: unknown): value is ViewedProduct[] => Array.isArray(value) && value.every(isViewedProduct);

export const recentlyViewed = createPersistedStore<ViewedProduct[]>(STORAGE_KEY, checkedBy(isViewedList), []);

export function rememberViewed(product: ViewedProduct): void {
  recentlyViewed.set((items) =>
    [product, ...items.filter((item) => item.listingId !== product.listingId)].slice(0, KEEP),
  );
}
