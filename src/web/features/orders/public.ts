/**
 * What other features use of orders: placing an order from the checkout and keeping it in the cache and on this device.
 * Re-exports only (decision 034).
 */
export { myOrdersQueryOptions, orderQueryOptions, tokenHeader } from './api/orders.ts';
export { placeOrder } from './api/place-order.ts';
export { rememberGuestOrder } from './guest-orders-store.ts';
