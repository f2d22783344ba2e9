import { type QueryKey, queryOptions } from '@tanstack/react-query';
import type { StoreProduct } from '#shared/contracts/catalog.ts';
import type { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { askQuestionRoute, productFeedbackRoute } from '#shared/endpoints/catalog-paths.ts';
import type { storeEndpoints } from '#shared/endpoints/stores.ts';
import { followStoreRoute, storeStatsRoute, unfollowStoreRoute } from '#shared/endpoints/stores-paths.ts';
import { sellerBySlugQueryOptions } from '#web/features/catalog-sellers/public.ts';
import { paymentOptionsQueryOptions } from '#web/features/payments/public.ts';
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

/**
 * What the popup's parts read for a product, beyond the store's data: its reviews and questions, the creator's
 * figures, the seller's details and declarations, and the ways to pay with no PIN code given yet. A shared product
 * link's page carries them from the server (server-pages.ts), so the popup is whole in its first paint and does not
 * ask again while it hydrates. `askedAgain` is the part that depends on the visitor (whether they follow the
 * store): drawn as a guest sees it, and asked again by the browser once someone is signed in (`CreatorCard`).
 */
export function popupQueries(item: StoreProduct, storeId: string) {
  const stats = storeStatsQueryOptions(storeId);
  return {
    queries: [
      productFeedbackQueryOptions(item.product.id),
      stats,
      sellerBySlugQueryOptions(item.seller.slug),
      paymentOptionsQueryOptions({ totalPaise: item.pricePaise + item.delivery.feePaise }),
    ],
    askedAgain: [stats.queryKey] as QueryKey[],
  };
}
