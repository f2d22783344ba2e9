import { queryOptions } from '@tanstack/react-query';
import type { EndpointOutput } from '#shared/endpoints/define.ts';
import {
  storeByHandleRoute,
  storeByIdRoute,
  storeProductsRoute,
  storeSearchRoute,
  storeVisitRoute,
} from '#shared/endpoints/stores-paths.ts';
import type { storeEndpoints } from '#shared/endpoints/stores.ts';
import { productInLanguage } from '#shared/i18n/product-words.ts';
import { callRoute } from '#web/lib/call-endpoint.ts';
import { currentLocale } from '#web/lib/i18n.ts';

/*
 * A creator's store is the page most buyers land on first, so its answers are read by their
 * contract's types, not parsed with its schemas: the server's routes are typed by the same
 * contracts, and parsing here would put zod on the store's first load (decision 028). For the
 * same reason each is called by its route (stores-paths.ts), its definition imported as a type.
 */

type Endpoints = typeof storeEndpoints;
type StoreKey = readonly ['stores', 'handle' | 'id', string];

export const storeKeys = {
  byHandle: (handle: string): StoreKey => ['stores', 'handle', handle.toLowerCase()],
  byId: (id: string): StoreKey => ['stores', 'id', id],
};

export const storeByHandleQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: storeKeys.byHandle(handle),
    queryFn: ({ signal }) => callRoute<Endpoints['byHandle']>(storeByHandleRoute, { params: { handle } }, { signal }),
    retry: false,
  });

export const storeByIdQueryOptions = (id: string) =>
  queryOptions({
    queryKey: storeKeys.byId(id),
    queryFn: ({ signal }) => callRoute<Endpoints['byId']>(storeByIdRoute, { params: { id } }, { signal }),
    retry: false,
  });

export type StoreProducts = EndpointOutput<Endpoints['products']>;

/**
 * The store's products as this page's language shows them: a product's name and description are its seller's Hindi
 * on a Hindi page, where they gave it. One function for every reader, so each keeps its answer until the data or
 * the language changes (a language change draws every screen anew, app.tsx).
 */
export function inPageLanguage(data: StoreProducts): StoreProducts {
  const locale = currentLocale();
  if (locale === 'en') return data;
  return { ...data, items: data.items.map((item) => ({ ...item, product: productInLanguage(item.product, locale) })) };
}

export const storeProductsQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: ['stores', 'products', handle.toLowerCase()],
    queryFn: ({ signal }) => callRoute<Endpoints['products']>(storeProductsRoute, { params: { handle } }, { signal }),
    select: inPageLanguage,
  });

/**
 * The store's listings matching what was typed in its search box, best match first: the server's product search
 * (words nearly as typed match too, decision 041). Only for a store with a search box, once typing pauses.
 */
export const storeSearchQueryOptions = (handle: string, q: string) =>
  queryOptions({
    queryKey: ['stores', 'search', handle.toLowerCase(), q],
    queryFn: ({ signal }) =>
      callRoute<Endpoints['searchProducts']>(storeSearchRoute, { params: { handle }, query: { q } }, { signal }),
    staleTime: 30_000,
  });

/** Counts a visit to the store today, per utm_source; sent even as the visitor navigates away. */
export const recordVisit = (storeId: string, utmSource: string) =>
  callRoute<Endpoints['recordVisit']>(
    storeVisitRoute,
    { params: { id: storeId }, body: utmSource ? { utmSource } : {} },
    { keepalive: true },
  );
