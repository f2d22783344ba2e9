import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type GuestLookup, type Order, ORDER_TOKEN_HEADER } from '#shared/contracts/orders.ts';
import { orderEndpoints } from '#shared/endpoints/orders.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';
import { guestTokenFor, rememberGuestOrder } from '../guest-orders-store.ts';

export const orderKeys = {
  all: ['orders'] as const,
  mine: ['orders', 'mine'] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};

/** The owner is known by the session cookie; a guest proves access with the token kept on this device. */
export function tokenHeader(orderId: string): { [ORDER_TOKEN_HEADER]?: string } {
  const token = guestTokenFor(orderId);
  return token ? { [ORDER_TOKEN_HEADER]: token } : {};
}

export const fetchOrder = (id: string, signal?: AbortSignal) =>
  callEndpoint(orderEndpoints.get, { params: { id }, headers: tokenHeader(id) }, signal ? { signal } : {});

export const fetchMyOrders = (signal?: AbortSignal) => callEndpoint(orderEndpoints.mine, {}, signal ? { signal } : {});

/** A guest finds an order by its number and the mobile number it was placed with. */
export const lookupOrder = (input: GuestLookup) => callEndpoint(orderEndpoints.lookup, { body: input });

/** Cancels the lines not shipped yet; 409 when none can be. */
export const cancelOrder = (id: string) =>
  callEndpoint(orderEndpoints.cancel, { params: { id }, headers: tokenHeader(id) });

/** Confirms a cash-on-delivery order from its mail (decision 070); 409 when it was cancelled for want of it. */
export const confirmCodOrder = (id: string) =>
  callEndpoint(orderEndpoints.confirmCod, { params: { id }, headers: tokenHeader(id) });

/** Opens the UPI payment of a cash-on-delivery order not yet shipped (decision 070). */
export const payOrderNow = (id: string) =>
  callEndpoint(orderEndpoints.payNow, { params: { id }, headers: tokenHeader(id) });

/** The UPI ID a cash-on-delivery refund is paid to (decision 071). */
export const giveRefundUpiId = (id: string, refundId: string, upiId: string) =>
  callEndpoint(orderEndpoints.codRefundUpi, { params: { id, refundId }, headers: tokenHeader(id), body: { upiId } });

/** A 4xx answer will not change on a retry: the order is not there or not ours to see. */
export const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

const retryUnlessRefused = (failures: number, error: unknown) => !isRefusal(error) && failures < 1;

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => fetchOrder(id, signal),
    retry: retryUnlessRefused,
  });

/**
 * An order opened from the link in its email (`/order?id=…&token=…`): the
 * token proves access, and once it does this device remembers the order like
 * one placed here, so the token need not stay in the address bar.
 */
export const orderFromLinkQueryOptions = (id: string, token: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: async ({ signal }) => {
      const order = await callEndpoint(
        orderEndpoints.get,
        { params: { id }, headers: { [ORDER_TOKEN_HEADER]: token } },
        { signal },
      );
      rememberGuestOrder({ id: order.id, number: order.number, accessToken: token });
      return order;
    },
    retry: retryUnlessRefused,
  });

export const myOrdersQueryOptions = queryOptions({
  queryKey: orderKeys.mine,
  queryFn: ({ signal }) => fetchMyOrders(signal),
  retry: retryUnlessRefused,
});

/** An order the server just answered with replaces its copy in the detail and in the buyer's list. */
export function replaceCachedOrder(queryClient: QueryClient, updated: Order): void {
  queryClient.setQueryData(orderQueryOptions(updated.id).queryKey, updated);
  queryClient.setQueryData(myOrdersQueryOptions.queryKey, (previous) =>
    previous ? { items: previous.items.map((entry) => (entry.id === updated.id ? updated : entry)) } : previous,
  );
}
