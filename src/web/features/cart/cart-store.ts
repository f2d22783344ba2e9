import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '#shared/constants.ts';
import { createPersistedStore } from '#web/lib/persisted-store.ts';
import { isArrayOf, isInteger, isObject, isString, isStringOrNull, shapeOf } from '#web/lib/stored-shape.ts';
import { CART_STORAGE_KEY, cartCountStore } from './cart-count.ts';

/*
 * The buyer's cart, kept in local storage so it survives a reload. A line is a
 * listing (store + product) with the attribution of the visit that added it;
 * checkout (the orders feature) re-checks prices and stock on the server.
 * For a signed-in buyer the server holds the cart and this store mirrors it
 * (cart-changes.ts, cart-sync.ts); these functions only change the local copy.
 */

export type CartLine = {
  listingId: string;
  productId: string;
  storeId: string;
  storeHandle: string;
  name: string;
  imageUrl: string | null;
  /** The price last shown to the buyer; checkout shows any change and then stores the new one. */
  pricePaise: number;
  quantity: number;
  ref: string | null;
  utmSource: string | null;
  addedAt: string;
};

/** A stored line, checked by hand: a product link's Add to Cart writes the cart, and it hydrates without zod (decision 087). */
const isCartLine = (value: unknown): value is CartLine =>
  isObject(value) &&
  isString(value.listingId) &&
  isString(value.productId) &&
  isString(value.storeId) &&
  isString(value.storeHandle) &&
  isString(value.name) &&
  isStringOrNull(value.imageUrl) &&
  isInteger(value.pricePaise) &&
  isInteger(value.quantity) &&
  value.quantity >= 1 &&
  value.quantity <= MAX_LINE_QUANTITY &&
  isStringOrNull(value.ref) &&
  isStringOrNull(value.utmSource) &&
  isString(value.addedAt);

export const cartShape = shapeOf((value): value is CartLine[] => isArrayOf(value, isCartLine));

export const cartStore = createPersistedStore<CartLine[]>(CART_STORAGE_KEY, cartShape, [], { followOtherTabs: true });

/** A quantity the cart accepts: a whole number from 1 to MAX_LINE_QUANTITY. */
export const clampQuantity = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(quantity) || 1));

export const findLine = (listingId: string) => cartStore.get().find((line) => line.listingId === listingId);

/**
 * Adds one of a listing; a listing already in the cart gets one more, up to the
 * line limit. False when the cart already holds as many different listings as an order may.
 */
export function addToCart(line: Omit<CartLine, 'quantity' | 'addedAt'>): boolean {
  const lines = cartStore.get();
  const existing = lines.find((entry) => entry.listingId === line.listingId);
  if (!existing) {
    if (lines.length >= MAX_ORDER_LINES) return false;
    cartStore.set([...lines, { ...line, quantity: 1, addedAt: new Date().toISOString() }]);
    return true;
  }
  setQuantity(line.listingId, existing.quantity + 1);
  return true;
}

/** Sets how many of a listing, kept between 1 and MAX_LINE_QUANTITY. */
export function setQuantity(listingId: string, quantity: number): void {
  const next = clampQuantity(quantity);
  cartStore.set((lines) => lines.map((line) => (line.listingId === listingId ? { ...line, quantity: next } : line)));
}

/** Stores the price the buyer has now been shown. */
export function setLinePrice(listingId: string, pricePaise: number): void {
  cartStore.set((lines) => lines.map((line) => (line.listingId === listingId ? { ...line, pricePaise } : line)));
}

export function removeLine(listingId: string): void {
  cartStore.set((lines) => lines.filter((line) => line.listingId !== listingId));
}

/** Takes the given listings out, e.g. once they are ordered. */
export function clearLines(listingIds: readonly string[]): void {
  const gone = new Set(listingIds);
  cartStore.set((lines) => lines.filter((line) => !gone.has(line.listingId)));
}

/** Puts a line back as it was (at `index` when it is no longer there); undoes a refused change. */
export function restoreLine(line: CartLine, index: number): void {
  cartStore.set((lines) => {
    if (lines.some((entry) => entry.listingId === line.listingId)) {
      return lines.map((entry) => (entry.listingId === line.listingId ? line : entry));
    }
    return lines.toSpliced(Math.min(index, lines.length), 0, line);
  });
}

export const cartCount = (lines: CartLine[]) => lines.reduce((total, line) => total + line.quantity, 0);

// The header's count follows every change made here.
cartCountStore.set(cartCount(cartStore.get()));
cartStore.subscribe(() => cartCountStore.set(cartCount(cartStore.get())));
