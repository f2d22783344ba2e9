import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type {
  BookParcel,
  CarrierName,
  NdrChoice,
  OrderParcel,
  Parcel,
  QuoteParcel,
} from '#shared/contracts/shipping.ts';
import { shippingEndpoints } from '#shared/endpoints/shipping.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';
import { tokenHeader } from '#web/features/orders/public.ts';

/* Parcels booked with a carrier (decision 073): the seller's carrier, quotes, bookings and labels; a buyer's tracking. */

export const shippingKeys = {
  carrier: ['shipping', 'carrier'] as const,
  sellerParcels: ['shipping', 'seller-parcels'] as const,
  orderParcels: (orderId: string) => ['shipping', 'order-parcels', orderId] as const,
};

export const sellerCarrierQueryOptions = queryOptions({
  queryKey: shippingKeys.carrier,
  queryFn: ({ signal }) => callEndpoint(shippingEndpoints.carrier, {}, { signal }),
  staleTime: 60_000,
});

export const chooseCarrier = (carrier: CarrierName | null) =>
  callEndpoint(shippingEndpoints.chooseCarrier, { body: { carrier } });

export const sellerParcelsQueryOptions = queryOptions({
  queryKey: shippingKeys.sellerParcels,
  queryFn: ({ signal }) => callEndpoint(shippingEndpoints.parcels, {}, { signal }),
});

export const quoteParcel = (input: QuoteParcel) => callEndpoint(shippingEndpoints.quotes, { body: input });

export const bookParcel = (input: BookParcel) => callEndpoint(shippingEndpoints.book, { body: input });

/** A booked or moved parcel replaces its copy in the seller's list. */
export function keepSellerParcel(queryClient: QueryClient, parcel: Parcel): void {
  queryClient.setQueryData(sellerParcelsQueryOptions.queryKey, (previous) =>
    previous ? { items: [parcel, ...previous.items.filter((item) => item.id !== parcel.id)] } : { items: [parcel] },
  );
}

/** The parcels of an order, for its buyer (the session) or a guest (the token kept on this device). */
export const orderParcelsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: shippingKeys.orderParcels(orderId),
    queryFn: ({ signal }) =>
      callEndpoint(
        shippingEndpoints.orderParcels,
        { params: { id: orderId }, headers: tokenHeader(orderId) },
        { signal },
      ),
  });

export const answerNdr = (orderId: string, parcelId: string, choice: NdrChoice) =>
  callEndpoint(shippingEndpoints.answerNdr, {
    params: { id: orderId, parcelId },
    headers: tokenHeader(orderId),
    body: choice,
  });

export function keepOrderParcel(queryClient: QueryClient, parcel: OrderParcel): void {
  queryClient.setQueryData(
    shippingKeys.orderParcels(parcel.orderId),
    (previous: { items: OrderParcel[] } | undefined) =>
      previous ? { items: previous.items.map((item) => (item.id === parcel.id ? parcel : item)) } : previous,
  );
}

/** The operator's parcel figures over the last `days` days. */
export const parcelFiguresQueryOptions = (days: 7 | 30 | 90) =>
  queryOptions({
    queryKey: ['shipping', 'figures', days] as const,
    queryFn: ({ signal }) =>
      callEndpoint(shippingEndpoints.opsFigures, { query: { days: String(days) as '7' | '30' | '90' } }, { signal }),
  });

/** Accepts a return and books its pickup with the seller's carrier (decision 073). */
export const collectReturn = (returnId: string, note: string | null) =>
  callEndpoint(shippingEndpoints.collectReturn, { params: { returnId }, body: { note: note ?? undefined } });

/** The size the seller's booking of an order starts from (remembered per product, else its category's box). */
export const parcelSizeQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['shipping', 'parcel-size', orderId] as const,
    queryFn: ({ signal }) => callEndpoint(shippingEndpoints.parcelSize, { query: { orderId } }, { signal }),
    staleTime: 5 * 60_000,
  });

/** Books these confirmed orders at once, each at its suggested size. */
export const bookParcels = (orderIds: string[]) => callEndpoint(shippingEndpoints.bulkBook, { body: { orderIds } });
