import { t } from '@lingui/core/macro';
import { toast } from '#web/lib/toast.ts';
import type { CartLine } from './cart-store.ts';

/*
 * The cart's changes other features make. The cart's code checks its lines with zod, so it loads with the first
 * change: a product link draws its Add to Cart without it (decision 075). When it cannot load (the network
 * dropped), the change is not made, the buyer is told, and the promise rejects.
 */

const cartSync = () =>
  import('./cart-sync.ts').catch((error: unknown) => {
    toast({
      title: t`Could not update your cart`,
      description: t`Check your connection and try again.`,
      variant: 'destructive',
    });
    throw error;
  });

/** Puts a product in the cart (cart-sync.ts): false when the cart is full. */
export async function putInCart(line: Omit<CartLine, 'quantity' | 'addedAt'>): Promise<boolean> {
  const sync = await cartSync();
  return sync.putInCart(line);
}

/** Takes out of the cart what a paid order bought (cart-sync.ts). */
export async function dropOrderedLines(listingIds: readonly string[]): Promise<void> {
  const sync = await cartSync();
  sync.dropOrderedLines(listingIds);
}
