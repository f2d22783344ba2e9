import type { LineStatus } from '#shared/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import { isOpen } from './order-view.ts';
import {
  findPayment,
  insertLineEvents,
  listLineStatuses,
  moveLineStatus,
  setPaymentStatus,
} from './orders.repository.ts';
import { paymentProvider } from './payments.ts';

/**
 * Moves a line to its next status if it is still in one of `from` (a
 * conditional update, so two clicks or two sellers' tabs cannot both move it)
 * and adds the step to its timeline. False when it had already moved on.
 */
export async function moveLine(
  tx: Db,
  lineId: string,
  from: readonly LineStatus[],
  to: LineStatus,
  at: Date,
  details: { note?: string | null; courier?: string; trackingNumber?: string; deliveredAt?: Date } = {},
): Promise<boolean> {
  const { note = null, ...columns } = details;
  if (!(await moveLineStatus(tx, lineId, from, to, { updatedAt: at, ...columns }))) return false;
  await insertLineEvents(tx, [{ lineId, status: to, note, at }]);
  return true;
}

/** When no line of the order is on its way any more, the payment settles (something delivered) or is void. */
export async function settlePayment(tx: Db, orderId: string): Promise<void> {
  const order = await findPayment(tx, orderId);
  if (!order) return;
  const statuses = await listLineStatuses(tx, orderId);
  if (statuses.some(isOpen)) return;
  const provider = paymentProvider(order.method);
  const next = statuses.some((status) => status === 'delivered' || status === 'returned')
    ? provider.settle(order.status)
    : provider.void(order.status);
  if (next !== order.status) await setPaymentStatus(tx, orderId, next);
}
