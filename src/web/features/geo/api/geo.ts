import { queryOptions } from '@tanstack/react-query';
import { geoEndpoints } from '#shared/endpoints/geo.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

/** A PIN code's place; the directory only changes with a release, so an answer is kept for the session. */
export const pincodeQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: ['pincodes', pincode],
    queryFn: ({ signal }) => callEndpoint(geoEndpoints.pincode, { params: { pin: pincode } }, { signal }),
    staleTime: Infinity,
    retry: false,
  });

/** When a seller's parcel reaches a PIN code (the server's one rule). */
export const deliveryQueryOptions = (sellerId: string, pincode: string) =>
  queryOptions({
    queryKey: ['sellers', sellerId, 'delivery', pincode],
    queryFn: ({ signal }) =>
      callEndpoint(geoEndpoints.delivery, { params: { id: sellerId }, query: { pincode } }, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
