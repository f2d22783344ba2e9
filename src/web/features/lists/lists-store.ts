import { z } from 'zod';
import {
  type ListEntry,
  listEntrySchema,
  MAX_LIST_ENTRIES,
  type ProductListName,
  type ProductLists,
} from '#shared/contracts/lists.ts';
import { createPersistedStore } from '#web/lib/persisted-store.ts';

/*
 * Spec §4 savedProducts and likedProducts: adding a product already present is
 * ignored, removal is by id. Visitors keep them in local storage; for a
 * signed-in user the server holds them and this store mirrors its answer
 * (lists-sync.ts), merging a visitor's lists into the account at sign-in.
 */

export const LISTS_STORAGE_KEY = 'haat:product-lists';
const storedSchema = z.object({ saved: z.array(listEntrySchema), liked: z.array(listEntrySchema) });
const empty: ProductLists = { saved: [], liked: [] };

export const listsStore = createPersistedStore<ProductLists>(LISTS_STORAGE_KEY, storedSchema, empty, {
  followOtherTabs: true,
});

export function addEntry(lists: ProductLists, list: ProductListName, entry: ListEntry): ProductLists {
  if (lists[list].some((existing) => existing.productId === entry.productId)) return lists;
  return { ...lists, [list]: [entry, ...lists[list]].slice(0, MAX_LIST_ENTRIES) };
}

export function removeEntry(lists: ProductLists, list: ProductListName, productId: string): ProductLists {
  return { ...lists, [list]: lists[list].filter((entry) => entry.productId !== productId) };
}

export const isOnList = (lists: ProductLists, list: ProductListName, productId: string) =>
  lists[list].some((entry) => entry.productId === productId);
