import type { BookingLine, BookingRequest, PickupLocation, ReturnBookingRequest } from './carrier.ts';
import { kg, rupees, tenDigits } from './units.ts';

/* The order bodies Shiprocket's external API takes (apidocs.shiprocket.in: Orders, Return Orders), built from Haat's. */

const orderDate = (at: Date) => at.toLocaleString('sv-SE', { timeZone: 'Asia/Kolkata' }).slice(0, 16);
const items = (lines: BookingLine[]) =>
  lines.map((line) => ({
    name: line.name,
    sku: line.sku,
    units: line.units,
    selling_price: rupees(line.sellingPricePaise),
    hsn: line.hsnCode,
  }));

/** POST /orders/create/adhoc: the parcel to the buyer, cash on delivery or prepaid. */
export function adhocOrder(request: BookingRequest) {
  return {
    order_id: request.reference,
    order_date: orderDate(request.placedAt),
    pickup_location: request.pickupLocation,
    comment: `Haat order ${request.orderNumber}`,
    billing_customer_name: request.buyer.name,
    billing_last_name: '',
    billing_address: request.buyer.line1,
    billing_address_2: request.buyer.line2,
    billing_city: request.buyer.city,
    billing_pincode: request.buyer.pincode,
    billing_state: request.buyer.state,
    billing_country: 'India',
    billing_email: request.buyer.email ?? '',
    billing_phone: tenDigits(request.buyer.phone),
    shipping_is_billing: true,
    ...(request.invoiceNumber ? { invoice_number: request.invoiceNumber } : {}),
    order_items: items(request.lines),
    payment_method: request.codPaise > 0 ? 'COD' : 'Prepaid',
    sub_total: rupees(request.codPaise > 0 ? request.codPaise : request.totalPaise),
    length: request.lengthCm,
    breadth: request.breadthCm,
    height: request.heightCm,
    weight: kg(request.weightGrams),
  };
}

/** POST /orders/create/return: picked up at the buyer's (pickup_*), delivered to the seller's place (shipping_*). */
export function returnOrder(request: ReturnBookingRequest) {
  return {
    order_id: request.reference,
    order_date: orderDate(request.requestedAt),
    pickup_customer_name: request.buyer.name,
    pickup_address: request.buyer.line1,
    pickup_address_2: request.buyer.line2,
    pickup_city: request.buyer.city,
    pickup_state: request.buyer.state,
    pickup_country: 'India',
    pickup_pincode: request.buyer.pincode,
    pickup_email: request.buyer.email ?? '',
    pickup_phone: tenDigits(request.buyer.phone),
    shipping_customer_name: request.seller.name,
    shipping_address: request.seller.address,
    shipping_city: request.seller.city,
    shipping_country: 'India',
    shipping_pincode: request.seller.pincode,
    shipping_state: request.seller.state,
    shipping_phone: tenDigits(request.seller.phone),
    order_items: items(request.lines),
    payment_method: 'Prepaid',
    sub_total: rupees(request.totalPaise),
    length: request.lengthCm,
    breadth: request.breadthCm,
    height: request.heightCm,
    weight: kg(request.weightGrams),
  };
}

/** POST /settings/company/addpickup: the seller's pickup place under the nickname orders name it by. */
export function pickupLocationBody(location: PickupLocation) {
  return {
    pickup_location: location.nickname,
    name: location.name,
    email: location.email,
    phone: tenDigits(location.phone),
    address: location.address,
    address_2: '',
    city: location.city,
    state: location.state,
    country: 'India',
    pin_code: location.pincode,
  };
}
