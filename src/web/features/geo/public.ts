/**
 * What other features use of geo: a PIN code's place, and the delivery check under a product.
 * Re-exports only (decision 034).
 */
export { pincodeQueryOptions } from './api/geo.ts';
export { DeliveryCheck } from './components/delivery-check.tsx';
export { buyerPincode } from './buyer-pincode.ts';
