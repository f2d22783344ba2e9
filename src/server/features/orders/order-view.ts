import type { ProductImage } from '#shared/contracts/catalog.ts';
import { HAPPY_PATH, type LineStatus, type Order, type OrderLine } from '#shared/contracts/orders.ts';
import type { ReturnRequest } from '#shared/contracts/orders-returns.ts';
import type { InvoiceSummary } from '#shared/contracts/invoices.ts';
import type { Db } from '../../db/client.ts';
import { DAY_MS } from '../../lib/clock.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import type { Signer } from '../../lib/signer.ts';
import { orderInvoices } from '../invoices/invoices.service.ts';
import { firstImages } from '../catalog/products.service.ts';
import {
  type LineEventRow,
  listLineEvents,
  listLinesWithNames,
  type OrderLineRow,
  type OrderRow,
} from './orders.repository.ts';
import { loadReturns } from './return-view.ts';
import { chargedSummary, codFeePerParcel } from './parcel-charges.ts';
import { payNowPrice, payNowRatesOf } from './pay-now-price.ts';
import { CANCELLABLE, mayPayNow } from './line-stages.ts';
import { codRefundsOf } from '../payments/cod-refunds.service.ts';
import type { CodRefund } from '#shared/contracts/payments.ts';
import { NO_ONLINE_PAYMENT, type PaymentDetail, paymentDetails } from '../payments/payment-view.ts';

export type { OrderLineRow, OrderRow } from './orders.repository.ts';
export { findOrder, listUserOrders } from './orders.repository.ts';

const TOKEN_PURPOSE = 'order';

/** What lets a guest see and cancel their order without an account: returned at checkout and look-up, and in the order's mail. */
export const orderAccessToken = (signer: Signer, orderId: string) => signer.sign(TOKEN_PURPOSE, orderId);

export const isOrderAccessToken = (signer: Signer, orderId: string, token: string | undefined) =>
  signer.verify(TOKEN_PURPOSE, orderId, token);
const OPEN: readonly LineStatus[] = ['placed', 'confirmed', 'shipped', 'out_for_delivery'];
export { CANCELLABLE } from './line-stages.ts';

/** Still on its way to the buyer. */
export const isOpen = (status: LineStatus) => OPEN.includes(status);

/** An order's status for lists: the furthest-behind open or delivered line, else the first line's end. */
function orderStatus(lines: { status: LineStatus }[]): LineStatus {
  const live = lines.map((line) => HAPPY_PATH.indexOf(line.status)).filter((step) => step >= 0);
  if (live.length > 0) return HAPPY_PATH[Math.min(...live)] as LineStatus;
  return lines[0]?.status ?? 'cancelled';
}

/** When a delivered line's return window closes, and its earnings become payable. */
export function returnWindowEnd(line: Pick<OrderLineRow, 'deliveredAt' | 'returnDays'>): Date | null {
  return line.deliveredAt ? new Date(line.deliveredAt.getTime() + line.returnDays * DAY_MS) : null;
}

/** Delivered, taking returns, and still inside its return window at `now`. */
export function returnWindowOpen(
  line: Pick<OrderLineRow, 'status' | 'deliveredAt' | 'returnDays'>,
  now: Date,
): boolean {
  const closes = returnWindowEnd(line);
  return line.status === 'delivered' && line.returnDays > 0 && closes !== null && now <= closes;
}

/** A line as the API shows it, with what the server keeps for itself. */
export type LoadedLine = OrderLine & { orderId: string; sellerId: string; basePaise: number; row: OrderLineRow };
type OrderLineEventRow = LineEventRow;

/**
 * An order's lines in the order every answer lists them: by product name, compared as plain strings, so an
 * order answered from the rows its checkout wrote lists them as its page later does, whatever the database's collation.
 */
export const byProductName = (a: { productName: string }, b: { productName: string }) =>
  a.productName < b.productName ? -1 : a.productName > b.productName ? 1 : 0;

/** A line as the API shows it at `now`, from its row, its store's and seller's names, its timeline, photo and returns. */
export function toLoadedLine(
  line: OrderLineRow,
  names: { storeHandle: string | null; storeName: string | null; sellerName: string },
  events: OrderLineEventRow[],
  image: ProductImage | null,
  returns: ReturnRequest[],
  now: Date,
): LoadedLine {
  return {
    id: line.id,
    orderId: line.orderId,
    sellerId: line.sellerId,
    row: line,
    productId: line.productId,
    listingId: line.listingId,
    ...names,
    name: line.productName,
    image,
    quantity: line.quantity,
    unitPricePaise: line.basePricePaise + line.markupPaise,
    lineTotalPaise: (line.basePricePaise + line.markupPaise) * line.quantity,
    basePaise: line.basePricePaise * line.quantity,
    status: line.status,
    courier: line.courier,
    trackingNumber: line.trackingNumber,
    returnWindowEndsAt: returnWindowEnd(line)?.toISOString() ?? null,
    events: events.map((event) => ({ status: event.status, at: event.at.toISOString(), note: event.note })),
    returnDays: line.returnDays,
    returnWindowOpen: returnWindowOpen(line, now),
    returns,
  };
}

/** Lines of the given orders with their timelines, photos, stores, sellers and returns, as the API shows them at `now`. */
export async function loadLines(
  db: Db,
  media: MediaStorage,
  where: { orderIds: string[] } | { lineIds: string[] },
  now: Date,
): Promise<Map<string, LoadedLine>> {
  const found = await listLinesWithNames(db, where);
  const rows = found.toSorted((a, b) =>
    a.line.orderId < b.line.orderId ? -1 : a.line.orderId > b.line.orderId ? 1 : byProductName(a.line, b.line),
  );
  const lineIds = rows.map((row) => row.line.id);
  const [events, images, returns] = await Promise.all([
    listLineEvents(db, lineIds),
    firstImages(
      db,
      media,
      rows.map((row) => row.line.productId),
    ),
    loadReturns(db, media, lineIds),
  ]);
  const eventsByLine = Map.groupBy(events, (event) => event.lineId);
  return new Map(
    rows.map(({ line, ...names }) => [
      line.id,
      toLoadedLine(
        line,
        names,
        eventsByLine.get(line.id) ?? [],
        images.get(line.productId) ?? null,
        returns.get(line.id) ?? [],
        now,
      ),
    ]),
  );
}

/** Strips the server-only fields off a loaded line. */
export function publicLine(
  line: OrderLine & { orderId?: string; sellerId?: string; basePaise?: number; row?: OrderLineRow },
): OrderLine {
  const { orderId: _order, sellerId: _seller, basePaise: _base, row: _row, ...rest } = line;
  return rest;
}

export function toOrder(
  row: OrderRow,
  loaded: LoadedLine[],
  invoices: InvoiceSummary[] = [],
  online: PaymentDetail = NO_ONLINE_PAYMENT,
  codRefunds: CodRefund[] = [],
  payNowRates: ReadonlyMap<string, number> = new Map(),
): Order {
  const lines = loaded.map(publicLine);
  const rows = loaded.map((line) => line.row);
  const payNow = online.upi === null && online.paidPaise === 0 && mayPayNow(row, rows, true);
  return {
    id: row.id,
    number: row.number,
    placedAt: row.placedAt.toISOString(),
    status: orderStatus(lines),
    contact: { name: row.contactName, phone: row.contactPhone, email: row.contactEmail },
    address: {
      line1: row.addressLine1,
      line2: row.addressLine2,
      city: row.city,
      state: row.state,
      pincode: row.pincode,
    },
    payment: {
      method: row.paymentMethod,
      status: row.paymentStatus,
      ...online,
      confirmBy: row.codConfirmBy !== null && row.codConfirmedAt === null ? row.codConfirmBy.toISOString() : null,
      payNow,
      payNowPaise: payNow ? payNowPrice(row, rows, payNowRates).amountPaise : null,
      codRefunds,
    },
    summary: {
      itemsPaise: row.itemsPaise,
      deliveryPaise: row.deliveryPaise,
      codFeePaise: row.codFeePaise,
      totalPaise: row.totalPaise,
    },
    charged: chargedSummary(rows, codFeePerParcel(row, rows)),
    lines,
    cancellable: lines.some((line) => CANCELLABLE.includes(line.status)),
    invoices,
  };
}

/** Whole orders, newest first, as they stand at `now`. */
export async function loadOrders(db: Db, media: MediaStorage, rows: OrderRow[], now: Date): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const [lines, invoices, online, refunds] = await Promise.all([
    loadLines(db, media, { orderIds: ids }, now),
    orderInvoices(db, ids),
    // A cash-on-delivery order may have paid a token by UPI (decision 070).
    paymentDetails(db, ids),
    codRefundsOf(db, ids),
  ]);
  const byOrder = Map.groupBy([...lines.values()], (line) => line.orderId);
  // What a COD order would cost paid now depends on its creators' discounts (decision 072).
  const payNowRates = await payNowRatesOf(
    db,
    rows.flatMap((row) =>
      row.paymentStatus === 'due_on_delivery' ? (byOrder.get(row.id) ?? []).map((line) => line.row) : [],
    ),
  );
  return rows.map((row) =>
    toOrder(
      row,
      byOrder.get(row.id) ?? [],
      invoices.get(row.id) ?? [],
      online.get(row.id) ?? NO_ONLINE_PAYMENT,
      refunds.get(row.id) ?? [],
      payNowRates,
    ),
  );
}
