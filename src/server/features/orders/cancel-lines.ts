import type { Db } from '../../db/client.ts';
import type { Phrase } from '../../lib/errors.ts';
import { returnStock } from '../catalog/stock.service.ts';
import { sellerOwners } from '../catalog/sellers.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { CANCELLABLE } from './line-stages.ts';
import type { OrderMails } from './order-mail-event.ts';
import { listOrderLines } from './orders.repository.ts';
import type { CancelledBy } from './orders.schema.ts';
import { reverseSale } from './sale-documents.ts';
import { moveLine, settlePayment } from './transitions.ts';

/**
 * Cancels an order's lines not yet on their way, in the caller's transaction: their stock goes back on sale, the
 * sale is reversed with `reason`, the order's payment settles, each seller is told (`tellSeller` of their
 * products) and the buyer's mail is recorded. The mail's event id, or null when nothing could be cancelled.
 */
export async function cancelOpenLines(
  tx: Db,
  order: { id: string },
  cancel: {
    /** The lines' timeline note. */
    note: string;
    /** The reversal's and credit notes' reason. */
    reason: string;
    by: CancelledBy;
    tellSeller: (products: string) => Phrase;
  },
  mails: Pick<OrderMails, 'record'>,
  now: Date,
): Promise<string | null> {
  const done = [];
  for (const line of await listOrderLines(tx, order.id)) {
    if (!CANCELLABLE.includes(line.status)) continue;
    if (!(await moveLine(tx, line.id, CANCELLABLE, 'cancelled', now, { note: cancel.note }))) continue;
    await returnStock(tx, line.productId, line.quantity);
    done.push(line);
  }
  if (done.length === 0) return null;
  const lineIds = done.map((line) => line.id);
  await reverseSale(tx, lineIds, cancel.reason, now);
  await settlePayment(tx, order.id);
  const owners = await sellerOwners(
    tx,
    done.map((line) => line.sellerId),
  );
  await notify(
    tx,
    now,
    [...Map.groupBy(done, (line) => owners.get(line.sellerId)?.userId ?? null)].map(([userId, group]) => ({
      userId,
      kind: 'order_cancelled',
      app: 'Orders' as const,
      message: cancel.tellSeller(group.map((line) => line.productName).join(', ')),
      link: '/dashboard',
    })),
  );
  return mails.record(tx, { kind: 'cancelled', orderId: order.id, lineIds, by: cancel.by });
}
