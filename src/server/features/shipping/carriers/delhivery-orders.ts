import type { BookingLine, BookingRequest, ReturnBookingRequest } from './carrier.ts';
import { rupees, tenDigits } from './units.ts';

/* The packages Delhivery's manifest API takes (api/cmu/create.json), built from Haat's bookings. */

/** The person the courier goes to: the buyer, for a parcel to them or a return collected from them. */
const consignee = (buyer: BookingRequest['buyer']) => ({
  name: buyer.name,
  add: [buyer.line1, buyer.line2].filter(Boolean).join(', '),
  pin: buyer.pincode,
  city: buyer.city,
  state: buyer.state,
  country: 'India',
  phone: tenDigits(buyer.phone),
});
const description = (lines: BookingLine[]) => lines.map((line) => `${line.units} × ${line.name}`).join(', ');

/** To the buyer: cash on delivery or prepaid, with the seller's invoice number when there is one. */
export function forwardShipment(request: BookingRequest) {
  return {
    ...consignee(request.buyer),
    order: request.reference,
    payment_mode: request.codPaise > 0 ? 'COD' : 'Prepaid',
    cod_amount: rupees(request.codPaise),
    total_amount: rupees(request.totalPaise),
    products_desc: description(request.lines),
    hsn_code: request.lines.map((line) => line.hsnCode).join(','),
    ...(request.invoiceNumber ? { seller_inv: request.invoiceNumber } : {}),
    quantity: request.lines.reduce((sum, line) => sum + line.units, 0),
    weight: request.weightGrams,
    shipment_length: request.lengthCm,
    shipment_width: request.breadthCm,
    shipment_height: request.heightCm,
    shipping_mode: 'Surface',
    waybill: '',
  };
}

/** A reverse pickup (payment mode "Pickup"): collected at the buyer's address, back to the seller's warehouse. */
export function reverseShipment(request: ReturnBookingRequest) {
  return {
    ...consignee(request.buyer),
    order: request.reference,
    payment_mode: 'Pickup',
    total_amount: rupees(request.totalPaise),
    products_desc: description(request.lines),
    quantity: request.lines.reduce((sum, line) => sum + line.units, 0),
    weight: request.weightGrams,
    shipping_mode: 'Surface',
    waybill: '',
  };
}
