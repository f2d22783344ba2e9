import { queryOptions } from '@tanstack/react-query';
import { paymentEndpoints } from '#shared/endpoints/payments.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

/**
 * The ways to pay this server takes now (UPI once a payment gateway is set up), and whether cash on delivery is
 * offered for an address's PIN code and an order's total, with why not (decision 070).
 */
export const paymentOptionsQueryOptions = (order: { pincode?: string; totalPaise?: number } = {}) =>
  queryOptions({
    queryKey: ['payments', 'options', order.pincode ?? null, order.totalPaise ?? null] as const,
    queryFn: ({ signal }) => callEndpoint(paymentEndpoints.options, { query: order }, { signal }),
    staleTime: 60_000,
  });
