// Haat's own invoices for its fees (fee_invoices, fee_invoice_lines, fee_invoice_counters); reads the ledger's earned
// platform entries and the lines and orders they are about (reads only, decision 032).
import { and, desc, eq, getTableColumns, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FeeKind } from '#shared/contracts/invoices.ts';
import type { Db } from '../../db/client.ts';
import { earnedPlatformEntry, ledgerEntries } from '../ledger/ledger.schema.ts';
import { orderLines, orders } from '../orders/orders.schema.ts';
import { feeInvoiceCounters, feeInvoiceLines, feeInvoices } from './fee-invoices.schema.ts';

export type FeeInvoiceRow = Omit<typeof feeInvoices.$inferSelect, 'pdf'>;
export type NewFeeInvoiceRow = typeof feeInvoices.$inferInsert;
export type FeeInvoiceLineRow = typeof feeInvoiceLines.$inferSelect;
const { pdf: _pdf, ...documentColumns } = getTableColumns(feeInvoices);

/** A seller (billed commission) or a creator's store (billed the fee on markups). */
export type FeePayee = { sellerId: string } | { storeId: string };

const feeOf = (kind: FeeKind) =>
  kind === 'commission'
    ? { fee: orderLines.commissionPaise, gst: orderLines.commissionGstPaise, owner: orderLines.sellerId }
    : { fee: orderLines.markupFeePaise, gst: orderLines.markupFeeGstPaise, owner: orderLines.storeId };

const notInvoiced = (kind: FeeKind) =>
  sql`not exists (select 1 from ${feeInvoiceLines} where ${feeInvoiceLines.orderLineId} = ${orderLines.id}
    and ${feeInvoiceLines.kind} = ${kind})`;

/** The fees of this kind Haat earned on lines credited before `before`, not on an invoice yet, oldest first. */
export function findUninvoicedFees(db: Db, kind: FeeKind, ownerId: string, before: Date) {
  const { fee, gst, owner } = feeOf(kind);
  return db
    .select({
      orderLineId: orderLines.id,
      orderNumber: orders.number,
      productName: orderLines.productName,
      quantity: orderLines.quantity,
      feeBps: kind === 'commission' ? orderLines.commissionBps : orderLines.markupFeeBps,
      feePaise: fee,
      gstPaise: gst,
      gstRateBps: orderLines.feeGstBps,
      creditedAt: ledgerEntries.payableAt,
    })
    .from(ledgerEntries)
    .innerJoin(orderLines, eq(orderLines.id, ledgerEntries.lineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(earnedPlatformEntry, lt(ledgerEntries.payableAt, before), eq(owner, ownerId), gt(fee, 0), notInvoiced(kind)),
    )
    .orderBy(ledgerEntries.payableAt, orderLines.id);
}

/** Who has fees of this kind earned before `before` and not invoiced yet: sellers, or creators' stores. */
export async function findPayeesWithUninvoicedFees(db: Db, kind: FeeKind, before: Date): Promise<string[]> {
  const { fee, owner } = feeOf(kind);
  const rows = await db
    .selectDistinct({ ownerId: owner })
    .from(ledgerEntries)
    .innerJoin(orderLines, eq(orderLines.id, ledgerEntries.lineId))
    .where(and(earnedPlatformEntry, lt(ledgerEntries.payableAt, before), gt(fee, 0), notInvoiced(kind)));
  return rows.flatMap((row) => (row.ownerId ? [row.ownerId] : []));
}

/** Serialises issuing a payee's invoice for a month, to the commit. */
export async function lockFeePayee(tx: Db, payee: FeePayee, month: string): Promise<void> {
  const key = 'sellerId' in payee ? `seller:${payee.sellerId}` : `store:${payee.storeId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`fee-invoice:${key}:${month}`}, 0))`);
}

const ofPayee = (payee: FeePayee) =>
  'sellerId' in payee ? eq(feeInvoices.sellerId, payee.sellerId) : eq(feeInvoices.storeId, payee.storeId);

export async function findFeeInvoiceOfMonth(db: Db, payee: FeePayee, month: string): Promise<FeeInvoiceRow | null> {
  const [row] = await db
    .select(documentColumns)
    .from(feeInvoices)
    .where(and(ofPayee(payee), eq(feeInvoices.month, month)));
  return row ?? null;
}

/** The next number in Haat's series for the financial year (consecutive; a rolled-back issue gives it back). */
export async function takeFeeSerial(tx: Db, series: string, financialYear: number): Promise<number> {
  const [row] = await tx
    .insert(feeInvoiceCounters)
    .values({ series, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [feeInvoiceCounters.series, feeInvoiceCounters.financialYear],
      set: { lastSerial: sql`${feeInvoiceCounters.lastSerial} + 1` },
    })
    .returning({ serial: feeInvoiceCounters.lastSerial });
  if (!row) throw new Error('the fee invoice counter returned no row');
  return row.serial;
}

export async function insertFeeInvoice(
  tx: Db,
  invoice: NewFeeInvoiceRow,
  lines: Omit<FeeInvoiceLineRow, 'invoiceId'>[],
): Promise<FeeInvoiceRow> {
  const [row] = await tx.insert(feeInvoices).values(invoice).returning(documentColumns);
  if (!row) throw new Error('the fee invoice was not written');
  await tx.insert(feeInvoiceLines).values(lines.map((line) => ({ ...line, invoiceId: row.id })));
  return row;
}

/** The invoices to a seller or any of a set of stores, newest first. */
export function listFeeInvoices(db: Db, owners: { sellerId: string | null; storeId: string | null }) {
  const conditions = [
    owners.sellerId ? eq(feeInvoices.sellerId, owners.sellerId) : undefined,
    owners.storeId ? eq(feeInvoices.storeId, owners.storeId) : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return Promise.resolve([]);
  return db
    .select(documentColumns)
    .from(feeInvoices)
    .where(or(...conditions))
    .orderBy(desc(feeInvoices.issuedAt), desc(feeInvoices.serial));
}

export async function findFeeInvoice(db: Db, id: string): Promise<FeeInvoiceRow | null> {
  const [row] = await db.select(documentColumns).from(feeInvoices).where(eq(feeInvoices.id, id));
  return row ?? null;
}

export function listFeeInvoiceLines(db: Db, invoiceId: string): Promise<FeeInvoiceLineRow[]> {
  return db
    .select()
    .from(feeInvoiceLines)
    .where(eq(feeInvoiceLines.invoiceId, invoiceId))
    .orderBy(feeInvoiceLines.position);
}

/** bytea arrives as a Buffer from node-postgres and as a Uint8Array from PGlite. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export async function findFeeInvoicePdf(db: Db, id: string): Promise<Buffer | null> {
  const [row] = await db.select({ pdf: feeInvoices.pdf }).from(feeInvoices).where(eq(feeInvoices.id, id));
  return row?.pdf ? asBuffer(row.pdf) : null;
}

/** Keeps an invoice's first PDF; when another request kept one first, that one stays and is returned. */
export async function keepFeeInvoicePdf(db: Db, id: string, pdf: Buffer): Promise<Buffer> {
  await db
    .update(feeInvoices)
    .set({ pdf })
    .where(and(eq(feeInvoices.id, id), isNull(feeInvoices.pdf)));
  return (await findFeeInvoicePdf(db, id)) ?? pdf;
}
