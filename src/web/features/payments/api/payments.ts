import { queryOptions } from '@tanstack/react-query';
import type { paymentEndpoints } from '#shared/endpoints/payments.ts';
import { paymentOptionsRoute } from '#shared/endpoints/payments-paths.ts';
import { callRoute } from '#web/lib/call-endpoint.ts';

/**
 * The ways to pay this server takes now (UPI once a payment gateway is set up), and whether cash on delivery is
 * offered for an address's PIN code and an order's total, with why not (decision 070). Read by route: a product
 * link's popup shows them while it hydrates (decision 075).
 */
export const paymentOptionsQueryOptions = (order: { pincode?: string; totalPaise?: number } = {}) =>
  queryOptions({
    queryKey: ['payments', 'options', order.pincode ?? null, order.totalPaise ?? null] as const,
    queryFn: ({ signal }) =>
      callRoute<typeof paymentEndpoints.options>(paymentOptionsRoute, { query: order }, { signal }),
    staleTime: 60_000,
  });
