import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { SellerAction, SellerOrderLine } from '#shared/contracts/orders-fulfilment.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

export const sellerOrderKeys = {
  lines: ['orders', 'seller', 'lines'] as const,
};

/** The signed-in seller's own order lines, newest first, each with the actions it allows now. */
export const sellerOrderLinesQueryOptions = queryOptions({
  queryKey: sellerOrderKeys.lines,
  queryFn: ({ signal }) => callEndpoint(fulfilmentEndpoints.sellerLines, {}, { signal }),
});

/** Moves one line on (confirm, ship, …); 409 when the line cannot take that step now, 422 with field errors. */
export const updateSellerOrderLine = (lineId: string, action: SellerAction) =>
  callEndpoint(fulfilmentEndpoints.act, { params: { lineId }, body: action });

/** A line the server just answered with replaces its copy in the seller's list, with its next actions. */
export function replaceSellerLine(queryClient: QueryClient, updated: SellerOrderLine): void {
  queryClient.setQueryData(sellerOrderLinesQueryOptions.queryKey, (previous) =>
    previous ? { items: previous.items.map((entry) => (entry.id === updated.id ? updated : entry)) } : previous,
  );
}
