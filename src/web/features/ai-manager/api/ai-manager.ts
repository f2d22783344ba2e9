import { queryOptions } from '@tanstack/react-query';
import { aiManagerEndpoints } from '#shared/endpoints/ai-manager.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

export const adsQueryOptions = queryOptions({
  queryKey: ['ai-manager', 'ads'],
  queryFn: async () => (await callEndpoint(aiManagerEndpoints.ads)).items,
  staleTime: 5 * 60_000,
});
