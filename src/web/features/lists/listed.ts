import type { ProductListName } from '#shared/contracts/lists.ts';
import { createStore } from '#web/lib/create-store.ts';
import { storage } from '#web/lib/persisted-store.ts';

/*
 * Which products are on the visitor's saved and liked lists, by id: what the product popup's Like and Save show.
 * It reads the stored lists without their schema, as the header's cart count reads the cart, so a product link does
 * not load zod (decision 075). The lists store (lists-store.ts) keeps it in step from when it loads, with the
 * entries it checked; another tab's change arrives through the storage event.
 */

export const LISTS_STORAGE_KEY = 'haat:product-lists';

export type ListedIds = Readonly<Record<ProductListName, readonly string[]>>;
const none: ListedIds = { saved: [], liked: [] };

function productIds(entries: unknown): string[] {
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: { productId?: unknown }) =>
    typeof entry?.productId === 'string' ? [entry.productId] : [],
  );
}

function listedIn(raw: string | null | undefined): ListedIds {
  try {
    const stored = JSON.parse(raw ?? 'null') as { saved?: unknown; liked?: unknown } | null;
    return stored ? { saved: productIds(stored.saved), liked: productIds(stored.liked) } : none;
  } catch {
    return none;
  }
}

function storedLists(): string | null {
  try {
    return storage()?.getItem(LISTS_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

// A server-rendered page shows nothing liked or saved; the device's lists follow right after hydration.
export const listedStore = createStore<ListedIds>(listedIn(storedLists()), none);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === LISTS_STORAGE_KEY) listedStore.set(listedIn(event.newValue));
  });
}

export const isListed = (listed: ListedIds, list: ProductListName, productId: string) =>
  listed[list].includes(productId);
