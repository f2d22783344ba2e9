import { queryOptions } from '@tanstack/react-query';
import { paymentEndpoints } from '#shared/endpoints/payments.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';
import { opsKeys } from './ops.ts';

/* Money in, as the operator sees it (decision 069): the captured UPI payments and the last reconciliation. */

export const opsPaymentsKeys = {
  payments: [...opsKeys.all, 'payments'] as const,
};

/** The latest captured payments, where their money went, and what the gateway's records say otherwise. */
export const opsPaymentsQueryOptions = queryOptions({
  queryKey: opsPaymentsKeys.payments,
  queryFn: ({ signal }) => callEndpoint(paymentEndpoints.ops, {}, { signal }),
});
