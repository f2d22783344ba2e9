import { z } from 'zod';
import { type ProductCategory, productCategoryIds } from '#shared/catalog/categories.ts';

/** The longest search the server accepts (discoverQuerySchema). */
export const MAX_QUERY_LENGTH = 100;

/** /shop's URL state: malformed values fall back to "none" rather than failing the page. */
const shopSearchSchema = z.object({
  q: z
    .string()
    .transform((value) => value.trim().slice(0, MAX_QUERY_LENGTH))
    .catch(''),
  category: z.enum(productCategoryIds).optional().catch(undefined),
});

export interface ShopSearch {
  q: string;
  category: ProductCategory | undefined;
}

export function readShopSearch(params: URLSearchParams): ShopSearch {
  const parsed = shopSearchSchema.parse({ q: params.get('q') ?? '', category: params.get('category') ?? undefined });
  return { q: parsed.q, category: parsed.category };
}

/** A copy of the params with one key set, or removed when the value is empty. */
export function withParam(params: URLSearchParams, key: string, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}
