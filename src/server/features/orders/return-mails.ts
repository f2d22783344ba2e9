import { RETURN_REASON_LABELS } from '#shared/contracts/orders-returns.ts';
import { codRefundsOf } from '../payments/cod-refunds.service.ts';
import { paymentDetails } from '../payments/payment-view.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { returnDecidedMail, sellerReturnRequestedMail } from '../mail/return-mail-templates.ts';
import { buyerOf, bySeller } from './order-mail-contents.ts';
import type { OrderMailDeps } from './order-mail-contents.ts';
import { findOrder, returnWindowOpen, returnWindowEnd } from './order-view.ts';
import { findReturnWithLine } from './returns.repository.ts';

/*
 * The mails a return owes (decision 026), built from the request as it is once its change has committed: its seller
 * hears of a request, its buyer (a guest too, at the order's email and in the order's language) of the decision.
 */

/** To the line's seller, at their verified email: who asks, why, in their words, and where to answer. */
export async function returnRequestedMails(deps: OrderMailDeps, returnId: string): Promise<MailMessage[]> {
  const found = await findReturnWithLine(deps.db, returnId);
  const order = found ? await findOrder(deps.db, found.line.orderId) : null;
  if (!found || !order) return [];
  const { request, line } = found;
  return (await bySeller(deps, [line])).map((seller) =>
    sellerReturnRequestedMail({
      locale: seller.locale,
      to: seller.to,
      sellerName: seller.sellerName,
      buyerName: order.contactName,
      number: order.number,
      line: { name: line.productName, quantity: line.quantity },
      reason: RETURN_REASON_LABELS[request.reason],
      details: request.details,
      photoCount: request.photoKeys.length,
      dashboardUrl: `${deps.origin}/dashboard`,
    }),
  );
}

/** To the buyer, when the order has an email: the seller's answer and note, and how long they may ask again. */
export async function returnDecidedMails(deps: OrderMailDeps, returnId: string): Promise<MailMessage[]> {
  const found = await findReturnWithLine(deps.db, returnId);
  const order = found ? await findOrder(deps.db, found.line.orderId) : null;
  const buyer = order ? await buyerOf(deps, order) : null;
  const decision = found?.request.status;
  // A return on its way back is told by the carrier's pickup mail; this one comes when it arrives.
  if (!found || !buyer || !decision || decision === 'requested' || decision === 'collecting') return [];
  const { request, line } = found;
  // A declined request leaves the line delivered: the buyer may ask again while its window is open.
  const again = decision === 'rejected' && returnWindowOpen(line, deps.now()) ? returnWindowEnd(line) : null;
  return [
    returnDecidedMail({
      ...buyer,
      line: { name: line.productName, quantity: line.quantity },
      decision,
      note: request.sellerNote,
      askAgainUntil: again,
      refund: decision === 'accepted' ? await refundOfReturn(deps, line.orderId) : null,
    }),
  ];
}

/**
 * The money an accepted return sends back, as the buyer's mail says it: to the UPI account paid from (a prepaid
 * order; decision 068), or waiting for the UPI ID a cash-on-delivery refund goes to (decision 071); null when none.
 */
async function refundOfReturn(
  deps: OrderMailDeps,
  orderId: string,
): Promise<{ amountPaise: number; to: 'source' | 'upi_id' } | null> {
  const [cash, online] = await Promise.all([codRefundsOf(deps.db, [orderId]), paymentDetails(deps.db, [orderId])]);
  const owed = cash.get(orderId)?.findLast((refund) => refund.status === 'awaiting_upi');
  if (owed) return { amountPaise: owed.amountPaise, to: 'upi_id' };
  const back = online.get(orderId)?.refunds.at(-1);
  return back && back.status !== 'failed' ? { amountPaise: back.amountPaise, to: 'source' } : null;
}
