import { z } from 'zod';

/*
 * Parcels booked with a carrier (issue 38; decision 073): the seller's part of an order, its AWB and label, and where
 * the carrier's events say it is.
 */

export const carrierNameSchema = z.enum(['shiprocket', 'delhivery'], /*i18n*/ 'Choose a carrier set up here.');
export const parcelStatusSchema = z.enum([
  'booked',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'ndr',
  'delivered',
  'rto_initiated',
  'rto_delivered',
  'lost',
]);
export type ParcelStatus = z.infer<typeof parcelStatusSchema>;

const whole = (least: number, most: number, what: string) => z.number(what).int(what).min(least, what).max(most, what);

/** What a seller books: their part of an order, by a carrier (and a courier of its quotes), packed at this size. */
export const bookParcelSchema = z.object({
  orderId: z.uuid(/*i18n*/ 'No order has this id.'),
  carrier: carrierNameSchema,
  courierId: z.string().trim().max(20).optional(),
  weightGrams: whole(1, 50_000, /*i18n*/ 'The weight in grams, 1 to 50,000.'),
  lengthCm: whole(1, 200, /*i18n*/ 'Each side in whole centimetres, 1 to 200.'),
  breadthCm: whole(1, 200, /*i18n*/ 'Each side in whole centimetres, 1 to 200.'),
  heightCm: whole(1, 200, /*i18n*/ 'Each side in whole centimetres, 1 to 200.'),
});
export type BookParcel = z.infer<typeof bookParcelSchema>;

export const parcelEventSchema = z.object({
  status: parcelStatusSchema,
  /** The carrier's words for it. */
  label: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
});

export const parcelSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  carrier: carrierNameSchema,
  awb: z.string(),
  courierName: z.string(),
  status: parcelStatusSchema,
  statusAt: z.string(),
  reason: z.string().nullable(),
  /** Failed delivery attempts so far. */
  attempts: z.number().int(),
  pickupDate: z.string().nullable(),
  /** What the courier collects (0: prepaid). */
  codPaise: z.number().int(),
  /** Same-origin path of the label PDF. */
  labelUrl: z.string(),
  events: z.array(parcelEventSchema),
});
export type Parcel = z.infer<typeof parcelSchema>;

export const parcelParams = z.object({ id: z.uuid(/*i18n*/ 'No parcel has this id.') });

/** The header a carrier's tracking webhooks carry the token in (Shiprocket's, and the one Delhivery is asked to send). */
export const shiprocketWebhookHeaders = z.object({ 'x-api-key': z.string().max(200).optional() });

/** The carrier a seller ships with, and those set up here to choose from (none: by hand). */
export const sellerCarrierSchema = z.object({
  carrier: carrierNameSchema.nullable(),
  available: z.array(carrierNameSchema),
});
export type SellerCarrier = z.infer<typeof sellerCarrierSchema>;
export const chooseCarrierSchema = z.object({ carrier: carrierNameSchema.nullable() });
