import QRCode from 'qrcode';
import type { Refund, UpiPayment } from '#shared/contracts/payments.ts';
import type { Db } from '../../db/client.ts';
import { findCodRefundsById } from './cod-refunds.repository.ts';
import {
  findRefundWithOrder,
  listPaymentsOfOrders,
  listRefundsOfPayments,
  type PaymentRow,
} from './payments.repository.ts';

/** What an order's buyer sees of its online payment. */
export interface PaymentDetail {
  upi: UpiPayment | null;
  paidPaise: number;
  refunds: Refund[];
}

export const NO_ONLINE_PAYMENT: PaymentDetail = { upi: null, paidPaise: 0, refunds: [] };

/** QR codes drawn lately, by intent: an order page awaiting its payment asks every 3 s for the same one. */
const drawn = new Map<string, string>();
const DRAWN_KEPT = 500;

/** The UPI intent as a QR code: an SVG data URL (the page's CSP takes `data:` images), drawn once per intent. */
async function qrDataUrl(intentUrl: string): Promise<string> {
  const kept = drawn.get(intentUrl);
  if (kept) return kept;
  const svg = await QRCode.toString(intentUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  const url = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  // The oldest goes first (a Map keeps insertion order): the intents of the last few hundred orders stay.
  if (drawn.size >= DRAWN_KEPT) drawn.delete(drawn.keys().next().value as string);
  drawn.set(intentUrl, url);
  return url;
}

export async function upiPaymentOf(
  payment: Pick<PaymentRow, 'intentUrl' | 'expiresAt' | 'amountPaise'>,
): Promise<UpiPayment> {
  return {
    intentUrl: payment.intentUrl,
    qrDataUrl: await qrDataUrl(payment.intentUrl),
    expiresAt: payment.expiresAt.toISOString(),
    amountPaise: payment.amountPaise,
  };
}

/** Each order's online payment as its buyer sees it: how to pay while awaiting, what was paid and refunded. */
export async function paymentDetails(db: Db, orderIds: string[]): Promise<Map<string, PaymentDetail>> {
  const rows = await listPaymentsOfOrders(db, orderIds);
  const refunds = Map.groupBy(
    await listRefundsOfPayments(
      db,
      rows.map((row) => row.id),
    ),
    (refund) => refund.paymentId,
  );
  const details = await Promise.all(
    rows.map(
      async (row): Promise<[string, PaymentDetail]> => [
        row.orderId,
        {
          upi: row.state === 'awaiting' ? await upiPaymentOf(row) : null,
          paidPaise: row.state === 'captured' || row.lateCapturedAt ? row.amountPaise : 0,
          refunds: (refunds.get(row.id) ?? []).map((refund) => ({
            amountPaise: refund.amountPaise,
            status: refund.state === 'queued' ? 'pending' : refund.state,
            reference: refund.reference,
            createdAt: refund.createdAt.toISOString(),
          })),
        },
      ],
    ),
  );
  return new Map(details);
}

/**
 * A refund as its buyer's mail tells it: to the payment's source (decision 068), or a cash-on-delivery refund to a
 * UPI ID (decision 071); the amount, where it stands, the bank's reference.
 */
export async function refundOf(
  db: Db,
  refundId: string,
): Promise<{ amountPaise: number; state: string; reference: string | null; upiIdMasked: string | null } | null> {
  const online = await findRefundWithOrder(db, refundId);
  if (online) return { ...online, upiIdMasked: null };
  const [cash] = await findCodRefundsById(db, [refundId]);
  return cash
    ? { amountPaise: cash.amountPaise, state: cash.state, reference: cash.utr, upiIdMasked: cash.upiIdMasked }
    : null;
}
