import type { BulkBooked } from '#shared/contracts/shipping.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { AppError, say } from '../../lib/errors.ts';
import { requireOwnSeller } from '../catalog/sellers.service.ts';
import { findSellerCarriers } from './carrier-choice.repository.ts';
import { suggestedParcelSize } from './parcel-sizes.ts';
import { bookParcel, type ShippingDeps } from './shipping.service.ts';

/*
 * A day's orders booked at once (issue 38; decision 073): each confirmed order with the seller's carrier at its
 * suggested size, the carrier choosing the courier; one order refused does not stop the others, and says why.
 */

export async function bookMany(
  deps: ShippingDeps,
  userId: string,
  orderIds: string[],
  locale: Locale,
): Promise<BulkBooked> {
  const seller = await requireOwnSeller(deps.db, userId);
  const carrier = (await findSellerCarriers(deps.db, [seller.id])).get(seller.id);
  if (!carrier || !deps.carriers.has(carrier))
    throw new AppError('conflict', /*i18n*/ 'Choose a carrier to ship with before booking parcels.');
  const result: BulkBooked = { booked: [], failed: [] };
  // One after another: a carrier asked for fifty bookings at once answers some of them with "too many requests".
  for (const orderId of new Set(orderIds)) {
    try {
      const { source: _source, ...size } = await suggestedParcelSize(deps.db, userId, orderId);
      result.booked.push(await bookParcel(deps, userId, { orderId, carrier, ...size }));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.failed.push({ orderId, reason: say(locale, error.phrase) });
    }
  }
  return result;
}
