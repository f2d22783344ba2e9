/*
 * The Shiprocket test server's pieces that are data, not state: the couriers it offers, its shipments' shape, and its
 * answers as Shiprocket's API gives them (errors as `{message, errors?, status_code}`, Laravel-style field messages).
 */

export interface Outcome {
  status: number;
  body: unknown;
}

export const TOKEN_LIFETIME_MS = 10 * 24 * 3_600_000;

export interface ShiprocketShipment {
  orderId: number;
  shipmentId: number;
  channelOrderId: string;
  courierId: number | null;
  courierName: string | null;
  awb: string | null;
  pickupDate: string | null;
  labelUrl: string | null;
  paymentMethod: 'COD' | 'Prepaid';
  subTotal: number;
  weightKg: number;
  deliveryPincode: string;
  /** A return order (POST /orders/create/return): picked up from the buyer, delivered to the seller. */
  isReturn: boolean;
  payload: Record<string, unknown>;
}

export interface NdrActionRecord {
  awb: string;
  body: Record<string, unknown>;
}

export const couriers = [
  { id: 10, name: 'Delhivery Surface', perKg: 62, base: 35, days: 5, cod: true },
  { id: 24, name: 'Xpressbees Surface', perKg: 55, base: 30, days: 6, cod: true },
  { id: 142, name: 'Amazon Air', perKg: 95, base: 50, days: 3, cod: false },
] as const;

export const invalid = (errors: Record<string, string[]>, message = 'Oops! Invalid Data.'): Outcome => ({
  status: 422,
  body: { message, errors, status_code: 422 },
});
export const error = (status: number, message: string): Outcome => ({ status, body: { message, status_code: status } });
export const unauthenticated: Outcome = { status: 401, body: { message: 'Unauthenticated.' } };

export const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
export const positive = (value: unknown) => Number(value) > 0;

/** A Laravel-style message for a missing field: "The billing phone field is required." */
export const required = (field: string) => [`The ${field.replaceAll('_', ' ')} field is required.`];
