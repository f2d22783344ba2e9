import type { Address } from '#shared/contracts/orders-checkout.ts';
import { gstStateCode, gstStateName } from '#shared/gst.ts';
import { AppError, type Phrase, phrase } from '../../lib/errors.ts';
import { supplyStateCode } from '../catalog/seller-tax.service.ts';
import type { OfferRow } from '../stores/listing-offers.service.ts';

/*
 * A seller not registered for GST may sell through an e-commerce operator only within their own state (CBIC
 * notification 34/2023-Central Tax): the state they gave, else their pickup PIN code's. A line of theirs to an
 * address in another state is refused on its field, before anything is written. A seller whose state is not known
 * (a pickup PIN code India Post does not have) is let through: nothing to compare.
 */
export async function checkSupplyStates(address: Address, offers: readonly OfferRow[]): Promise<void> {
  const deliveryState = gstStateCode(address.state);
  const fields: Record<string, Phrase[]> = {};
  let first: Phrase | null = null;
  for (const [index, offer] of offers.entries()) {
    if (offer.sellerGstRegistered) continue;
    // From the offer's own columns (no query): the state given, else the pickup PIN code's.
    const supply = await supplyStateCode({
      stateCode: offer.sellerStateCode,
      gstin: null,
      pickupPincode: offer.sellerPickupPincode,
    });
    if (!supply || supply === deliveryState) continue;
    const state = gstStateName(supply) ?? supply;
    const message = phrase(
      /*i18n*/ '{seller} is not registered for GST and delivers only within {state}. Remove {product} or send it to an address in {state}.',
      { seller: offer.sellerName, state, product: offer.productName },
    );
    fields[`lines.${index}.listingId`] = [message];
    first ??= message;
  }
  if (first !== null) throw new AppError('validation_failed', first, { fields });
}
