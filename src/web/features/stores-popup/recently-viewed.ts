import { createPersistedStore } from '#web/lib/persisted-store.ts';
import { isArrayOf, isInteger, isObject, isString, isStringOrNull, shapeOf } from '#web/lib/stored-shape.ts';

/** The visitor's own history of products opened in the popup, newest first; it never leaves the device. */

const STORAGE_KEY = 'haat:recently-viewed';
const KEEP = 12;

export type ViewedProduct = {
  listingId: string;
  productId: string;
  storeHandle: string;
  name: string;
  imageUrl: string | null;
  pricePaise: number;
};

/** Checked by hand: the popup hydrates without zod (decision 087). */
const isViewed = (value: unknown): value is ViewedProduct =>
  isObject(value) &&
  isString(value.listingId) &&
  isString(value.productId) &&
  isString(value.storeHandle) &&
  isString(value.name) &&
  isStringOrNull(value.imageUrl) &&
  isInteger(value.pricePaise);

export const viewedShape = shapeOf((value): value is ViewedProduct[] => isArrayOf(value, isViewed));

export const recentlyViewed = createPersistedStore<ViewedProduct[]>(STORAGE_KEY, viewedShape, []);

export function rememberViewed(product: ViewedProduct): void {
  recentlyViewed.set((items) =>
    [product, ...items.filter((item) => item.listingId !== product.listingId)].slice(0, KEEP),
  );
}
