import { queryOptions } from '@tanstack/react-query';
import type { ReviewInput } from '#shared/contracts/orders.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

export const reviewKeys = {
  eligibility: (productId: string) => ['orders', 'review-eligibility', productId] as const,
};

/** Whether the signed-in buyer may review a product: a delivered order of it and no review yet. */
export const reviewEligibilityQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: reviewKeys.eligibility(productId),
    queryFn: ({ signal }) => callEndpoint(fulfilmentEndpoints.reviewEligibility, { params: { productId } }, { signal }),
  });

/** 403 `forbidden` without a delivered order of it, 409 when already reviewed, 422 with field errors. */
export const postReview = (productId: string, input: ReviewInput) =>
  callEndpoint(fulfilmentEndpoints.review, { params: { productId }, body: input });
