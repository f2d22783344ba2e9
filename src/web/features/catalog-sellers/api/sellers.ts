import { queryOptions } from '@tanstack/react-query';
import { sellerEndpoints } from '#shared/endpoints/catalog-sellers.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

export const sellerBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['sellers', 'slug', slug.toLowerCase()],
    queryFn: ({ signal }) => callEndpoint(sellerEndpoints.sellerBySlug, { params: { slug } }, { signal }),
    retry: false,
  });

export const sellerByIdQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['sellers', 'id', id],
    queryFn: ({ signal }) => callEndpoint(sellerEndpoints.sellerById, { params: { id } }, { signal }),
    retry: false,
  });
