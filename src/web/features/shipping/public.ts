/**
 * What other features use of shipping: a buyer's tracking on their order, and the seller's parcel on an order card
 * and carrier choice on the orders tab. Re-exports only (decision 034).
 */
export { CarrierChoice } from './components/carrier-choice.tsx';
export { OrderParcels } from './components/order-parcels.tsx';
export { SellerParcel } from './components/seller-parcel.tsx';
export { OpsParcels } from './components/ops-parcels.tsx';
export {
  collectReturn,
  sellerCarrierQueryOptions,
  sellerParcelsQueryOptions,
  shippingKeys,
} from './api/shipping.ts';
export { BulkBooking } from './components/bulk-booking.tsx';
