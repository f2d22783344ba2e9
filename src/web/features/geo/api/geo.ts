import { queryOptions } from '@tanstack/react-query';
import type { geoEndpoints } from '#shared/endpoints/geo.ts';
import { pincodeRoute, sellerDeliveryRoute } from '#shared/endpoints/geo-paths.ts';
import { callRoute } from '#web/lib/call-endpoint.ts';

/* Read by route: the delivery check is on a product link's popup, which hydrates without zod (decision 075). */

/** A PIN code's place; the directory only changes with a release, so an answer is kept for the session. */
export const pincodeQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: ['pincodes', pincode],
    queryFn: ({ signal }) =>
      callRoute<typeof geoEndpoints.pincode>(pincodeRoute, { params: { pin: pincode } }, { signal }),
    staleTime: Infinity,
    retry: false,
  });

/** When a seller's parcel reaches a PIN code (the server's one rule). */
export const deliveryQueryOptions = (sellerId: string, pincode: string) =>
  queryOptions({
    queryKey: ['sellers', sellerId, 'delivery', pincode],
    queryFn: ({ signal }) =>
      callRoute<typeof geoEndpoints.delivery>(
        sellerDeliveryRoute,
        { params: { id: sellerId }, query: { pincode } },
        { signal },
      ),
    staleTime: 5 * 60_000,
    retry: false,
  });
