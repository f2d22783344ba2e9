import type { CartLine } from './cart-store.ts';

/*
 * The cart's changes other features make. The cart's code checks its lines with zod, so it loads with the first
 * change: a product link draws its Add to Cart without it (decision 075).
 */

/** Puts a product in the cart (cart-sync.ts): false when the cart is full. */
export async function putInCart(line: Omit<CartLine, 'quantity' | 'addedAt'>): Promise<boolean> {
  const sync = await import('./cart-sync.ts');
  return sync.putInCart(line);
}

/** Takes out of the cart what a paid order bought (cart-sync.ts). */
export async function dropOrderedLines(listingIds: readonly string[]): Promise<void> {
  const sync = await import('./cart-sync.ts');
  sync.dropOrderedLines(listingIds);
}
