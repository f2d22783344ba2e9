import { queryOptions } from '@tanstack/react-query';
import type { StoreProduct } from '#shared/contracts/catalog.ts';
import type { PublicStore } from '#shared/contracts/stores.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/*
 * A creator's store is the page most buyers land on first, so its answers are read by their
 * contract's types, not parsed with its schemas: the server's routes are typed by the same
 * contracts, and parsing here would put zod on the store's first load (decision 028).
 */

type StoreKey = readonly ['stores', 'handle' | 'id', string];

export const storeKeys = {
  byHandle: (handle: string): StoreKey => ['stores', 'handle', handle.toLowerCase()],
  byId: (id: string): StoreKey => ['stores', 'id', id],
};

export const storeByHandleQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: storeKeys.byHandle(handle),
    queryFn: ({ signal }) => apiRequest<PublicStore>(`/api/stores/by-handle/${encodeURIComponent(handle)}`, { signal }),
    retry: false,
  });

export const storeByIdQueryOptions = (id: string) =>
  queryOptions({
    queryKey: storeKeys.byId(id),
    queryFn: ({ signal }) => apiRequest<PublicStore>(`/api/stores/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });

export const storeProductsQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: ['stores', 'products', handle.toLowerCase()],
    queryFn: ({ signal }) =>
      apiRequest<{ items: StoreProduct[] }>(`/api/stores/by-handle/${encodeURIComponent(handle)}/products`, { signal }),
  });

/** Counts a visit to the store today, per utm_source; sent even as the visitor navigates away. */
export const recordVisit = (storeId: string, utmSource: string) =>
  apiRequest(`/api/stores/${encodeURIComponent(storeId)}/visits`, {
    method: 'POST',
    body: utmSource ? { utmSource } : {},
    keepalive: true,
  });
