import type { ParcelSize } from '#shared/parcel-sizes.ts';

/*
 * What Haat needs from a carrier (issue 38; decision 073): three verbs. `quote` says whether a parcel from one PIN
 * code to another is served, whether cash on delivery is taken there, at what rate and by when; `book` turns an
 * order's parcel into an AWB with a label and a pickup; `event` verifies a webhook and says what it means in Haat's
 * words. The shipping service owns the parcels and the rules; a carrier only speaks to the provider.
 */

/** The carriers Haat speaks to besides the manual one (a seller typing the courier and tracking number). */
export const carrierNames = ['shiprocket', 'delhivery'] as const;
export type CarrierName = (typeof carrierNames)[number];

/**
 * Where a parcel is, in Haat's words, whatever the carrier calls it: the forward journey, a failed attempt (NDR), the
 * way back to the seller (RTO), and the ends (delivered, back with the seller, lost).
 */
export const parcelStatuses = [
  'booked',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'ndr',
  'delivered',
  'rto_initiated',
  'rto_delivered',
  'lost',
] as const;
export type ParcelStatus = (typeof parcelStatuses)[number];

export type { ParcelSize };

export interface QuoteRequest extends ParcelSize {
  fromPincode: string;
  toPincode: string;
  /** Cash on delivery, or prepaid. */
  cod: boolean;
  declaredValuePaise: number;
}

/** One courier's offer for a parcel (an aggregator offers several). */
export interface CarrierQuote {
  /** The carrier's id of the courier, as `book` takes it back (Shiprocket's courier_company_id). */
  courierId: string;
  courierName: string;
  ratePaise: number;
  codAllowed: boolean;
  /** Days from pickup to delivery, as the carrier estimates them. */
  days: number;
  /** The carrier's estimated delivery date (YYYY-MM-DD, India), when it gives one. */
  estimatedDelivery: string | null;
}

export interface QuoteAnswer {
  serviceable: boolean;
  /** Why not, in the carrier's words, when it says. */
  reason: string | null;
  quotes: CarrierQuote[];
}

export interface BookingLine {
  name: string;
  sku: string;
  units: number;
  /** Per unit, as sold (GST included). */
  sellingPricePaise: number;
  hsnCode: string;
}

export interface BookingRequest extends ParcelSize {
  /** Haat's id of the parcel: the carrier's order reference, so a retry finds what the first try made. */
  reference: string;
  orderNumber: string;
  placedAt: Date;
  /** The seller's pickup location as registered with the carrier. */
  pickupLocation: string;
  courierId: string | null;
  buyer: {
    name: string;
    phone: string;
    email: string | null;
    line1: string;
    line2: string;
    city: string;
    state: string;
    pincode: string;
  };
  lines: BookingLine[];
  /** The seller's GST invoice (or bill of supply, or delivery challan) the parcel travels with. */
  invoiceNumber: string | null;
  /** What the courier collects (0: prepaid). */
  codPaise: number;
  /** The parcel's total as invoiced. */
  totalPaise: number;
}

/** An accepted return, picked up from the buyer and delivered back to the seller. */
export interface ReturnBookingRequest extends ParcelSize {
  /** Haat's id of the pickup: the carrier's order reference, so a retry finds what the first try made. */
  reference: string;
  orderNumber: string;
  requestedAt: Date;
  /** Where the courier collects it. */
  buyer: BookingRequest['buyer'];
  /** The seller's pickup place as registered with the carrier (where a return goes back to). */
  pickupLocation: string;
  /** Where it goes back to: the seller's pickup place. */
  seller: { name: string; address: string; city: string; pincode: string; state: string; phone: string };
  lines: BookingLine[];
  totalPaise: number;
}

export interface Booking {
  /** The carrier's ids of the order and the shipment. */
  providerOrderId: string;
  shipmentId: string;
  awb: string;
  courierName: string;
  /** The label as a PDF (none for a return's pickup: the courier brings it). */
  label: Uint8Array | null;
  /** When the courier is to pick it up (YYYY-MM-DD, India), when the carrier says. */
  pickupDate: string | null;
}

/** A seller's pickup place as a carrier registers it: under a nickname that bookings then name. */
export interface PickupLocation {
  nickname: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

/** A carrier's tracking event, verified, in Haat's words. */
export interface CarrierEvent {
  /** Unique per event: the same event delivered twice has the same key. */
  key: string;
  awb: string;
  status: ParcelStatus;
  /** The carrier's own words for it (its status label, the scan's activity). */
  label: string;
  /** Why an attempt failed or the parcel is going back, when it says. */
  reason: string | null;
  /** When it happened, as the carrier says. */
  at: Date;
}

/** What the buyer chose after a failed attempt, sent back to the carrier. */
export type NdrAction =
  | { action: 're_attempt'; date: string | null }
  | { action: 'change_address'; line1: string; line2: string; phone: string }
  | { action: 'return' };

/** A buyer's answer as kept with the parcel: what was sent to the carrier, and when. */
export type NdrAnswer = NdrAction & { at: string };

export interface Carrier {
  readonly name: CarrierName;
  quote(request: QuoteRequest): Promise<QuoteAnswer>;
  /** Registers the seller's pickup place, when the carrier books only from registered ones (again: no change). */
  registerPickup?(location: PickupLocation): Promise<void>;
  book(request: BookingRequest): Promise<Booking>;
  /** Books an accepted return's pickup from the buyer back to the seller; a carrier without it leaves returns by hand. */
  bookReturn?(request: ReturnBookingRequest): Promise<Booking>;
  /** A webhook's body and headers, verified: its events (none for one Haat does not act on), or a CarrierWebhookError. */
  verifyEvent(rawBody: string, headers: Record<string, string | undefined>): CarrierEvent[];
  /** Sends the buyer's choice after a failed attempt to the carrier. */
  answerNdr(awb: string, choice: NdrAction): Promise<void>;
}

/** The carrier could not be reached, timed out, or answered with something other than what was asked for. */
export class CarrierUnavailable extends Error {
  override readonly name = 'CarrierUnavailable';
}

/** The carrier refused the request, with its reason (a 4xx other than its credentials being wrong). */
export class CarrierRefused extends Error {
  override readonly name = 'CarrierRefused';
}

/** A webhook that is not the carrier's: no or a wrong token, or a body that is not its event. */
export class CarrierWebhookError extends Error {
  override readonly name: string = 'CarrierWebhookError';
}

/** A webhook without the carrier's token: nobody but the carrier may move a parcel. */
export class CarrierWebhookForged extends CarrierWebhookError {
  override readonly name = 'CarrierWebhookForged';
}
