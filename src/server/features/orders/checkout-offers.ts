import { formatRupees } from '#shared/money.ts';
import type { PlaceOrderParsed } from '#shared/contracts/orders-checkout.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { unitPrice } from '../cart/pricing.ts';
import type { OfferRow } from '../stores/listing-offers.service.ts';

/** Every line on sale, at the price the buyer saw; otherwise the order is refused before anything is written. */
export function checkOffers(input: PlaceOrderParsed, offers: Map<string, OfferRow>): OfferRow[] {
  return input.lines.map((line, index) => {
    const offer = offers.get(line.listingId);
    if (!offer || !offer.onSale) {
      throw new AppError(
        'conflict',
        offer
          ? phrase(/*i18n*/ '{name} is no longer sold in this store. Remove it to continue.', {
              name: offer.productName,
            })
          : /*i18n*/ 'An item in your bag is no longer sold in this store. Remove it to continue.',
        {
          fields: {
            [`lines.${index}.listingId`]: [/*i18n*/ 'No longer sold.'],
          },
        },
      );
    }
    if (line.expectedUnitPricePaise !== undefined && line.expectedUnitPricePaise !== unitPrice(offer)) {
      throw new AppError(
        'price_changed',
        phrase(/*i18n*/ 'The price of {name} is now {price}. Check your bag and place the order again.', {
          name: offer.productName,
          price: formatRupees(unitPrice(offer)),
        }),
        {
          fields: {
            [`lines.${index}.expectedUnitPricePaise`]: [
              phrase(/*i18n*/ 'Now {price}.', { price: formatRupees(unitPrice(offer)) }),
            ],
          },
        },
      );
    }
    return offer;
  });
}
