import { queryOptions } from '@tanstack/react-query';
import { onboardingEndpoints } from '#shared/endpoints/onboarding.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

export const sellerBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['sellers', 'slug', slug.toLowerCase()],
    queryFn: ({ signal }) => callEndpoint(onboardingEndpoints.sellerBySlug, { params: { slug } }, { signal }),
    retry: false,
  });

export const sellerByIdQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['sellers', 'id', id],
    queryFn: ({ signal }) => callEndpoint(onboardingEndpoints.sellerById, { params: { id } }, { signal }),
    retry: false,
  });
