import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { invoiceKinds } from '#shared/contracts/invoices.ts';
import { sellers } from '../catalog/catalog.schema.ts';
import { orderLines, orders } from '../orders/orders.schema.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** The party blocks of a document, frozen when it was issued. */
export interface SupplierSnapshot {
  legalName: string;
  tradeName: string;
  address: string;
  stateCode: string;
  stateName: string;
  gstin: string | null;
  /** An unregistered seller's GST enrolment number; absent on documents issued before it was asked (0038). */
  enrolmentNumber?: string | null;
}
export interface RecipientSnapshot {
  name: string;
  address: string;
  stateCode: string;
  stateName: string;
}

/** The series a document is numbered in: IN tax invoices, BS bills of supply, CN credit notes, DC delivery challans. */
export const invoiceSeries = ['IN', 'BS', 'CN', 'DC'] as const;

/**
 * The last number given in each of a seller's series per financial year. Taking the next one is one upsert that
 * locks the row to the commit: numbers are consecutive, and a rolled-back issue gives its number back.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    series: text('series', { enum: invoiceSeries }).notNull(),
    /** The calendar year the financial year starts in. */
    financialYear: integer('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.series, table.financialYear] })],
);

/** A GST document a seller issued through Haat for (part of) an order: decision 038. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    series: text('series', { enum: invoiceSeries }).notNull(),
    financialYear: integer('financial_year').notNull(),
    serial: integer('serial').notNull(),
    /** "IN/26-27/000001": at most 16 characters (CGST rule 46(b)). */
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** A credit note's invoice or bill of supply. */
    refersToId: uuid('refers_to_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    /** Why a credit note was issued. */
    reason: text('reason'),
    supplier: jsonb('supplier').$type<SupplierSnapshot>().notNull(),
    recipient: jsonb('recipient').$type<RecipientSnapshot>().notNull(),
    placeOfSupplyCode: text('place_of_supply_code').notNull(),
    intraState: boolean('intra_state').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /**
     * The document's PDF as first rendered (at its shipment mail or first download), served from here afterwards:
     * the document is frozen when issued, and so is its file. Null until then.
     */
    pdf: bytea('pdf'),
  },
  (table) => [
    uniqueIndex('invoices_serial_key').on(table.sellerId, table.series, table.financialYear, table.serial),
    uniqueIndex('invoices_number_key').on(table.sellerId, table.number),
    // One invoice (or bill of supply) per seller per order; credit notes as many as reversals.
    uniqueIndex('invoices_order_seller_key')
      .on(table.orderId, table.sellerId)
      .where(sql`${table.kind} <> 'credit_note'`),
    index('invoices_seller_issued_idx').on(table.sellerId, table.issuedAt),
    index('invoices_issued_idx').on(table.issuedAt),
    check('invoices_number_length', sql`length(${table.number}) <= 16`),
    check('invoices_credit_note_refers', sql`(${table.kind} = 'credit_note') = (${table.refersToId} is not null)`),
    check(
      'invoices_totals_add_up',
      sql`${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise} = ${table.totalPaise}`,
    ),
  ],
);

/** A document's lines: an order line, or the delivery charge its parcel paid (carried by the parcel's first line). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    isDelivery: boolean('is_delivery').notNull(),
    description: text('description').notNull(),
    hsnCode: text('hsn_code').notNull(),
    quantity: integer('quantity').notNull(),
    unit: text('unit').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    rateBps: integer('rate_bps').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.invoiceId, table.position] }),
    index('invoice_lines_order_line_idx').on(table.orderLineId),
    check(
      'invoice_lines_add_up',
      sql`${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise} = ${table.totalPaise}`,
    ),
  ],
);
