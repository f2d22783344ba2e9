// The GST documents of a sale (decision 038): the seller's invoice when their part of an order ships, and credit
// notes when lines come back, issued in the same transaction as the change that calls for them.
import type { Db } from '../../db/client.ts';
import { unitValue } from '../catalog/stock.service.ts';
import { issueCreditNotes, issueSaleInvoice } from '../invoices/invoice-issue.service.ts';
import { liveEarningsOfLines, reverseEarnings } from '../ledger/ledger.service.ts';
import { findLines, findOrder, findOrders, listOrderLines } from './orders.repository.ts';
import { refundWhatIsNoLongerOwed } from '../payments/payments.service.ts';
import { oweCodRefund } from '../payments/cod-refunds.service.ts';
import { passOnDeliveryFees } from './parcel-delivery.ts';

/** The seller's invoice for their part of the order, the first time one of its lines ships; the invoice's id. */
export async function invoiceOnShipment(tx: Db, orderId: string, sellerId: string, now: Date): Promise<void> {
  await issueSaleInvoice(
    tx,
    { orderId, sellerId },
    async () => {
      // One statement at a time: a transaction is one connection, which runs one query at once (node-postgres
      // queues a second sent meanwhile, and will refuse it from pg 9).
      const order = await findOrder(tx, orderId);
      if (!order) throw new Error(`order ${orderId} not found`);
      const lines = await listOrderLines(tx, orderId);
      const mine = lines.filter((line) => line.sellerId === sellerId);
      // A campaign's gift (nothing paid): its delivery challan declares each unit at the product's price.
      const unitValuePaise = new Map<string, number>();
      if (order.totalPaise === 0)
        for (const line of mine) unitValuePaise.set(line.id, await unitValue(tx, line.productId));
      const gift = order.totalPaise === 0 ? { unitValuePaise } : null;
      return {
        gift,
        order,
        lines: lines
          .filter((line) => line.sellerId === sellerId)
          .toSorted((a, b) => a.productName.localeCompare(b.productName) || a.id.localeCompare(b.id))
          .map((line) => ({
            id: line.id,
            productName: line.productName,
            hsnCode: line.hsnCode,
            gstRateBps: line.gstRateBps,
            quantity: line.quantity,
            unitPricePaise: line.basePricePaise + line.markupPaise,
            deliveryPaise: line.deliveryPaise,
            cancelled: line.status === 'cancelled',
          })),
      };
    },
    now,
  );
}

/**
 * Lines cancelled, undelivered or returned: the delivery fee one carried passes to a line of its parcel that goes on
 * (decision 060), whatever they had not yet paid out is reversed, and each invoice that billed them gets a credit
 * note (with the parcel's delivery when none of its lines goes on), with the reason.
 */
export async function reverseSale(tx: Db, lineIds: string[], reason: string, now: Date): Promise<void> {
  const stopped = await findLines(tx, lineIds);
  const orderIds = new Set(stopped.map((line) => line.orderId));
  const orderLineIds = async (orderId: string) => (await listOrderLines(tx, orderId)).map((line) => line.id);
  // A cash-on-delivery order's returned lines were paid for in cash: what the order charges before and after says
  // what the buyer is owed back (decision 071).
  const returned = new Set(stopped.filter((line) => line.status === 'returned').map((line) => line.orderId));
  const cashPaid = (await findOrders(tx, [...returned])).filter((order) => order.paymentMethod === 'cod');
  const before = new Map<string, number>();
  for (const order of cashPaid) before.set(order.id, await liveEarningsOfLines(tx, await orderLineIds(order.id)));

  const deliveryOf = await passOnDeliveryFees(tx, lineIds, now);
  await reverseEarnings(tx, lineIds, reason, now);
  await issueCreditNotes(tx, { lineIds, deliveryOf }, reason, now);
  for (const orderId of orderIds) {
    // A prepaid order (or a COD order's token) gets back what its lines no longer hold in the ledger (decision 068).
    const online = await refundWhatIsNoLongerOwed(tx, { orderId, lineIds: () => orderLineIds(orderId) }, now);
    const was = before.get(orderId);
    if (was === undefined) continue;
    const still = await liveEarningsOfLines(tx, await orderLineIds(orderId));
    await oweCodRefund(tx, { orderId, amountPaise: was - still - (online?.amountPaise ?? 0) }, now);
  }
}
