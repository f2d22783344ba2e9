import { queryOptions } from '@tanstack/react-query';
import { deliveryEstimateSchema, pincodePlaceSchema } from '#shared/contracts/geo.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** A PIN code's place; the directory only changes with a release, so an answer is kept for the session. */
export const pincodeQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: ['pincodes', pincode],
    queryFn: ({ signal }) => apiRequest(`/api/pincodes/${encodeURIComponent(pincode)}`, { signal }, pincodePlaceSchema),
    staleTime: Infinity,
    retry: false,
  });

/** When a seller's parcel reaches a PIN code (the server's one rule). */
export const deliveryQueryOptions = (sellerId: string, pincode: string) =>
  queryOptions({
    queryKey: ['sellers', sellerId, 'delivery', pincode],
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/sellers/${encodeURIComponent(sellerId)}/delivery?pincode=${encodeURIComponent(pincode)}`,
        { signal },
        deliveryEstimateSchema,
      ),
    staleTime: 5 * 60_000,
    retry: false,
  });
