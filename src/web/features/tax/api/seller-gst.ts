import { queryOptions } from '@tanstack/react-query';
import type { SellerGstInput, SellerGstView } from '#shared/contracts/tax.ts';
import { taxEndpoints } from '#shared/endpoints/tax.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

export const sellerGstKey = ['seller', 'gst'] as const;

/** The signed-in seller's GST details, with what their invoices show until they give them. */
export const sellerGstQueryOptions = queryOptions({
  queryKey: sellerGstKey,
  queryFn: ({ signal }) => callEndpoint(taxEndpoints.sellerGst, {}, { signal }),
});

export const saveSellerGst = (input: SellerGstInput): Promise<SellerGstView> =>
  callEndpoint(taxEndpoints.saveSellerGst, { body: input });
