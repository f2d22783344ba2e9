import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sellers } from '../catalog/catalog.schema.ts';
import { orderReturns, orders } from '../orders/orders.schema.ts';
import { carrierNames, type NdrAnswer, parcelStatuses } from './carriers/carrier.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A seller's part of an order booked with a carrier (decision 073): its AWB, where the carrier says it is (and when
 * it said so: an older event never moves it back), and the label the carrier made.
 */
export const parcels = pgTable(
  'parcels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    carrier: text('carrier', { enum: carrierNames }).notNull(),
    /** To the buyer, or back from them to the seller (an accepted return's pickup). */
    direction: text('direction', { enum: ['forward', 'return'] })
      .notNull()
      .default('forward'),
    /** The return a reverse pickup brings back. */
    returnId: uuid('return_id').references(() => orderReturns.id, { onDelete: 'cascade' }),
    providerOrderId: text('provider_order_id').notNull(),
    shipmentId: text('shipment_id').notNull(),
    awb: text('awb').notNull(),
    courierName: text('courier_name').notNull(),
    status: text('status', { enum: parcelStatuses }).notNull().default('booked'),
    /** The carrier's time of the status: an event from before it moves nothing. */
    statusAt: timestamp('status_at', { withTimezone: true }).notNull(),
    /** Why the last attempt failed or the parcel is going back, as the carrier said. */
    reason: text('reason'),
    /** Failed attempts so far. */
    attempts: integer('attempts').notNull().default(0),
    pickupDate: text('pickup_date'),
    /** Where it goes (the buyer's PIN code when booked): the operator's figures by PIN zone. */
    toPincode: text('to_pincode').notNull().default(''),
    /** The courier's estimated delivery date when booked (YYYY-MM-DD, India), when the carrier gave one. */
    promisedDate: text('promised_date'),
    /**
     * The buyer's answer to the last failed attempt, as sent to the carrier, and which attempt it answered: one
     * answer per attempt.
     */
    ndrAnswer: jsonb('ndr_answer').$type<NdrAnswer>(),
    ndrAnsweredAttempt: integer('ndr_answered_attempt').notNull().default(0),
    weightGrams: integer('weight_grams').notNull(),
    lengthCm: integer('length_cm').notNull(),
    breadthCm: integer('breadth_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    /** What the courier collects (0: prepaid). */
    codPaise: integer('cod_paise').notNull(),
    /** The carrier's label; gone once the buyer erases their account (it names them and their address). */
    label: bytea('label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('parcels_awb_idx').on(table.carrier, table.awb),
    uniqueIndex('parcels_order_seller_idx')
      .on(table.orderId, table.sellerId)
      .where(sql`${table.direction} = 'forward'`),
    uniqueIndex('parcels_return_idx').on(table.returnId),
    index('parcels_seller_idx').on(table.sellerId, table.createdAt),
    index('parcels_created_idx').on(table.createdAt),
    check('parcels_cod', sql`${table.codPaise} >= 0`),
  ],
);

/** Every tracking event a carrier sent, once (its key), whether or not it moved the parcel. */
export const parcelEvents = pgTable(
  'parcel_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parcelId: uuid('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    status: text('status', { enum: parcelStatuses }).notNull(),
    label: text('label').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Whether it moved the parcel (an older or repeated status does not). */
    applied: integer('applied').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('parcel_events_key_idx').on(table.key),
    index('parcel_events_parcel_idx').on(table.parcelId, table.at),
  ],
);

/** The carrier a seller ships with (decision 073); a seller without a row ships by hand. */
export const sellerCarriers = pgTable('seller_carriers', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  carrier: text('carrier', { enum: carrierNames }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The size a seller last packed a product at, offered the next time they book a parcel of it alone. */
export const parcelSizes = pgTable(
  'parcel_sizes',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    lengthCm: integer('length_cm').notNull(),
    breadthCm: integer('breadth_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.productId] })],
);

/**
 * A seller's pickup place as registered with a carrier (Shiprocket books only from a pickup location added to the
 * account, by its nickname): registered once, before their first booking.
 */
export const carrierPickupLocations = pgTable(
  'carrier_pickup_locations',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    carrier: text('carrier', { enum: carrierNames }).notNull(),
    nickname: text('nickname').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.carrier] })],
);

/** What a carrier said of a PIN code pair, kept for a day: the trust strip and checkout ask it often. */
export const carrierQuotes = pgTable(
  'carrier_quotes',
  {
    carrier: text('carrier', { enum: carrierNames }).notNull(),
    fromPincode: text('from_pincode').notNull(),
    toPincode: text('to_pincode').notNull(),
    cod: boolean('cod').notNull(),
    answer: jsonb('answer')
      .$type<{ serviceable: boolean; reason: string | null; days: number | null; estimatedDelivery: string | null }>()
      .notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.carrier, table.fromPincode, table.toPincode, table.cod] })],
);
