// A seller's GST documents as GSTR-1 and the e-way bill take them (invoices, invoice_lines), and the orders they
// were delivered to (a read of the orders slice's table).
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../orders/orders.schema.ts';
import { invoiceLines, invoices } from './invoices.schema.ts';

const inMonth = (sellerId: string, range: { from: Date; to: Date }) =>
  and(eq(invoices.sellerId, sellerId), gte(invoices.issuedAt, range.from), lt(invoices.issuedAt, range.to));

/** Every line of the seller's documents issued in the range, with its document. */
export function findSellerDocumentLines(db: Db, sellerId: string, range: { from: Date; to: Date }) {
  return db
    .select({
      invoiceId: invoices.id,
      kind: invoices.kind,
      series: invoices.series,
      serial: invoices.serial,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      placeOfSupplyCode: invoices.placeOfSupplyCode,
      intraState: invoices.intraState,
      invoiceTotalPaise: invoices.totalPaise,
      hsnCode: invoiceLines.hsnCode,
      description: invoiceLines.description,
      isDelivery: invoiceLines.isDelivery,
      quantity: invoiceLines.quantity,
      rateBps: invoiceLines.rateBps,
      taxablePaise: invoiceLines.taxablePaise,
      cgstPaise: invoiceLines.cgstPaise,
      sgstPaise: invoiceLines.sgstPaise,
      igstPaise: invoiceLines.igstPaise,
      totalPaise: invoiceLines.totalPaise,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(inMonth(sellerId, range))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number), asc(invoiceLines.position));
}

/** The seller's documents issued in the range by series: the first and last serial and how many. */
export function findSeriesIssued(db: Db, sellerId: string, range: { from: Date; to: Date }) {
  return db
    .select({
      kind: invoices.kind,
      series: invoices.series,
      financialYear: invoices.financialYear,
      first: sql<number>`min(${invoices.serial})`.mapWith(Number),
      last: sql<number>`max(${invoices.serial})`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(invoices)
    .where(inMonth(sellerId, range))
    .groupBy(invoices.kind, invoices.series, invoices.financialYear)
    .orderBy(asc(invoices.series), asc(invoices.financialYear));
}

/** Where an order is delivered: an e-way bill's destination. */
export async function findOrderDelivery(db: Db, orderId: string) {
  const [row] = await db
    .select({
      line1: orders.addressLine1,
      line2: orders.addressLine2,
      city: orders.city,
      pincode: orders.pincode,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}
