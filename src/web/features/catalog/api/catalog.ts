import { queryOptions } from '@tanstack/react-query';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

export const sellerProductsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['catalog', 'seller', slug.toLowerCase()],
    queryFn: ({ signal }) => callEndpoint(catalogEndpoints.sellerProducts, { params: { slug } }, { signal }),
  });
