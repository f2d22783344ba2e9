import { createStore } from '#web/lib/create-store.ts';
import { storage } from '#web/lib/persisted-store.ts';

/*
 * How many items the cart holds, for the header on every page. It reads the
 * stored cart without the cart's schema, so the app shell stays small; the
 * cart store (loaded with the popup and checkout) keeps it current, and a
 * change in another tab arrives through the storage event.
 */

export const CART_STORAGE_KEY = 'haat:cart';

function countStored(raw: string | null | undefined): number {
  try {
    const lines: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(lines)) return 0;
    return lines.reduce<number>((total, line: { listingId?: unknown; quantity?: unknown }) => {
      const quantity = line?.quantity;
      return typeof line?.listingId === 'string' && Number.isInteger(quantity) && (quantity as number) > 0
        ? total + (quantity as number)
        : total;
    }, 0);
  } catch {
    return 0;
  }
}

function storedCart(): string | null {
  try {
    return storage()?.getItem(CART_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

// A server-rendered page shows an empty bag; the browser's count follows right after hydration.
export const cartCountStore = createStore(countStored(storedCart()), 0);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY) cartCountStore.set(countStored(event.newValue));
  });
}
