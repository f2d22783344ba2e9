import { queryOptions } from '@tanstack/react-query';
import { paymentEndpoints } from '#shared/endpoints/payments.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

/** The ways to pay this server takes now (UPI once a payment gateway is set up; cash on delivery always). */
export const paymentOptionsQueryOptions = queryOptions({
  queryKey: ['payments', 'options'] as const,
  queryFn: ({ signal }) => callEndpoint(paymentEndpoints.options, {}, { signal }),
  staleTime: 5 * 60_000,
});
