import { queryOptions, useQuery } from '@tanstack/react-query';
import { commissionEndpoints } from '#shared/endpoints/commission.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

/** Haat's commission rates in force: rates change rarely, so an answer is kept for a few minutes. */
export const commissionTermsQueryOptions = queryOptions({
  queryKey: ['commission', 'terms'],
  queryFn: ({ signal }) => callEndpoint(commissionEndpoints.terms, undefined, { signal }),
  staleTime: 5 * 60_000,
});

/** The rates in force, or undefined while they load (or could not be read). */
export const useCommissionTerms = () => useQuery(commissionTermsQueryOptions).data;
