import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../orders/orders.schema.ts';
import { invoiceCounters, invoiceLines, invoices, type invoiceSeries } from './invoices.schema.ts';

/** A document as issued, without its kept PDF (read on its own: findInvoicePdf). */
export type InvoiceRow = Omit<typeof invoices.$inferSelect, 'pdf'>;
const { pdf: _pdf, ...documentColumns } = getTableColumns(invoices);
export type NewInvoiceRow = typeof invoices.$inferInsert;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type NewInvoiceLineRow = typeof invoiceLines.$inferInsert;

/**
 * Serialises the issuing of one seller's documents for one order, to the commit: the invoice and any credit note
 * then always see each other (a line cancelled while its parcel ships is either left off the invoice or credited).
 */
export async function lockOrderSeller(tx: Db, orderId: string, sellerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`invoice:${orderId}:${sellerId}`}, 0))`);
}

/** The next serial in a seller's series for a financial year: 1, 2, 3… with no gaps among committed documents. */
export async function takeSerial(
  tx: Db,
  sellerId: string,
  series: (typeof invoiceSeries)[number],
  financialYear: number,
): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ sellerId, series, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.sellerId, invoiceCounters.series, invoiceCounters.financialYear],
      set: { lastSerial: sql`${invoiceCounters.lastSerial} + 1` },
    })
    .returning({ serial: invoiceCounters.lastSerial });
  if (!row) throw new Error('the invoice counter returned no row');
  return row.serial;
}

export async function insertInvoice(
  tx: Db,
  invoice: NewInvoiceRow,
  lines: Omit<NewInvoiceLineRow, 'invoiceId'>[],
): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(invoice).returning(documentColumns);
  if (!row) throw new Error('insert returned no invoice');
  if (lines.length > 0) await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: row.id })));
  return row;
}

/** The invoice or bill of supply a seller issued for an order, if any. */
export async function findSaleInvoice(db: Db, orderId: string, sellerId: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select(documentColumns)
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.sellerId, sellerId), ne(invoices.kind, 'credit_note')));
  return row ?? null;
}

/** Every document line (invoices' and credit notes') of the given orders, with its document's kind and supply. */
export function findOrderDocumentLines(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: invoices.orderId,
      sellerId: invoices.sellerId,
      kind: invoices.kind,
      issuedAt: invoices.issuedAt,
      intraState: invoices.intraState,
      gstin: sql<string | null>`${invoices.supplier} ->> 'gstin'`,
      orderLineId: invoiceLines.orderLineId,
      isDelivery: invoiceLines.isDelivery,
      rateBps: invoiceLines.rateBps,
      taxablePaise: invoiceLines.taxablePaise,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(inArray(invoices.orderId, orderIds));
}

/**
 * The document lines issued in [from, to) through Haat as GSTR-8 reports them, with their documents' supply: registered
 * suppliers' taxable lines, and every line of a supplier enrolled without registration.
 */
export function findEcoDocumentLines(db: Db, range: { from: Date; to: Date }) {
  const gstin = sql<string | null>`${invoices.supplier} ->> 'gstin'`;
  const enrolment = sql<string | null>`${invoices.supplier} ->> 'enrolmentNumber'`;
  return db
    .select({
      gstin,
      enrolmentNumber: enrolment,
      stateCode: sql<string>`${invoices.supplier} ->> 'stateCode'`,
      kind: invoices.kind,
      issuedAt: invoices.issuedAt,
      intraState: invoices.intraState,
      taxablePaise: invoiceLines.taxablePaise,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        gte(invoices.issuedAt, range.from),
        lt(invoices.issuedAt, range.to),
        ne(invoices.kind, 'delivery_challan'),
        or(
          // Section 52 collects on registered sellers' taxable supplies: exempt and nil-rated goods are not in it.
          and(sql`${gstin} is not null`, gt(invoiceLines.rateBps, 0)),
          // An enrolled unregistered seller's supplies are reported, with no tax collected (notification 37/2023).
          sql`${enrolment} is not null`,
        ),
      ),
    );
}

/** A seller's invoice (or bill of supply) number for each of these orders. */
export function findSaleInvoiceNumbers(db: Db, sellerId: string, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ orderId: invoices.orderId, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.sellerId, sellerId), inArray(invoices.orderId, orderIds), ne(invoices.kind, 'credit_note')));
}

/** Which order and seller each line belongs to. */
export function findLineSales(db: Db, lineIds: string[]) {
  if (lineIds.length === 0) return Promise.resolve([]);
  return db
    .select({ lineId: orderLines.id, orderId: orderLines.orderId, sellerId: orderLines.sellerId })
    .from(orderLines)
    .where(inArray(orderLines.id, lineIds));
}

/**
 * The documents' lines that bill (or credit) the given order lines' goods, and the delivery fee of the given parcels
 * (one seller's part of an order), oldest first.
 */
export async function findBilledLines(db: Db, goodsOf: string[], deliveryOf: { orderId: string; sellerId: string }[]) {
  if (goodsOf.length === 0 && deliveryOf.length === 0) return [];
  const delivery = deliveryOf.map((parcel) =>
    and(
      eq(invoices.orderId, parcel.orderId),
      eq(invoices.sellerId, parcel.sellerId),
      eq(invoiceLines.isDelivery, true),
    ),
  );
  return db
    .select({ line: invoiceLines, invoice: invoices })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      or(
        goodsOf.length > 0
          ? and(inArray(invoiceLines.orderLineId, goodsOf), eq(invoiceLines.isDelivery, false))
          : undefined,
        ...delivery,
      ),
    )
    .orderBy(asc(invoices.issuedAt), asc(invoiceLines.position));
}

export async function findInvoice(db: Db, id: string): Promise<InvoiceRow | null> {
  const [row] = await db.select(documentColumns).from(invoices).where(eq(invoices.id, id));
  return row ?? null;
}

/** bytea arrives as a Buffer from node-postgres and as a Uint8Array from PGlite. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The document's PDF as first rendered, or null before it was. */
export async function findInvoicePdf(db: Db, id: string): Promise<Buffer | null> {
  const [row] = await db.select({ pdf: invoices.pdf }).from(invoices).where(eq(invoices.id, id));
  return row?.pdf ? asBuffer(row.pdf) : null;
}

/** Keeps a document's first PDF; when another request kept one first, that one stays and is returned. */
export async function keepInvoicePdf(db: Db, id: string, pdf: Buffer): Promise<Buffer> {
  const [kept] = await db
    .update(invoices)
    .set({ pdf })
    .where(and(eq(invoices.id, id), isNull(invoices.pdf)))
    .returning({ id: invoices.id });
  return kept ? pdf : ((await findInvoicePdf(db, id)) ?? pdf);
}

export function listInvoiceLines(db: Db, invoiceId: string): Promise<InvoiceLineRow[]> {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

/** The order number a document belongs to. */
export async function findOrderNumber(db: Db, orderId: string): Promise<string> {
  const [row] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
  return row?.number ?? '';
}

const summaryColumns = {
  id: invoices.id,
  kind: invoices.kind,
  number: invoices.number,
  issuedAt: invoices.issuedAt,
  orderId: invoices.orderId,
  orderNumber: orders.number,
  recipient: invoices.recipient,
  totalPaise: invoices.totalPaise,
};

/** An order's documents, oldest first. */
export function listOrderInvoices(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select(summaryColumns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(inArray(invoices.orderId, orderIds))
    .orderBy(asc(invoices.issuedAt), asc(invoices.serial));
}

/** A seller's documents issued in [from, to), newest first. */
export function listSellerInvoices(db: Db, sellerId: string, range: { from: Date; to: Date }, limit: number) {
  return db
    .select(summaryColumns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.sellerId, sellerId), gte(invoices.issuedAt, range.from), lt(invoices.issuedAt, range.to)))
    .orderBy(desc(invoices.issuedAt), desc(invoices.serial))
    .limit(limit);
}

/**
 * The documents of these orders below `belowPaise` lose their recipient's name and address (a buyer's erasure,
 * decision 057); the state stays, as the place of supply. Their kept files go, to be drawn again from the row.
 */
export async function eraseRecipients(tx: Db, orderIds: string[], belowPaise: number, name: string): Promise<number> {
  if (orderIds.length === 0) return 0;
  const erased = await tx
    .update(invoices)
    .set({
      recipient: sql`${invoices.recipient} || jsonb_build_object('name', ${name}::text, 'address', '')`,
      pdf: null,
    })
    .where(and(inArray(invoices.orderId, orderIds), lt(invoices.totalPaise, belowPaise)))
    .returning({ id: invoices.id });
  return erased.length;
}

/** How many documents of these orders are of `fromPaise` or more. */
export async function countDocumentsFrom(db: Db, orderIds: string[], fromPaise: number): Promise<number> {
  if (orderIds.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(invoices)
    .where(and(inArray(invoices.orderId, orderIds), gte(invoices.totalPaise, fromPaise)));
  return row?.count ?? 0;
}
