import type { BookParcel, Parcel, SellerCarrier } from '#shared/contracts/shipping.ts';
import { findSellerCarriers, setSellerCarrier } from './carrier-choice.repository.ts';
import type { SellerAction } from '#shared/contracts/orders-fulfilment.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { sellerTaxProfiles } from '../catalog/seller-tax.service.ts';
import { requireOwnSeller } from '../catalog/sellers.service.ts';
import type { OrderMails } from '../orders/order-mail-event.ts';
import { moveSellerPart, sellerPartOf } from '../orders/seller-part.ts';
import { invoiceOnShipment } from '../orders/sale-documents.ts';
import { saleInvoiceNumbers } from '../invoices/invoices.service.ts';
import { completeCollectedReturn } from '../orders/return-collection.ts';
import {
  type Carrier,
  type CarrierEvent,
  type CarrierName,
  type CarrierQuote,
  CarrierRefused,
  CarrierUnavailable,
  CarrierWebhookForged,
  CarrierWebhookError,
  type ParcelStatus,
} from './carriers/carrier.ts';
import { movesParcel } from './parcel-moves.ts';
import { deliveryFailedNotices, type NdrDeps } from './ndr.service.ts';
import { pickupLocationOf } from './pickup-locations.ts';
import { rememberParcelSize } from './parcel-sizes.ts';
import { sellerParcels } from './parcel-views.ts';
import {
  eraseLabelsOfOrders,
  findParcelOf,
  insertParcel,
  insertParcelEvent,
  lockParcelByAwb,
  moveParcel,
  type ParcelRow,
} from './shipping.repository.ts';

/*
 * Parcels booked with a carrier and moved by its events (issue 38; decision 073). A booking needs every item of the
 * seller's part confirmed; the carrier's events then move the order's lines through the same actions a seller's hand
 * does (ship, out for delivery, deliver, fail), each once, whatever order the events come in.
 */

export interface ShippingDeps extends NdrDeps {
  mails: OrderMails;
}

/** The carrier the seller ships with, among those set up here. */
export async function sellerCarrier(deps: ShippingDeps, userId: string): Promise<SellerCarrier> {
  const seller = await requireOwnSeller(deps.db, userId);
  const chosen = (await findSellerCarriers(deps.db, [seller.id])).get(seller.id) ?? null;
  const carrier = chosen ? deps.carriers.get(chosen) : undefined;
  return {
    carrier: carrier ? carrier.name : null,
    available: [...deps.carriers.keys()],
    returnPickups: Boolean(carrier?.bookReturn),
  };
}

export async function chooseCarrier(
  deps: ShippingDeps,
  userId: string,
  carrier: CarrierName | null,
): Promise<SellerCarrier> {
  const seller = await requireOwnSeller(deps.db, userId);
  if (carrier !== null && !deps.carriers.has(carrier))
    throw new AppError('conflict', /*i18n*/ 'This carrier is not set up here: ship it by hand.');
  await setSellerCarrier(deps.db, seller.id, carrier, deps.now());
  return sellerCarrier(deps, userId);
}

/** The date the booked courier (or the carrier's fastest) promises for this parcel; null when it does not say. */
async function promisedDateOf(
  carrier: Carrier,
  input: BookParcel,
  route: { fromPincode: string; toPincode: string; cod: boolean; declaredValuePaise: number },
): Promise<string | null> {
  const { weightGrams, lengthCm, breadthCm, heightCm } = input;
  const answer = await carrier
    .quote({ ...route, weightGrams, lengthCm, breadthCm, heightCm })
    .catch(() => ({ quotes: [] as CarrierQuote[] }));
  const chosen = input.courierId
    ? answer.quotes.find((quote) => quote.courierId === input.courierId)
    : answer.quotes.toSorted((a, b) => a.days - b.days)[0];
  return chosen?.estimatedDelivery ?? null;
}

/** Books the seller's part of an order with the carrier; its label is kept, and its status follows the carrier. */
export async function bookParcel(deps: ShippingDeps, userId: string, input: BookParcel): Promise<Parcel> {
  const { db, carriers } = deps;
  const seller = await requireOwnSeller(db, userId);
  const carrier = carriers.get(input.carrier);
  if (!carrier) throw new AppError('conflict', /*i18n*/ 'This carrier is not set up here: ship it by hand.');
  const part = isUuid(input.orderId) ? await sellerPartOf(db, input.orderId, seller.id) : null;
  if (!part) throw new AppError('not_found', /*i18n*/ 'Order not found.');
  if (part.lines.length === 0 || part.lines.some((line) => line.status !== 'confirmed'))
    throw new AppError('conflict', /*i18n*/ 'Confirm every item of this order before booking its parcel.');
  if (await findParcelOf(db, part.order.id, seller.id))
    throw new AppError('conflict', /*i18n*/ 'This parcel is booked already.');
  const { order } = part;
  const promisedDate = await promisedDateOf(carrier, input, {
    fromPincode: seller.pickupPincode,
    toPincode: order.pincode,
    cod: part.codPaise > 0,
    declaredValuePaise: part.totalPaise,
  });
  // The invoice goes with the goods (CGST Act s.31(1)(a): issued before or at their removal), so it is issued now and
  // its number handed to the carrier; shipping later finds it issued. A booking refused leaves it, as a cancellation
  // afterwards is met by a credit note.
  await db.transaction((tx) => invoiceOnShipment(tx, order.id, seller.id, deps.now()));
  const invoiceNumber = (await saleInvoiceNumbers(db, seller.id, [order.id])).get(order.id) ?? null;
  let booking;
  try {
    const pickupLocation = await pickupLocationOf(deps, carrier, seller, userId);
    booking = await carrier.book({
      // The same reference on a retry: the carrier finds what the first try made (decision 073).
      reference: `${order.number}-${seller.id.slice(0, 8)}`,
      orderNumber: order.number,
      placedAt: order.placedAt,
      pickupLocation,
      courierId: input.courierId ?? null,
      buyer: {
        name: order.contactName,
        phone: order.contactPhone,
        email: order.contactEmail,
        line1: order.addressLine1,
        line2: order.addressLine2,
        city: order.city,
        state: order.state,
        pincode: order.pincode,
      },
      lines: part.lines.map((line) => ({
        name: line.productName,
        sku: line.productId.slice(0, 20),
        units: line.quantity,
        sellingPricePaise: line.basePricePaise + line.markupPaise,
        hsnCode: line.hsnCode,
      })),
      invoiceNumber,
      codPaise: part.codPaise,
      totalPaise: part.totalPaise,
      weightGrams: input.weightGrams,
      lengthCm: input.lengthCm,
      breadthCm: input.breadthCm,
      heightCm: input.heightCm,
    });
  } catch (error) {
    if (error instanceof CarrierRefused) throw new AppError('validation_failed', error.message);
    if (error instanceof CarrierUnavailable) {
      deps.logger.warn({ err: error, orderId: order.id }, 'the carrier could not book a parcel');
      throw new AppError('unavailable', /*i18n*/ 'The carrier could not be reached: nothing was booked. Try again.');
    }
    throw error;
  }
  const now = deps.now();
  const row = await insertParcel(db, {
    orderId: order.id,
    sellerId: seller.id,
    carrier: carrier.name,
    providerOrderId: booking.providerOrderId,
    shipmentId: booking.shipmentId,
    awb: booking.awb,
    courierName: booking.courierName || carrier.name,
    statusAt: now,
    pickupDate: booking.pickupDate,
    toPincode: order.pincode,
    promisedDate,
    weightGrams: input.weightGrams,
    lengthCm: input.lengthCm,
    breadthCm: input.breadthCm,
    heightCm: input.heightCm,
    codPaise: part.codPaise,
    label: booking.label,
    createdAt: now,
    updatedAt: now,
  });
  const { weightGrams, lengthCm, breadthCm, heightCm } = input;
  const size = { weightGrams, lengthCm, breadthCm, heightCm };
  await rememberParcelSize(
    db,
    seller.id,
    part.lines.map((line) => line.productId),
    size,
    now,
  );
  const [parcel] = await sellerParcels(db, [row]);
  return parcel as Parcel;
}

/** In the erasure's transaction: the labels of an erased buyer's parcels, which name them (decision 057). */
export const eraseParcelLabels = (tx: Db, orderIds: string[], at: Date): Promise<number> =>
  eraseLabelsOfOrders(tx, orderIds, at);

/** What each status asks of the parcel's lines, in turn (a line already past an action stays where it is). */
function lineActions(parcel: ParcelRow, event: CarrierEvent): SellerAction[] {
  const ship: SellerAction = { action: 'ship', courier: parcel.courierName, trackingNumber: parcel.awb };
  const why = (event.reason ?? event.label).slice(0, 150) || 'No reason given';
  const steps: Record<ParcelStatus, SellerAction[]> = {
    booked: [],
    picked_up: [ship],
    in_transit: [ship],
    ndr: [ship],
    out_for_delivery: [ship, { action: 'out_for_delivery' }],
    delivered: [ship, { action: 'deliver' }],
    rto_initiated: [ship, { action: 'fail', reason: `Going back to the seller: ${why}` }],
    rto_delivered: [ship, { action: 'fail', reason: `Back with the seller: ${why}` }],
    lost: [ship, { action: 'fail', reason: `Lost by the courier: ${why}` }],
  };
  return steps[event.status];
}

/** One event, in one transaction: recorded once, and moving its parcel and lines only forward. The mails owed. */
async function applyEvent(
  deps: ShippingDeps,
  carrier: CarrierName,
  event: CarrierEvent,
): Promise<{ orderMails: string[]; mailIds: string[] }> {
  const now = deps.now();
  const nothing = { orderMails: [], mailIds: [] };
  return deps.db.transaction(async (tx) => {
    // Locked: two deliveries of events for one parcel apply one after the other.
    const parcel = await lockParcelByAwb(tx, carrier, event.awb);
    if (!parcel) return nothing;
    // A return's pickup "delivered to origin" (Delhivery's DTO) has arrived where it was going: with the seller.
    if (parcel.direction === 'return' && event.status === 'rto_delivered') event = { ...event, status: 'delivered' };
    const moves = movesParcel(parcel, event);
    const recorded = await insertParcelEvent(tx, {
      parcelId: parcel.id,
      key: event.key,
      status: event.status,
      label: event.label,
      reason: event.reason,
      at: event.at,
      applied: moves ? 1 : 0,
      receivedAt: now,
    });
    if (!recorded || !moves) return nothing;
    const attempts = parcel.attempts + (event.status === 'ndr' ? 1 : 0);
    // Going back, the reason that counts is the failed attempt's (the courier's RTO scan only says it is going back).
    const reason = event.status === 'ndr' ? (event.reason ?? parcel.reason) : (parcel.reason ?? event.reason);
    await moveParcel(tx, parcel, { status: event.status, statusAt: event.at, reason, attempts, updatedAt: now });
    if (parcel.direction === 'return') {
      // A return's pickup moves no line until it is back with the seller: then the item is taken back, once.
      const mail =
        event.status === 'delivered' && parcel.returnId
          ? await completeCollectedReturn(tx, parcel.returnId, { now, mails: deps.mails })
          : null;
      return { orderMails: mail ? [mail] : [], mailIds: [] };
    }
    // The seller's name goes in the buyer's notices, as when the seller acts by hand (suspended or not).
    const name = (await sellerTaxProfiles(tx, [parcel.sellerId])).get(parcel.sellerId)?.tradeName ?? '';
    const orderMails = await moveSellerPart(
      tx,
      { now, mails: deps.mails },
      { orderId: parcel.orderId, seller: { id: parcel.sellerId, name } },
      lineActions(parcel, { ...event, reason }),
    );
    const part = event.status === 'ndr' ? await sellerPartOf(tx, parcel.orderId, parcel.sellerId) : null;
    const mailIds = part
      ? await deliveryFailedNotices(tx, deps, {
          parcel: { ...parcel, reason },
          order: part.order,
          sellerName: name,
          attempts,
          at: event.at,
        })
      : [];
    return { orderMails, mailIds };
  });
}

/** A carrier's webhook: verified (a forged one is refused, a malformed one too), then each event applied once. */
export async function applyCarrierWebhook(
  deps: ShippingDeps,
  carrierName: CarrierName,
  rawBody: string,
  headers: Record<string, string | undefined>,
): Promise<void> {
  const carrier = deps.carriers.get(carrierName);
  if (!carrier) throw new AppError('not_found', /*i18n*/ 'This carrier is not set up here.');
  let events: CarrierEvent[];
  try {
    events = carrier.verifyEvent(rawBody, headers);
  } catch (error) {
    if (error instanceof CarrierWebhookForged) throw new AppError('unauthorized', error.message);
    if (error instanceof CarrierWebhookError) throw new AppError('bad_request', error.message);
    throw error;
  }
  for (const event of events) {
    const { orderMails, mailIds } = await applyEvent(deps, carrierName, event);
    for (const mail of orderMails) deps.mails.compose(mail);
    await deps.mailer.deliver(mailIds);
  }
}
