import { queryOptions } from '@tanstack/react-query';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { storeEndpoints } from '#shared/endpoints/stores.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

export const storeStatsQueryOptions = (storeId: string) =>
  queryOptions({
    queryKey: ['stores', 'stats', storeId],
    queryFn: ({ signal }) => callEndpoint(storeEndpoints.stats, { params: { id: storeId } }, { signal }),
  });

export const productFeedbackQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['products', 'feedback', productId],
    queryFn: ({ signal }) => callEndpoint(catalogEndpoints.feedback, { params: { id: productId } }, { signal }),
  });

export const setFollowing = (storeId: string, following: boolean) =>
  callEndpoint(following ? storeEndpoints.follow : storeEndpoints.unfollow, { params: { id: storeId } });

export const askQuestion = (productId: string, question: string) =>
  callEndpoint(catalogEndpoints.askQuestion, { params: { id: productId }, body: { question } });
