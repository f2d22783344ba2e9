import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { listingSchema, type ResellableQuery, sourcingProductSchema } from '#shared/contracts/catalog.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const resellableQueryOptions = (query: ResellableQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return queryOptions({
    queryKey: ['sourcing', 'resellable', params.toString()],
    queryFn: ({ signal }) => apiRequest(`/api/catalog/resellable?${params}`, { signal }, z.object({ items: z.array(sourcingProductSchema) })),
  });
};

export const ownListingsQueryOptions = queryOptions({
  queryKey: ['sourcing', 'listings'],
  queryFn: ({ signal }) => apiRequest('/api/me/store/listings', { signal }, z.object({ items: z.array(listingSchema) })),
});

export const publishListing = (productId: string, markupPaise: number) =>
  apiRequest('/api/me/store/listings', { method: 'POST', body: { productId, markupPaise } }, listingSchema);
