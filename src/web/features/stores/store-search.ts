import { categoryLabel, productCategories } from '#shared/catalog/categories.ts';
import type { StoreProduct } from '#shared/contracts/catalog.ts';

/** A store offers search and a category filter once it has more products than this (all fit on a phone screen or two). */
export const SEARCHABLE_AFTER = 8;

export interface StoreSearch {
  q: string;
  category: string;
}

/** Reads the store's search from its URL (?q=, ?category=); the rest of the query (ref, product…) is not ours. */
export const readStoreSearch = (params: URLSearchParams): StoreSearch => ({
  q: params.get('q') ?? '',
  category: params.get('category') ?? '',
});

export const isSearching = (search: StoreSearch) => search.q.trim() !== '' || search.category !== '';

// Lower case without accents, so "Kundan" finds "kundan" and "cafe" finds "café".
const fold = (text: string) => text.normalize('NFKD').replaceAll(/\p{M}/gu, '').toLocaleLowerCase('en-IN');

/**
 * The store's products matching every word of the search (in name, Hindi name, brand, model or category) and its category: at
 * once as the buyer types, until the server's search (foundStoreProducts) answers for the same words.
 */
export function filterStoreProducts(items: readonly StoreProduct[], search: StoreSearch): StoreProduct[] {
  const words = fold(search.q).split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (search.category && item.product.category !== search.category) return false;
    const text = fold(
      [
        item.product.name,
        item.product.nameHi ?? '',
        item.product.brand,
        item.product.model,
        categoryLabel(item.product.category),
      ].join(' '),
    );
    return words.every((word) => text.includes(word));
  });
}

/**
 * The store's products the server's search found (listing ids, best match first), in that order, within the
 * search's category; ids the store's list no longer has are left out.
 */
export function foundStoreProducts(
  items: readonly StoreProduct[],
  listingIds: readonly string[],
  search: StoreSearch,
): StoreProduct[] {
  const byListing = new Map(items.map((item) => [item.listingId, item]));
  return listingIds.flatMap((id) => {
    const item = byListing.get(id);
    return item && (!search.category || item.product.category === search.category) ? [item] : [];
  });
}

/** The categories the store has products in, in the marketplace's order, with how many. */
export function storeCategories(items: readonly StoreProduct[]): { id: string; label: string; count: number }[] {
  return productCategories.flatMap((category) => {
    const count = items.filter((item) => item.product.category === category.id).length;
    return count > 0 ? [{ id: category.id, label: category.label, count }] : [];
  });
}
