import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { storeProductSchema } from '#shared/contracts/catalog.ts';
import { publicStoreSchema } from '#shared/contracts/stores.ts';
import { apiRequest } from '#web/lib/api-client.ts';

type StoreKey = readonly ['stores', 'handle' | 'id', string];

export const storeKeys = {
  byHandle: (handle: string): StoreKey => ['stores', 'handle', handle.toLowerCase()],
  byId: (id: string): StoreKey => ['stores', 'id', id],
};

export const storeByHandleQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: storeKeys.byHandle(handle),
    queryFn: ({ signal }) => apiRequest(`/api/stores/by-handle/${encodeURIComponent(handle)}`, { signal }, publicStoreSchema),
    retry: false,
  });

export const storeByIdQueryOptions = (id: string) =>
  queryOptions({
    queryKey: storeKeys.byId(id),
    queryFn: ({ signal }) => apiRequest(`/api/stores/${encodeURIComponent(id)}`, { signal }, publicStoreSchema),
    retry: false,
  });

export const storeProductsQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: ['stores', 'products', handle.toLowerCase()],
    queryFn: ({ signal }) =>
      apiRequest(`/api/stores/by-handle/${encodeURIComponent(handle)}/products`, { signal }, z.object({ items: z.array(storeProductSchema) })),
  });

/** Counts a visit to the store today, per utm_source; sent even as the visitor navigates away. */
export const recordVisit = (storeId: string, utmSource: string) =>
  apiRequest(`/api/stores/${encodeURIComponent(storeId)}/visits`, { method: 'POST', body: utmSource ? { utmSource } : {}, keepalive: true });
