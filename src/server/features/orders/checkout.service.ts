import type { ServiceContext } from '../../service-context.ts';
import { createHash } from 'node:crypto';
import type { PlaceOrderParsed } from '#shared/contracts/orders-checkout.ts';
import { MAX_ORDER_TOTAL_PAISE } from '#shared/constants.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { formatRupeesShort } from '#shared/money.ts';
import type { SoldLine } from './placed-notifications.ts';
import { completePlacement } from './placement.ts';
import { openUpiPayment, recordUpiPayment } from '../payments/payments.service.ts';
import type { BuyerClient } from '../payments/providers/gateway.ts';
import { NO_ONLINE_PAYMENT, type PaymentDetail } from '../payments/payment-view.ts';
import { AppError, inTurn, phrase } from '../../lib/errors.ts';
import { checkAddressPincode } from '../geo/geo.service.ts';
import { firstImages } from '../catalog/products.service.ts';
import { takeStock } from '../catalog/stock.service.ts';
import { byProductName, type LoadedLine, type OrderRow, toLoadedLine } from './order-view.ts';
import { claimOrder, findOrderByKey, insertLines } from './new-orders.repository.ts';
import { paymentProvider } from './payments.ts';
import { findOffers, type OfferRow } from '../stores/listing-offers.service.ts';
import { checkOffers } from './checkout-offers.ts';
import { codAtCheckout } from '../payments/cod-checkout.ts';
import { parcelDelivery, summarize, unitPrice } from '../cart/pricing.ts';
import { checkSupplyStates } from './supply-state.ts';
import { checkCarriersDeliver } from './carrier-check.ts';
import { deliveryColumns, newOrderNumber } from './new-order.ts';
import { withCodFee } from './parcel-charges.ts';
import { commissionQuote, type LineCommission } from '../commission/commission.service.ts';
import { lineShares } from '#shared/contracts/commission.ts';

/** The same buyer sending the same order: what decides whether a retry is the same request. */
function requestHash(userId: string | null, input: PlaceOrderParsed): string {
  return createHash('sha256').update(JSON.stringify({ userId, input })).digest('base64url');
}

/**
 * The order this request placed, as its transaction wrote it (its lines as the API shows them), or, when an
 * earlier request with the same key had already placed it, only its id.
 */
export type PlaceOrderResult =
  | {
      created: true;
      orderId: string;
      order: OrderRow;
      lines: LoadedLine[];
      payment: PaymentDetail;
      /** Each store's discount for paying now, which the order view offers (decision 072). */
      payNowRates: Map<string, number>;
    }
  | { created: false; orderId: string };

/**
 * Places an order at most once per Idempotency-Key. An address whose PIN code
 * is unknown or in another state is refused first (decision 024), and so is a line
 * of a seller not registered for GST to another state than theirs. The key is
 * claimed next (a concurrent request with the same key waits for it, then finds
 * the order), then the lines, their first timeline step and the earnings they
 * will bring are written, and the stock is taken last — all in one transaction. The buyer's
 * confirmation and the sellers' mail go once it has committed, and only for
 * the request that placed it.
 */
export async function placeOrder(
  context: ServiceContext,
  request: {
    userId: string | null;
    idempotencyKey: string;
    input: PlaceOrderParsed;
    locale: Locale;
    /** The buyer's browser, which a UPI payment's gateway asks for. */
    client: BuyerClient;
  },
): Promise<PlaceOrderResult> {
  const { db, media, orderMails: mails, now } = context;
  const { userId, idempotencyKey, input, locale } = request;
  const hash = requestHash(userId, input);
  // An earlier order with this key, the offers and the rates in force are read at once: on a PostgreSQL pool, in
  // one round trip's time. A repeated request is answered before anything else is checked.
  const [earlier, offers, commission] = await Promise.all([
    findOrderByKey(db, idempotencyKey),
    findOffers(
      db,
      input.lines.map((line) => line.listingId),
    ),
    commissionQuote(db, now),
  ]);
  if (earlier) return sameRequest(earlier, hash);
  if (input.payment.method === 'upi' && !context.paymentGateway) {
    throw new AppError('validation_failed', /*i18n*/ 'UPI is not available here yet. Choose cash on delivery.', {
      fields: { 'payment.method': [/*i18n*/ 'Choose cash on delivery.'] },
    });
  }

  await checkAddressPincode(input.address);
  const offered = checkOffers(input, offers);
  await checkSupplyStates(input.address, offered);
  await checkCarriersDeliver(context, input, offered);
  const parcelFees = parcelDelivery(offered);
  const priced = input.lines.map((line, index) => {
    const offer = offered[index] as OfferRow;
    const platform = commission({ ...offer, quantity: line.quantity, chargesGst: offer.sellerGstRegistered });
    return { ...line, offer, platform, delivery: parcelFees[index] ?? 0 };
  });
  const goods = summarize(
    priced.map(({ offer, quantity }) => ({
      sellerId: offer.sellerId,
      deliveryFeePaise: offer.deliveryFeePaise,
      unitPricePaise: unitPrice(offer),
      quantity,
    })),
  );
  if (goods.totalPaise > MAX_ORDER_TOTAL_PAISE) {
    const most = phrase(/*i18n*/ 'One order can total at most {most}.', {
      most: formatRupeesShort(MAX_ORDER_TOTAL_PAISE),
    });
    throw new AppError('validation_failed', inTurn([most, phrase(/*i18n*/ 'Split it into smaller orders.', {})]), {
      fields: {
        lines: [most],
      },
    });
  }
  const payment = paymentProvider(input.payment.method);
  // The photos for the answer, read beside cash on delivery's terms (decision 070): refused with the reason, or a
  // token first, or a confirmation.
  const [images, cod] = await Promise.all([
    firstImages(
      db,
      media,
      offered.map((offer) => offer.productId),
    ),
    payment.method === 'cod'
      ? codAtCheckout(
          db,
          { pincode: input.address.pincode, totalPaise: goods.totalPaise, email: input.contact.email },
          context.paymentGateway !== null,
          now,
        )
      : null,
  ]);
  // The COD fee rides on each parcel's delivery charge (decision 072).
  const { lines, summary } = withCodFee(priced, goods, cod?.feePaise ?? 0);
  const number = newOrderNumber();
  const paymentStatus = await payment.begin({ number, idempotencyKey, totalPaise: summary.totalPaise });
  // A UPI order is paid before it is placed, a COD order's token too: the gateway's order and intent first, for the
  // amount priced here.
  const onlinePaise = cod ? cod.tokenPaise : summary.totalPaise;
  const opened =
    onlinePaise > 0
      ? await openUpiPayment(context.paymentGateway, {
          number,
          amountPaise: onlinePaise,
          phone: input.contact.phone,
          email: input.contact.email,
          client: request.client,
        })
      : null;

  const placed = await db.transaction(async (tx) => {
    const claimed = await claimOrder(tx, {
      number,
      userId,
      idempotencyKey,
      requestHash: hash,
      ...deliveryColumns(input.contact, input.address),
      locale,
      paymentMethod: payment.method,
      paymentStatus,
      ...summary,
      placedAt: now,
      codConfirmBy: cod?.confirmBy ?? null,
    });
    if (!claimed) return null;

    const inserted = await insertLines(
      tx,
      lines.map(({ offer, quantity, ref, utmSource, platform, delivery }) => ({
        ...platform,
        deliveryPaise: delivery,
        orderId: claimed.id,
        ...(opened ? { status: 'awaiting_payment' as const } : {}),
        productId: offer.productId,
        listingId: offer.listingId,
        storeId: offer.storeId,
        sellerId: offer.sellerId,
        productName: offer.productName,
        hsnCode: offer.hsnCode,
        gstRateBps: offer.gstRateBps,
        quantity,
        basePricePaise: offer.basePricePaise,
        markupPaise: offer.markupPaise,
        ref: ref ?? null,
        utmSource: utmSource ?? null,
        returnDays: offer.returnDays,
        placedAt: claimed.placedAt,
        updatedAt: now,
      })),
    );
    // A UPI order's lines await its payment: nobody hears of them, and nothing is earned, until it is captured.
    const placement = opened
      ? null
      : await completePlacement(tx, {
          orderId: claimed.id,
          number: claimed.number,
          userId,
          lines: inserted,
          sold: soldLines(lines),
          now,
          mails,
        });
    // Taken last: a product's row stays locked from here to the commit only, so orders of one product (a viral
    // one) wait on each other as little as possible. Short stock still rolls everything above back.
    await takeStock(
      tx,
      lines.map(({ offer, quantity }) => ({
        productId: offer.productId,
        productName: offer.productName,
        quantity,
        basePricePaise: offer.basePricePaise,
      })),
    );
    const online: PaymentDetail = opened
      ? await recordUpiPayment(tx, {
          orderId: claimed.id,
          opened,
          amountPaise: onlinePaise,
          purpose: cod ? 'cod_token' : 'order',
          now,
        })
      : NO_ONLINE_PAYMENT;
    return {
      order: claimed,
      lines: inserted.toSorted(byProductName),
      events: placement?.events ?? [],
      mail: placement?.mail ?? null,
      online,
    };
  });
  if (placed) {
    // Answered from the rows the transaction wrote: nothing needs reading back after the commit.
    const { order, lines: rows, events, mail, online } = placed;
    // The confirmation is composed from the rows just written: nothing is paid online on an order placed here.
    if (mail) mails.compose(mail, { order, lines: rows });
    const offerOf = new Map(offered.map((offer) => [offer.listingId, offer]));
    const eventsOf = Map.groupBy(events, (event) => event.lineId);
    const loaded = rows.map((row) => {
      // A line just written still has its listing (only a later deletion leaves it null).
      const { storeHandle, storeName, sellerName } = offerOf.get(row.listingId ?? '') as OfferRow;
      return toLoadedLine(
        row,
        { storeHandle, storeName, sellerName },
        eventsOf.get(row.id) ?? [],
        images.get(row.productId) ?? null,
        [],
        now,
      );
    });
    const payNowRates = new Map(offered.map((offer) => [offer.storeId, offer.storePayNowDiscountBps]));
    return { created: true, orderId: order.id, order, lines: loaded, payment: online, payNowRates };
  }

  const winner = await findOrderByKey(db, idempotencyKey);
  if (!winner)
    throw new AppError('conflict', /*i18n*/ 'This order is being placed by another request. Try again in a moment.');
  return sameRequest(winner, hash);
}

function sameRequest(order: { id: string; requestHash: string }, hash: string): PlaceOrderResult {
  if (order.requestHash !== hash) {
    throw new AppError(
      'validation_failed',
      /*i18n*/ 'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
    );
  }
  return { created: false, orderId: order.id };
}

/** Each line as its seller and creator hear of the sale. */
const soldLines = (lines: { offer: OfferRow; quantity: number; platform: LineCommission }[]): SoldLine[] =>
  lines.map(({ offer, quantity, platform }) => ({
    sellerUserId: offer.sellerUserId,
    storeUserId: offer.storeUserId,
    productName: offer.productName,
    quantity,
    creatorPaise: lineShares({ ...offer, ...platform, quantity, deliveryPaise: 0 }).creator,
  }));
