import type { Parcel } from '#shared/contracts/shipping.ts';
import { TYPICAL_PARCEL } from '#shared/parcel-sizes.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { sellerTaxProfiles } from '../catalog/seller-tax.service.ts';
import { requireOwnSeller, sellerPhones } from '../catalog/sellers.service.ts';
import { returnPickupMail } from '../mail/parcel-mail-templates.ts';
import { notify } from '../notifications/notifications.service.ts';
import { buyerOf } from '../orders/order-mail-contents.ts';
import { returnToCollect, startReturnCollection } from '../orders/return-collection.ts';
import { findSellerCarriers } from './carrier-choice.repository.ts';
import { CarrierRefused, CarrierUnavailable } from './carriers/carrier.ts';
import { sellerParcels } from './parcel-views.ts';
import type { ShippingDeps } from './shipping.service.ts';
import { findParcelOf, insertParcel } from './shipping.repository.ts';
import { pickupLocationOf } from './pickup-locations.ts';

/*
 * Returns that travel back (issue 38; decision 073): accepting a return with a carrier books its pickup from the
 * buyer, who is told the date; the item is taken back, and the money moves, when the courier delivers it to the seller
 * (shipping.service.ts applies that event). A seller shipping by hand accepts once the item is back, as before.
 */

export async function collectReturn(
  deps: ShippingDeps,
  userId: string,
  returnId: string,
  note: string | null,
): Promise<Parcel> {
  const { db } = deps;
  const seller = await requireOwnSeller(db, userId);
  const chosen = (await findSellerCarriers(db, [seller.id])).get(seller.id);
  const carrier = chosen ? deps.carriers.get(chosen) : undefined;
  if (!carrier?.bookReturn)
    throw new AppError(
      'conflict',
      /*i18n*/ 'Your carrier books no return pickups here: accept the return once the item is back with you.',
    );
  const found = await returnToCollect(db, seller.id, returnId);
  const { order, line } = found;
  const phone = (await sellerPhones(db, [userId])).get(userId);
  if (!phone)
    throw new AppError('conflict', /*i18n*/ 'Add a support phone to your seller details: the courier calls it.');
  const profile = (await sellerTaxProfiles(db, [seller.id])).get(seller.id);
  const forward = await findParcelOf(db, order.id, seller.id);
  const size = forward
    ? {
        weightGrams: forward.weightGrams,
        lengthCm: forward.lengthCm,
        breadthCm: forward.breadthCm,
        heightCm: forward.heightCm,
      }
    : TYPICAL_PARCEL;
  const unitPaise = line.basePricePaise + line.markupPaise;
  let booking;
  try {
    const pickupLocation = await pickupLocationOf(deps, carrier, seller, userId);
    booking = await carrier.bookReturn({
      pickupLocation,
      reference: `${order.number}-R${found.request.id.slice(0, 8)}`,
      orderNumber: order.number,
      requestedAt: found.request.requestedAt,
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
      seller: {
        name: profile?.tradeName ?? seller.businessName,
        address: profile?.address ?? '',
        city: profile?.dispatch.city || seller.city,
        pincode: seller.pickupPincode,
        state: profile?.stateName ?? '',
        phone,
      },
      lines: [
        {
          name: line.productName,
          sku: line.productId.slice(0, 20),
          units: line.quantity,
          sellingPricePaise: unitPaise,
          hsnCode: line.hsnCode,
        },
      ],
      totalPaise: unitPaise * line.quantity,
      ...size,
    });
  } catch (error) {
    if (error instanceof CarrierRefused) throw new AppError('validation_failed', error.message);
    if (error instanceof CarrierUnavailable) {
      deps.logger.warn({ err: error, returnId }, 'the carrier could not book a return pickup');
      throw new AppError('unavailable', /*i18n*/ 'The carrier could not be reached: nothing was booked. Try again.');
    }
    throw error;
  }
  const now = deps.now();
  const { row, mailIds } = await db.transaction(async (tx) => {
    await startReturnCollection(tx, found.request.id, note, now);
    const inserted = await insertParcel(tx, {
      orderId: order.id,
      sellerId: seller.id,
      carrier: carrier.name,
      direction: 'return',
      returnId: found.request.id,
      providerOrderId: booking.providerOrderId,
      shipmentId: booking.shipmentId,
      awb: booking.awb,
      courierName: booking.courierName || carrier.name,
      statusAt: now,
      pickupDate: booking.pickupDate,
      toPincode: seller.pickupPincode,
      ...size,
      codPaise: 0,
      label: booking.label,
      createdAt: now,
      updatedAt: now,
    });
    // Written as India writes a date in numbers, which reads the same in every language of the inbox.
    const day = booking.pickupDate ? booking.pickupDate.split('-').toReversed().join('/') : '';
    await notify(tx, now, [
      {
        userId: order.userId,
        kind: 'return_pickup',
        app: /*i18n*/ 'Deliveries',
        message: day
          ? phrase(/*i18n*/ 'Your return of {product} is accepted: the courier picks it up on {day}.', {
              product: line.productName,
              day,
            })
          : phrase(/*i18n*/ 'Your return of {product} is accepted: the courier will pick it up.', {
              product: line.productName,
            }),
        link: `/order?id=${encodeURIComponent(order.id)}#parcel-${inserted.id}`,
      },
    ]);
    const buyer = await buyerOf({ ...deps, db: tx }, order);
    const mails = buyer
      ? [
          returnPickupMail({
            ...buyer,
            product: line.productName,
            sellerName: profile?.tradeName ?? seller.businessName,
            courier: inserted.courierName,
            awb: inserted.awb,
            pickupDate: booking.pickupDate,
          }),
        ]
      : [];
    return { row: inserted, mailIds: await deps.mailer.write(tx, mails) };
  });
  await deps.mailer.deliver(mailIds);
  const [parcel] = await sellerParcels(db, [row]);
  return parcel as Parcel;
}
