import { queryOptions } from '@tanstack/react-query';
import type { PayoutMethodAnswer, PayoutMethodInput } from '#shared/contracts/payouts.ts';
import { endpointUrl } from '#shared/endpoints/define.ts';
import { payoutRunEndpoints } from '#shared/endpoints/payouts-runs.ts';
import { payoutEndpoints } from '#shared/endpoints/payouts.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

export const payoutKeys = {
  method: ['payouts', 'method'] as const,
  own: ['payouts', 'own'] as const,
  ifsc: (code: string) => ['payouts', 'ifsc', code] as const,
};

/** The signed-in account's payout method, masked; `{ method: null }` before one is added. */
export const payoutMethodQueryOptions = queryOptions({
  queryKey: payoutKeys.method,
  queryFn: ({ signal }) => callEndpoint(payoutEndpoints.method, {}, { signal }),
});

/** An IFSC's bank; the list changes only with a release, so an answer is kept for the session. */
export const ifscQueryOptions = (code: string) =>
  queryOptions({
    queryKey: payoutKeys.ifsc(code),
    queryFn: ({ signal }) => callEndpoint(payoutEndpoints.ifsc, { params: { code } }, { signal }),
    staleTime: Infinity,
    retry: false,
  });

export const savePayoutMethod = (input: PayoutMethodInput): Promise<PayoutMethodAnswer> =>
  callEndpoint(payoutEndpoints.saveMethod, { body: input });

/** The signed-in payee's balance by status, the next run and every payout, newest first. */
export const ownPayoutsQueryOptions = queryOptions({
  queryKey: payoutKeys.own,
  queryFn: ({ signal }) => callEndpoint(payoutRunEndpoints.own, {}, { signal }),
});

/** A quarter's statement as CSV: a plain link the browser downloads, the session cookie going with it. */
export const statementUrl = (year: number, quarter: 1 | 2 | 3 | 4): string =>
  endpointUrl(payoutRunEndpoints.statement, { query: { year, quarter } });

/** A seller's settlement report for a quarter (CSV), and a payee's TDS certificate (PDF): plain links. */
export const settlementUrl = (year: number, quarter: 1 | 2 | 3 | 4): string =>
  endpointUrl(payoutRunEndpoints.settlement, { query: { year, quarter } });
export const tdsCertificateUrl = (year: number, quarter: 1 | 2 | 3 | 4): string =>
  endpointUrl(payoutRunEndpoints.tdsCertificate, { query: { year, quarter } });
