import type { Address } from '#shared/contracts/checkout.ts';
import { gstStateCode } from '#shared/gst.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { sellerTaxProfiles } from '../catalog/seller-tax.service.ts';
import type { OfferRow } from '../stores/listing-offers.service.ts';

/*
 * A seller not registered for GST may sell through an e-commerce operator only within their own state (CBIC
 * notification 34/2023-Central Tax): the state they gave, else their pickup PIN code's. A line of theirs to an
 * address in another state is refused on its field, before anything is written. A seller whose state is not known
 * (a pickup PIN code India Post does not have) is let through: nothing to compare.
 */
export async function checkSupplyStates(db: Db, address: Address, offers: readonly OfferRow[]): Promise<void> {
  const unregistered = offers.filter((offer) => !offer.sellerGstRegistered);
  if (unregistered.length === 0) return;
  const deliveryState = gstStateCode(address.state);
  const profiles = await sellerTaxProfiles(
    db,
    unregistered.map((offer) => offer.sellerId),
  );
  const fields: Record<string, string[]> = {};
  let first: string | null = null;
  offers.forEach((offer, index) => {
    const supply = offer.sellerGstRegistered ? undefined : profiles.get(offer.sellerId);
    if (!supply?.stateCode || supply.stateCode === deliveryState) return;
    const message =
      `${offer.sellerName} is not registered for GST and delivers only within ${supply.stateName}. ` +
      `Remove ${offer.productName} or send it to an address in ${supply.stateName}.`;
    fields[`lines.${index}.listingId`] = [message];
    first ??= message;
  });
  if (first !== null) throw new AppError('validation_failed', first, fields);
}
