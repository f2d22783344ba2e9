import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ledgerEndpoints } from '#shared/endpoints/ledger.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

/** Whose earnings: a creator's (their store's) or a seller's. */
export type EarningsOwner = 'creator' | 'seller';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  creator: (days: number) => ['dashboard', 'creator', days] as const,
  seller: (days: number) => ['dashboard', 'seller', days] as const,
  /** The earnings after a dashboard's first entries (`after` is its nextCursor), loaded on "Show more". */
  moreEarnings: (as: EarningsOwner, after: string) => ['dashboard', 'earnings', as, after] as const,
};

/** The signed-in creator's sales, visits and earnings over the last `days` days. */
export const creatorDashboardQueryOptions = (days: number) =>
  queryOptions({
    queryKey: dashboardKeys.creator(days),
    queryFn: ({ signal }) => callEndpoint(ledgerEndpoints.creatorDashboard, { query: { days } }, { signal }),
  });

/** The signed-in seller's revenue, orders by status, top products, creators and earnings. */
export const sellerDashboardQueryOptions = (days: number) =>
  queryOptions({
    queryKey: dashboardKeys.seller(days),
    queryFn: ({ signal }) => callEndpoint(ledgerEndpoints.sellerDashboard, { query: { days } }, { signal }),
  });

/** Pages of earnings after the position `after` (a dashboard's nextCursor), newest first, each with the next cursor. */
export const moreEarningsQueryOptions = (as: EarningsOwner, after: string) =>
  infiniteQueryOptions({
    queryKey: dashboardKeys.moreEarnings(as, after),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(ledgerEndpoints.earnings, { query: { as, cursor: pageParam } }, { signal }),
    initialPageParam: after,
    getNextPageParam: (page) => page.nextCursor,
  });
