import type { SellerAction } from '#shared/contracts/orders-fulfilment.ts';
import type { Db } from '../../db/client.ts';
import { applyLineAction } from './line-actions.ts';
import type { OrderMails } from './order-mail-event.ts';
import { findLineWithOrder, findOrder, listOrderLines } from './orders.repository.ts';
import { chargedSummary } from './parcel-charges.ts';

/*
 * A seller's part of an order, as the shipping slice books it and moves it by its carrier's events (decision 073):
 * the lines, the buyer's delivery details, what the courier collects.
 */

export async function sellerPartOf(db: Db, orderId: string, sellerId: string) {
  const [order, lines] = await Promise.all([findOrder(db, orderId), listOrderLines(db, orderId)]);
  if (!order) return null;
  const mine = lines.filter((line) => line.sellerId === sellerId);
  if (mine.length === 0) return null;
  const live = mine.filter((line) => line.status !== 'cancelled');
  return {
    order,
    lines: live,
    /** What the courier collects for the parcel while cash on delivery is due (0: prepaid). */
    codPaise: order.paymentStatus === 'due_on_delivery' ? chargedSummary(live).totalPaise : 0,
    totalPaise: chargedSummary(live).totalPaise,
  };
}

/**
 * In the caller's transaction: each action, in turn, to every live line of the seller's part that stands where it
 * starts (a line already past it is left as it is). The mails the moves owe, to compose after the commit.
 */
export async function moveSellerPart(
  tx: Db,
  deps: { now: Date; mails: OrderMails },
  part: { orderId: string; seller: { id: string; name: string } },
  actions: SellerAction[],
): Promise<string[]> {
  const lines = (await listOrderLines(tx, part.orderId)).filter((line) => line.sellerId === part.seller.id);
  const mails: string[] = [];
  for (const action of actions)
    for (const { id } of lines) {
      const line = await findLineWithOrder(tx, id);
      if (!line) continue;
      const moved = await applyLineAction(tx, deps, { ...line, seller: part.seller }, action);
      if (moved.mail) mails.push(moved.mail);
    }
  return mails;
}
