import { MAX_LIST_ENTRIES } from '#shared/constants.ts';
import type { ListEntry, ProductListName, ProductLists } from '#shared/contracts/lists.ts';
import { createPersistedStore } from '#web/lib/persisted-store.ts';
import { isArrayOf, isIntegerOrNull, isObject, isString, isStringOrNull, shapeOf } from '#web/lib/stored-shape.ts';

/*
 * Spec §4 savedProducts and likedProducts: adding a product already present is
 * ignored, removal is by id. Visitors keep them in local storage; for a
 * signed-in user the server holds them and this store mirrors its answer
 * (list-changes.ts, lists-sync.ts), merging a visitor's lists into the account at sign-in.
 */

export const LISTS_STORAGE_KEY = 'haat:product-lists';

/**
 * A stored entry, checked by hand as `listEntrySchema` checks it (stored-shape.test.ts holds the two to the same
 * answers): a product link's Like and Save write the lists, and the popup hydrates without zod (decision 087).
 */
const isListEntry = (value: unknown): value is ListEntry =>
  isObject(value) &&
  isString(value.productId) &&
  isStringOrNull(value.listingId) &&
  isStringOrNull(value.storeHandle) &&
  isString(value.name) &&
  isStringOrNull(value.nameHi) &&
  isString(value.category) &&
  (value.image === null ||
    (isObject(value.image) &&
      isString(value.image.id) &&
      isString(value.image.url) &&
      isString(value.image.srcset) &&
      isString(value.image.alt))) &&
  isIntegerOrNull(value.pricePaise) &&
  isIntegerOrNull(value.originalPricePaise) &&
  isStringOrNull(value.ref) &&
  isStringOrNull(value.utmSource) &&
  isString(value.addedAt);

const isProductLists = (value: unknown): value is ProductLists =>
  isObject(value) && isArrayOf(value.saved, isListEntry) && isArrayOf(value.liked, isListEntry);

const empty: ProductLists = { saved: [], liked: [] };

export const listsShape = shapeOf(isProductLists);

export const listsStore = createPersistedStore<ProductLists>(LISTS_STORAGE_KEY, listsShape, empty, {
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
