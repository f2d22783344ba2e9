import type { PlaceOrder } from '#shared/contracts/checkout.ts';
import { placedOrderSchema } from '#shared/contracts/orders.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Places a cash-on-delivery order. The same key with the same body never places it twice. */
export const placeOrder = (order: PlaceOrder, idempotencyKey: string) =>
  apiRequest(
    '/api/orders',
    { method: 'POST', body: order, headers: { 'Idempotency-Key': idempotencyKey } },
    placedOrderSchema,
  );
