import { queryOptions } from '@tanstack/react-query';
import { fulfilmentEndpoints } from '#shared/endpoints/fulfilment.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  creator: (days: number) => ['dashboard', 'creator', days] as const,
  seller: (days: number) => ['dashboard', 'seller', days] as const,
};

/** The signed-in creator's sales, visits and earnings ledger over the last `days` days. */
export const creatorDashboardQueryOptions = (days: number) =>
  queryOptions({
    queryKey: dashboardKeys.creator(days),
    queryFn: ({ signal }) => callEndpoint(fulfilmentEndpoints.creatorDashboard, { query: { days } }, { signal }),
  });

/** The signed-in seller's revenue, orders by status, top products, creators and ledger. */
export const sellerDashboardQueryOptions = (days: number) =>
  queryOptions({
    queryKey: dashboardKeys.seller(days),
    queryFn: ({ signal }) => callEndpoint(fulfilmentEndpoints.sellerDashboard, { query: { days } }, { signal }),
  });
