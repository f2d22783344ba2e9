import type { PlaceOrder } from '#shared/contracts/orders-checkout.ts';
import { orderEndpoints } from '#shared/endpoints/orders.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

/** Places a cash-on-delivery order. The same key with the same body never places it twice. */
export const placeOrder = (order: PlaceOrder, idempotencyKey: string) =>
  callEndpoint(orderEndpoints.place, { body: order, headers: { 'idempotency-key': idempotencyKey } });
