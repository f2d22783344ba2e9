import { queryOptions } from '@tanstack/react-query';
import type { sellerEndpoints } from '#shared/endpoints/catalog-sellers.ts';
import { sellerByIdRoute, sellerBySlugRoute } from '#shared/endpoints/catalog-sellers-paths.ts';
import { callRoute } from '#web/lib/call-endpoint.ts';

/* Read by route: a product link's popup shows the seller's details while it hydrates, without zod (decision 075). */

export const sellerBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['sellers', 'slug', slug.toLowerCase()],
    queryFn: ({ signal }) =>
      callRoute<typeof sellerEndpoints.sellerBySlug>(sellerBySlugRoute, { params: { slug } }, { signal }),
    retry: false,
  });

export const sellerByIdQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['sellers', 'id', id],
    queryFn: ({ signal }) =>
      callRoute<typeof sellerEndpoints.sellerById>(sellerByIdRoute, { params: { id } }, { signal }),
    retry: false,
  });
