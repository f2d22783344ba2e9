import { type ProductCategory, productCategoryIds } from '#shared/catalog/categories.ts';

/** The longest search the server accepts (discoverQuerySchema). */
export const MAX_QUERY_LENGTH = 100;

export interface ShopSearch {
  q: string;
  category: ProductCategory | undefined;
}

const isCategory = (value: string | null): value is ProductCategory => productCategoryIds.some((id) => id === value);

/** /shop's URL state: malformed values fall back to "none" rather than failing the page (plain code, not zod: decision 028). */
export function readShopSearch(params: URLSearchParams): ShopSearch {
  const category = params.get('category');
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    category: isCategory(category) ? category : undefined,
  };
}

/** A copy of the params with one key set, or removed when the value is empty. */
export function withParam(params: URLSearchParams, key: string, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}
