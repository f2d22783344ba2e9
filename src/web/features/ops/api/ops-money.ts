import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CommissionUpdate } from '#shared/contracts/commission.ts';
import type { payoutResultSchema, startRunSchema, TdsChallanInput } from '#shared/contracts/payouts-ops.ts';
import { endpointUrl } from '#shared/endpoints/define.ts';
import { opsMoneyEndpoints } from '#shared/endpoints/payouts-ops.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';
import { opsKeys } from './ops.ts';

/* The console's money: the overview, commission, payees, payout runs and the tax to deposit. */

export const opsMoneyKeys = {
  /** Everything below: a payout settled or a run started changes payees, runs, the overview and the tax. */
  money: [...opsKeys.all, 'money'] as const,
  overview: (days: number) => [...opsKeys.all, 'money', 'overview', days] as const,
  commission: [...opsKeys.all, 'money', 'commission'] as const,
  payees: [...opsKeys.all, 'money', 'payees'] as const,
  runs: [...opsKeys.all, 'money', 'runs'] as const,
  run: (id: string) => [...opsKeys.all, 'money', 'runs', id] as const,
  tax: (year: number, quarter: number) => [...opsKeys.all, 'money', 'tax', year, quarter] as const,
};

export const overviewQueryOptions = (days: number) =>
  queryOptions({
    queryKey: opsMoneyKeys.overview(days),
    queryFn: ({ signal }) => callEndpoint(opsMoneyEndpoints.overview, { query: { days } }, { signal }),
  });

export const commissionQueryOptions = queryOptions({
  queryKey: opsMoneyKeys.commission,
  queryFn: ({ signal }) => callEndpoint(opsMoneyEndpoints.commission, {}, { signal }),
});

export const payeesQueryOptions = queryOptions({
  queryKey: opsMoneyKeys.payees,
  queryFn: ({ signal }) => callEndpoint(opsMoneyEndpoints.payees, {}, { signal }),
});

export const payoutRunsQueryOptions = queryOptions({
  queryKey: opsMoneyKeys.runs,
  queryFn: ({ signal }) => callEndpoint(opsMoneyEndpoints.runs, {}, { signal }),
});

export const payoutRunQueryOptions = (id: string) =>
  queryOptions({
    queryKey: opsMoneyKeys.run(id),
    queryFn: ({ signal }) => callEndpoint(opsMoneyEndpoints.run, { params: { id } }, { signal }),
    // A mistyped link is an answer (no such run), not a failure to try again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

export const taxQueryOptions = (year: number, quarter: 1 | 2 | 3 | 4) =>
  queryOptions({
    queryKey: opsMoneyKeys.tax(year, quarter),
    queryFn: ({ signal }) => callEndpoint(opsMoneyEndpoints.tax, { query: { year, quarter } }, { signal }),
  });

/** The deductee rows of Haat's quarterly TDS return (Form 26Q's column order) as CSV: a plain link. */
export const tdsReturnUrl = (year: number, quarter: 1 | 2 | 3 | 4): string =>
  endpointUrl(opsMoneyEndpoints.tdsReturn, { query: { year, quarter } });

/** The states whose registered sellers supplied through Haat in a month: one GSTR-8 each. */
export const tcsStatesQueryOptions = (month: string) =>
  queryOptions({
    queryKey: ['ops', 'tcs-states', month] as const,
    queryFn: ({ signal }) => callEndpoint(opsMoneyEndpoints.tcsStates, { query: { month } }, { signal }),
  });

/** A state's GSTR-8 for a month as CSV, or as the GST portal's JSON: plain links, the operator's cookie going along. */
export const tcsReportUrl = (month: string, state: string, as: 'csv' | 'json'): string =>
  endpointUrl(as === 'csv' ? opsMoneyEndpoints.tcs : opsMoneyEndpoints.tcsJson, { query: { month, state } });

export const setCommission = (input: CommissionUpdate) =>
  callEndpoint(opsMoneyEndpoints.setCommission, { body: input });

export const startPayoutRun = (input: z.input<typeof startRunSchema>) =>
  callEndpoint(opsMoneyEndpoints.startRun, { body: input });

export const recordPayoutResult = ({ id, result }: { id: string; result: z.input<typeof payoutResultSchema> }) =>
  callEndpoint(opsMoneyEndpoints.recordResult, { params: { id }, body: result });

export const recordChallan = (input: TdsChallanInput) => callEndpoint(opsMoneyEndpoints.recordChallan, { body: input });

export function uploadBankResult({ runId, file }: { runId: string; file: File }) {
  const form = new FormData();
  form.append('file', file);
  return callEndpoint(opsMoneyEndpoints.bankResult, { params: { id: runId }, body: form });
}

/** The bulk-transfer file's address: a plain download link (the browser sends the session cookie). */
export const bankFileUrl = (runId: string) => endpointUrl(opsMoneyEndpoints.bankFile, { params: { id: runId } });
