import { type QueryClient, queryOptions } from '@tanstack/react-query';
import {
  type SellerAction,
  type SellerOrderLine,
  sellerOrderLineSchema,
  sellerOrderLinesSchema,
} from '#shared/contracts/fulfilment.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const sellerOrderKeys = {
  lines: ['orders', 'seller', 'lines'] as const,
};

/** The signed-in seller's own order lines, newest first, each with the actions it allows now. */
export const sellerOrderLinesQueryOptions = queryOptions({
  queryKey: sellerOrderKeys.lines,
  queryFn: ({ signal }) => apiRequest('/api/seller/orders', { signal }, sellerOrderLinesSchema),
});

/** Moves one line on (confirm, ship, …); 409 when the line cannot take that step now, 422 with field errors. */
export const updateSellerOrderLine = (lineId: string, action: SellerAction) =>
  apiRequest(
    `/api/seller/order-lines/${encodeURIComponent(lineId)}`,
    { method: 'POST', body: action },
    sellerOrderLineSchema,
  );

/** A line the server just answered with replaces its copy in the seller's list, with its next actions. */
export function replaceSellerLine(queryClient: QueryClient, updated: SellerOrderLine): void {
  queryClient.setQueryData(sellerOrderLinesQueryOptions.queryKey, (previous) =>
    previous ? { lines: previous.lines.map((entry) => (entry.id === updated.id ? updated : entry)) } : previous,
  );
}
