import { queryOptions } from '@tanstack/react-query';
import type { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { askQuestionRoute, productFeedbackRoute } from '#shared/endpoints/catalog-paths.ts';
import type { storeEndpoints } from '#shared/endpoints/stores.ts';
import { followStoreRoute, storeStatsRoute, unfollowStoreRoute } from '#shared/endpoints/stores-paths.ts';
import { callRoute } from '#web/lib/call-endpoint.ts';

/* The popup calls its endpoints by route: a shared product link hydrates without zod (decisions 028 and 075). */

export const storeStatsQueryOptions = (storeId: string) =>
  queryOptions({
    queryKey: ['stores', 'stats', storeId],
    queryFn: ({ signal }) =>
      callRoute<typeof storeEndpoints.stats>(storeStatsRoute, { params: { id: storeId } }, { signal }),
  });

export const productFeedbackQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['products', 'feedback', productId],
    queryFn: ({ signal }) =>
      callRoute<typeof catalogEndpoints.feedback>(productFeedbackRoute, { params: { id: productId } }, { signal }),
  });

export const setFollowing = (storeId: string, following: boolean) =>
  following
    ? callRoute<typeof storeEndpoints.follow>(followStoreRoute, { params: { id: storeId } })
    : callRoute<typeof storeEndpoints.unfollow>(unfollowStoreRoute, { params: { id: storeId } });

export const askQuestion = (productId: string, question: string) =>
  callRoute<typeof catalogEndpoints.askQuestion>(askQuestionRoute, { params: { id: productId }, body: { question } });
