// A parcel's delivery fee (decision 060): one seller's part of an order pays it once, carried by one of its lines.
// When that line stops, the fee moves to a line that goes on, so it is neither lost nor charged twice.
import { lineShares } from '#shared/contracts/commission.ts';
import { type LineStatus, lineStatuses } from '#shared/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import type { Parcel } from '../invoices/invoice-issue.service.ts';
import { keepDeliveryEarning, moveDeliveryEarning } from '../ledger/ledger.service.ts';
import { byProductName } from './order-view.ts';
import { findLines, listOrderLines, type OrderLineRow, setLineDelivery } from './orders.repository.ts';

/** Lines that will not be delivered and kept. */
const STOPPED: readonly LineStatus[] = ['cancelled', 'delivery_failed', 'returned'];
const GOING_ON = lineStatuses.filter((status) => !STOPPED.includes(status));
/**
 * Lines just stopped (cancelled, undelivered or returned, in this transaction): the delivery fee each carried moves,
 * in the order line and in the seller's earnings, to the first line of its parcel that goes on. When every such line
 * is already in a payout, the stopped line keeps the fee, payable at once (the parcel was delivered). When none goes
 * on, the fee goes back with the line: those parcels are returned, for their delivery to be credited.
 */
export async function passOnDeliveryFees(tx: Db, lineIds: string[], now: Date): Promise<Parcel[]> {
  const carriers = (await findLines(tx, lineIds)).filter((line) => line.deliveryPaise > 0);
  const reversed: Parcel[] = [];
  for (const line of carriers) {
    const others = (await listOrderLines(tx, line.orderId))
      .filter(
        (other) => other.sellerId === line.sellerId && !lineIds.includes(other.id) && GOING_ON.includes(other.status),
      )
      .toSorted((a, b) => byProductName(a, b) || a.id.localeCompare(b.id));
    const outcome = await moveFee(tx, line, others, now);
    if (outcome === 'kept') {
      await keepDeliveryEarning(tx, line.id, lineShares({ ...line, deliveryPaise: 0 }).seller, now);
    } else if (outcome === 'none') {
      reversed.push({ orderId: line.orderId, sellerId: line.sellerId });
    }
  }
  return reversed;
}

/** Moves the line's fee to the first of `others` that takes it: 'kept' when each that goes on is paid out. */
async function moveFee(
  tx: Db,
  line: OrderLineRow,
  others: OrderLineRow[],
  now: Date,
): Promise<'moved' | 'kept' | 'none'> {
  let paidOut = false;
  for (const other of others) {
    // The other line's row first: while it is locked here it cannot stop (and be reversed) meanwhile.
    if (!(await setLineDelivery(tx, other.id, other.deliveryPaise + line.deliveryPaise, GOING_ON, now))) continue;
    if (await moveDeliveryEarning(tx, { from: line.id, to: other.id, feePaise: line.deliveryPaise }, now)) {
      await setLineDelivery(tx, line.id, 0, STOPPED, now);
      return 'moved';
    }
    paidOut = true;
    await setLineDelivery(tx, other.id, other.deliveryPaise, GOING_ON, now);
  }
  return paidOut ? 'kept' : 'none';
}
