import { queryOptions } from '@tanstack/react-query';
import type { Gstr1Table } from '#shared/contracts/invoices.ts';
import { endpointUrl } from '#shared/endpoints/define.ts';
import { invoiceEndpoints } from '#shared/endpoints/invoices.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

export const invoiceKeys = {
  month: (month: string) => ['invoices', 'seller', month] as const,
};

/** The signed-in seller's documents issued in a month ("2026-11"), newest first. */
export const sellerInvoicesQueryOptions = (month: string) =>
  queryOptions({
    queryKey: invoiceKeys.month(month),
    queryFn: ({ signal }) => callEndpoint(invoiceEndpoints.sellerList, { query: { month } }, { signal }),
  });

/** A table of the month's GSTR-1 as CSV: a plain link, the session cookie going with it. */
export const suppliesReportUrl = (month: string, table: Gstr1Table = 'b2cs'): string =>
  endpointUrl(invoiceEndpoints.sellerSupplies, { query: { month, table } });

/** Haat's monthly invoices to the signed-in seller and creator for its fees (the last month's issued when due). */
export const feeInvoicesQueryOptions = queryOptions({
  queryKey: ['invoices', 'haat-fees'] as const,
  queryFn: ({ signal }) => callEndpoint(invoiceEndpoints.feeList, {}, { signal }),
});

/** An invoice's e-way bill Part A (the portal's bulk JSON): a plain link. */
export const ewayBillUrl = (id: string): string => endpointUrl(invoiceEndpoints.sellerEwayBill, { params: { id } });
