import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { feeKinds } from '#shared/contracts/invoices.ts';
import { sellers } from '../catalog/catalog.schema.ts';
import { orderLines } from '../orders/orders.schema.ts';
import { creatorStores } from '../stores/stores.schema.ts';
import type { SupplierSnapshot } from './invoices.schema.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Who Haat's invoice is to, frozen when it was issued: a GSTIN when the recipient gave one (B2B). */
export interface FeeRecipientSnapshot {
  name: string;
  address: string;
  stateCode: string;
  stateName: string;
  gstin: string | null;
}

/**
 * The last number given in Haat's own series per financial year (HF: its tax invoices for fees). Taking the next one
 * is one upsert that locks the row to the commit: numbers are consecutive, and a rolled-back issue gives its number
 * back.
 */
export const feeInvoiceCounters = pgTable(
  'fee_invoice_counters',
  {
    series: text('series').notNull(),
    financialYear: integer('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.financialYear] })],
);

/**
 * Haat's monthly tax invoice to a seller (its commission) or a creator (its fee on their markups), for the fees on
 * lines credited by the end of `month` not invoiced before, with 18% GST on each: decision 059.
 */
export const feeInvoices = pgTable(
  'fee_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'restrict' }),
    storeId: uuid('store_id').references(() => creatorStores.id, { onDelete: 'restrict' }),
    /** India's calendar month it closes, YYYY-MM. */
    month: text('month').notNull(),
    series: text('series').notNull(),
    financialYear: integer('financial_year').notNull(),
    serial: integer('serial').notNull(),
    /** "HF/26-27/000001": at most 16 characters (CGST rule 46(b)). */
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    supplier: jsonb('supplier').$type<SupplierSnapshot>().notNull(),
    recipient: jsonb('recipient').$type<FeeRecipientSnapshot>().notNull(),
    placeOfSupplyCode: text('place_of_supply_code').notNull(),
    intraState: boolean('intra_state').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** Its PDF as first rendered, served from here afterwards. */
    pdf: bytea('pdf'),
  },
  (table) => [
    uniqueIndex('fee_invoices_serial_key').on(table.series, table.financialYear, table.serial),
    uniqueIndex('fee_invoices_number_key').on(table.number),
    uniqueIndex('fee_invoices_seller_month_key')
      .on(table.sellerId, table.month)
      .where(sql`${table.sellerId} is not null`),
    uniqueIndex('fee_invoices_store_month_key').on(table.storeId, table.month).where(sql`${table.storeId} is not null`),
    check('fee_invoices_one_recipient', sql`(${table.sellerId} is null) <> (${table.storeId} is null)`),
    check('fee_invoices_number_length', sql`length(${table.number}) <= 16`),
    check(
      'fee_invoices_totals_add_up',
      sql`${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise} = ${table.totalPaise}`,
    ),
  ],
);

/** An invoice's lines: one fee on one order line, invoiced once. */
export const feeInvoiceLines = pgTable(
  'fee_invoice_lines',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => feeInvoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: feeKinds }).notNull(),
    description: text('description').notNull(),
    sac: text('sac').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    rateBps: integer('rate_bps').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.invoiceId, table.position] }),
    uniqueIndex('fee_invoice_lines_once_key').on(table.orderLineId, table.kind),
    check(
      'fee_invoice_lines_add_up',
      sql`${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise} = ${table.totalPaise}`,
    ),
  ],
);
