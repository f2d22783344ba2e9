import { queryOptions } from '@tanstack/react-query';
import { publicSellerSchema } from '#shared/contracts/onboarding.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const sellerBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['sellers', 'slug', slug.toLowerCase()],
    queryFn: ({ signal }) =>
      apiRequest(`/api/sellers/by-slug/${encodeURIComponent(slug)}`, { signal }, publicSellerSchema),
    retry: false,
  });

export const sellerByIdQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['sellers', 'id', id],
    queryFn: ({ signal }) => apiRequest(`/api/sellers/${encodeURIComponent(id)}`, { signal }, publicSellerSchema),
    retry: false,
  });
