import { z } from 'zod';
import { text } from './common.ts';
import { addressSchema, indianMobileSchema } from './orders-checkout.ts';

/*
 * Parcels booked with a carrier (issue 38; decision 073): the seller's part of an order, its AWB and label, and where
 * the carrier's events say it is.
 */

export const carrierNameSchema = z.enum(['shiprocket', 'delhivery'], /*i18n*/ 'Choose a carrier set up here.');
export type CarrierName = z.infer<typeof carrierNameSchema>;
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
  /** To the buyer, or an accepted return's pickup back to the seller. */
  direction: z.enum(['forward', 'return']),
  awb: z.string(),
  courierName: z.string(),
  status: parcelStatusSchema,
  statusAt: z.string(),
  reason: z.string().nullable(),
  /** Failed delivery attempts so far. */
  attempts: z.number().int(),
  pickupDate: z.string().nullable(),
  /** The courier's estimated delivery date when booked. */
  promisedDate: z.string().nullable(),
  /** The buyer's answer to the last failed attempt, as sent to the carrier. */
  ndrAnswer: z
    .object({ action: z.enum(['re_attempt', 'change_address', 'return']), date: z.string().nullable(), at: z.string() })
    .nullable(),
  /** What the courier collects (0: prepaid). */
  codPaise: z.number().int(),
  /** Same-origin path of the label PDF. */
  labelUrl: z.string(),
  events: z.array(parcelEventSchema),
});
export type Parcel = z.infer<typeof parcelSchema>;

export const parcelParams = z.object({ id: z.uuid(/*i18n*/ 'No parcel has this id.') });

/** How a label is printed: 4×6 inch thermal pages, one a page, or A4, four a page. */
export const labelSizes = ['4x6', 'a4'] as const;
export type LabelSize = (typeof labelSizes)[number];
const labelSizeSchema = z.enum(labelSizes, /*i18n*/ 'Choose 4x6 or a4.').default('4x6');
export const labelQuerySchema = z.object({ size: labelSizeSchema });
/** A day's labels: the parcels booked that day (India), in one PDF. */
export const dayLabelsQuerySchema = z.object({
  day: z.iso.date(/*i18n*/ 'Choose a day.'),
  size: labelSizeSchema,
});
export const returnPickupParams = z.object({ returnId: z.uuid(/*i18n*/ 'No return request has this id.') });

/** The header a carrier's tracking webhooks carry the token in (Shiprocket's, and the one Delhivery is asked to send). */
export const shiprocketWebhookHeaders = z.object({ 'x-api-key': z.string().max(200).optional() });

/** The carrier a seller ships with, and those set up here to choose from (none: by hand). */
export const sellerCarrierSchema = z.object({
  carrier: carrierNameSchema.nullable(),
  available: z.array(carrierNameSchema),
  /** The chosen carrier books accepted returns' pickups (else the seller accepts a return once it is back). */
  returnPickups: z.boolean(),
});
export type SellerCarrier = z.infer<typeof sellerCarrierSchema>;
export const chooseCarrierSchema = z.object({ carrier: carrierNameSchema.nullable() });

/** The size a seller packs a parcel at, to quote it. */
export const quoteParcelSchema = bookParcelSchema.omit({ carrier: true, courierId: true });
export type QuoteParcel = z.infer<typeof quoteParcelSchema>;

/** One courier's offer for a parcel, from one of the carriers set up here (an aggregator offers several). */
export const parcelQuoteSchema = z.object({
  carrier: carrierNameSchema,
  courierId: z.string(),
  courierName: z.string(),
  ratePaise: z.number().int(),
  codAllowed: z.boolean(),
  days: z.number().int(),
  estimatedDelivery: z.string().nullable(),
});
export type ParcelQuote = z.infer<typeof parcelQuoteSchema>;
export const parcelQuotesSchema = z.object({
  items: z.array(parcelQuoteSchema),
  /** Carriers that could not quote it, and why (not served, refused, unreachable). */
  unquoted: z.array(z.object({ carrier: carrierNameSchema, reason: z.string() })),
});
export type ParcelQuotes = z.infer<typeof parcelQuotesSchema>;

export const sellerParcelListSchema = z.object({ items: z.array(parcelSchema) });

export const parcelSizeQuerySchema = z.object({ orderId: z.uuid(/*i18n*/ 'No order has this id.') });
/** The size the parcel form starts from: as the seller last packed this product, else its category's box. */
export const suggestedParcelSizeSchema = z.object({
  weightGrams: z.number().int(),
  lengthCm: z.number().int(),
  breadthCm: z.number().int(),
  heightCm: z.number().int(),
  source: z.enum(['product', 'category', 'typical']),
});
export type SuggestedParcelSize = z.infer<typeof suggestedParcelSizeSchema>;

/** Re-attempt dates a buyer may ask for after a failed attempt: from tomorrow, up to this many days ahead. */
export const NDR_REATTEMPT_DAYS = 6;

/** What a buyer asks for after a failed delivery: another attempt (on a date), a corrected address, or cancelling. */
export const ndrChoiceSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('re_attempt'),
      date: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, /*i18n*/ 'Choose a date for the next attempt.')
        .nullable()
        .default(null),
    }),
    z.object({
      action: z.literal('change_address'),
      line1: addressSchema.shape.line1,
      line2: addressSchema.shape.line2,
      phone: indianMobileSchema,
    }),
    z.object({ action: z.literal('return') }),
  ],
  /*i18n*/ 'Choose what the courier does next.',
);
export type NdrChoice = z.output<typeof ndrChoiceSchema>;

/** A parcel as its buyer follows it: the carrier's timeline, the promised date, and a failed attempt to answer. */
export const orderParcelSchema = parcelSchema.omit({ labelUrl: true, codPaise: true }).extend({
  /** The parcel waits for the buyer's answer to a failed attempt. */
  canAnswerNdr: z.boolean(),
  /** The days another attempt may be asked for (India dates, from tomorrow), while it waits. */
  reattemptDates: z.array(z.string()),
});
export type OrderParcel = z.infer<typeof orderParcelSchema>;
export const orderParcelListSchema = z.object({ items: z.array(orderParcelSchema) });
export const orderParcelParams = z.object({
  id: text().max(100),
  parcelId: z.uuid(/*i18n*/ 'No parcel has this id.'),
});

/** The periods the operator's parcel figures cover. */
export const PARCEL_FIGURE_DAYS = [7, 30, 90] as const;
export const parcelFiguresQuerySchema = z.object({
  days: z
    .enum(['7', '30', '90'], /*i18n*/ 'Choose 7, 30 or 90 days.')
    .default('30')
    .transform((value) => Number(value) as (typeof PARCEL_FIGURE_DAYS)[number]),
});

/** Parcels counted: booked, delivered, failed at least once (NDR), sent back (RTO), lost; cash on delivery apart. */
export const parcelCountsSchema = z.object({
  booked: z.number().int(),
  delivered: z.number().int(),
  ndr: z.number().int(),
  rto: z.number().int(),
  lost: z.number().int(),
  codBooked: z.number().int(),
  codRto: z.number().int(),
});
export type ParcelCounts = z.infer<typeof parcelCountsSchema>;

/**
 * What the operator sets cash-on-delivery rules from: per carrier, and within it per PIN zone and per seller, the
 * parcels booked in the last 7, 30 or 90 days and how they ended.
 */
export const parcelFiguresSchema = z.object({
  days: z.number().int(),
  since: z.string(),
  carriers: z.array(
    parcelCountsSchema.extend({
      carrier: carrierNameSchema,
      zones: z.array(parcelCountsSchema.extend({ zone: z.string(), region: z.string() })),
      sellers: z.array(parcelCountsSchema.extend({ sellerId: z.string(), sellerName: z.string() })),
    }),
  ),
});
export type ParcelFigures = z.infer<typeof parcelFiguresSchema>;

/** Booking many confirmed orders at once, each at its suggested size with the carrier's own choice of courier. */
export const MAX_BULK_BOOKINGS = 50;
export const bulkBookSchema = z.object({
  orderIds: z
    .array(z.uuid(/*i18n*/ 'No order has this id.'))
    .min(1, /*i18n*/ 'Choose the orders to book.')
    .max(MAX_BULK_BOOKINGS, /*i18n*/ 'At most 50 orders at once.'),
});
export const bulkBookedSchema = z.object({
  booked: z.array(parcelSchema),
  /** The orders not booked, each with why. */
  failed: z.array(z.object({ orderId: z.string(), reason: z.string() })),
});
export type BulkBooked = z.infer<typeof bulkBookedSchema>;
