import type { NdrChoice, OrderParcel } from '#shared/contracts/shipping.ts';
import type { Db } from '../../db/client.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Signer } from '../../lib/signer.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { deliveryFailedMail } from '../mail/parcel-mail-templates.ts';
import { notify } from '../notifications/notifications.service.ts';
import { buyerOf } from '../orders/order-mail-contents.ts';
import { type OrderViewer, requireVisibleOrder } from '../orders/orders.service.ts';
import { type Carrier, CarrierRefused, CarrierUnavailable, type CarrierName } from './carriers/carrier.ts';
import { buyerParcels, reattemptDates, waitsForBuyer } from './parcel-views.ts';
import { findParcel, listParcelsOfOrder, type ParcelRow, saveNdrAnswer } from './shipping.repository.ts';
import type { Logger } from '../../lib/logger.ts';

/*
 * Failed deliveries the buyer can fix (issue 38; decision 073). A courier's NDR tells the buyer (mail and inbox) with
 * a link to their order, where they choose another attempt (on a date), a corrected address or phone, or sending the
 * parcel back; the choice goes to the carrier, once per failed attempt.
 */

export interface NdrDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  signer: Signer;
  origin: string;
  logger: Logger;
  carriers: Map<CarrierName, Carrier>;
}

/** The link to the parcel on the buyer's order (with the order's token for a guest). */
const answerUrlOf = (orderUrl: string, parcelId: string) => `${orderUrl}#parcel-${parcelId}`;

/**
 * In the event's transaction: the buyer hears that the attempt failed, in their inbox (signed in) and by mail (when
 * they gave an email). Answers the mails to send once it has committed.
 */
export async function deliveryFailedNotices(
  tx: Db,
  deps: NdrDeps,
  notice: { parcel: ParcelRow; order: Parameters<typeof buyerOf>[1]; sellerName: string; attempts: number; at: Date },
): Promise<string[]> {
  const { parcel, order, sellerName } = notice;
  const now = deps.now();
  const buyer = await buyerOf({ ...deps, db: tx }, order);
  await notify(tx, now, [
    {
      userId: order.userId,
      kind: 'parcel_ndr',
      app: /*i18n*/ 'Deliveries',
      message: phrase(
        /*i18n*/ 'The courier could not deliver order {number}. Choose another day, correct the address, or cancel.',
        { number: order.number },
      ),
      link: `/order?id=${encodeURIComponent(order.id)}#parcel-${parcel.id}`,
    },
  ]);
  if (!buyer) return [];
  const mails: MailMessage[] = [
    deliveryFailedMail({
      ...buyer,
      sellerName,
      courier: parcel.courierName,
      awb: parcel.awb,
      reason: parcel.reason,
      attempts: notice.attempts,
      answerUrl: answerUrlOf(buyer.orderUrl, parcel.id),
      at: notice.at,
    }),
  ];
  return deps.mailer.write(tx, mails);
}

/** The parcels of an order its buyer (or a guest with its token) may see, with the carrier's timeline. */
export async function orderParcels(deps: NdrDeps, orderId: string, viewer: OrderViewer): Promise<OrderParcel[]> {
  const order = await requireVisibleOrder(deps.db, deps.signer, orderId, viewer);
  return buyerParcels(deps.db, await listParcelsOfOrder(deps.db, order.id), deps.now());
}

/** The buyer's answer to a failed attempt, sent to the carrier and kept with the parcel: once per attempt. */
export async function answerNdr(
  deps: NdrDeps,
  target: { orderId: string; parcelId: string },
  choice: NdrChoice,
  viewer: OrderViewer,
): Promise<OrderParcel> {
  const order = await requireVisibleOrder(deps.db, deps.signer, target.orderId, viewer);
  const parcel = isUuid(target.parcelId) ? await findParcel(deps.db, target.parcelId) : null;
  if (!parcel || parcel.orderId !== order.id) throw new AppError('not_found', /*i18n*/ 'Parcel not found.');
  if (!waitsForBuyer(parcel))
    throw new AppError('conflict', /*i18n*/ 'This parcel is not waiting for your answer any more.');
  if (choice.action === 're_attempt' && choice.date !== null && !reattemptDates(deps.now()).includes(choice.date))
    throw new AppError('validation_failed', /*i18n*/ 'Choose a day from tomorrow to a week ahead.', {
      fields: { date: [/*i18n*/ 'Choose a day from tomorrow to a week ahead.'] },
    });
  const carrier = deps.carriers.get(parcel.carrier);
  if (!carrier)
    throw new AppError('unavailable', /*i18n*/ 'The courier cannot be reached from here just now. Try again later.');
  try {
    await carrier.answerNdr(parcel.awb, choice);
  } catch (error) {
    if (error instanceof CarrierRefused) throw new AppError('validation_failed', error.message);
    if (error instanceof CarrierUnavailable) {
      deps.logger.warn({ err: error, parcelId: parcel.id }, 'the carrier could not take an NDR answer');
      throw new AppError('unavailable', /*i18n*/ 'The courier could not be reached: nothing was sent. Try again.');
    }
    throw error;
  }
  const now = deps.now();
  const saved = await deps.db.transaction(async (tx) => {
    const current = await findParcel(tx, parcel.id);
    // Another answer to this attempt got in first: it stands.
    if (!current || current.attempts !== parcel.attempts || !waitsForBuyer(current)) return null;
    return saveNdrAnswer(tx, parcel.id, {
      ndrAnswer: { ...choice, at: now.toISOString() },
      ndrAnsweredAttempt: current.attempts,
      updatedAt: now,
    });
  });
  if (!saved) throw new AppError('conflict', /*i18n*/ 'This parcel is not waiting for your answer any more.');
  const [view] = await buyerParcels(deps.db, [saved], now);
  return view as OrderParcel;
}
