import { queryOptions } from '@tanstack/react-query';
import { productListSchema } from '#shared/contracts/catalog.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const sellerProductsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['catalog', 'seller', slug.toLowerCase()],
    queryFn: ({ signal }) =>
      apiRequest(`/api/sellers/by-slug/${encodeURIComponent(slug)}/products`, { signal }, productListSchema),
  });
