import type { PlaceOrderParsed } from '#shared/contracts/orders-checkout.ts';
import type { ServiceContext } from '../../service-context.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { carrierPromise, carriersOfSellers } from '../shipping/promises.ts';
import type { OfferRow } from '../stores/listing-offers.service.ts';

/**
 * Before an order is placed: each seller's carrier, where one is set, must deliver to the address (and collect cash,
 * for a COD order), or the order is refused with its reason and nothing is written (decision 073). A carrier that
 * does not answer in time refuses nothing: Haat's own estimate stands, as without one.
 */
export async function checkCarriersDeliver(
  context: ServiceContext,
  input: PlaceOrderParsed,
  offers: OfferRow[],
): Promise<void> {
  const carriers = context.carriers;
  if (!carriers || carriers.size === 0) return;
  const deps = { db: context.db, now: () => context.now, carriers, logger: context.logger };
  const chosen = await carriersOfSellers(
    deps,
    offers.map((offer) => offer.sellerId),
  );
  for (const [sellerId, carrier] of chosen) {
    const offer = offers.find((each) => each.sellerId === sellerId);
    if (!offer) continue;
    const promise = await carrierPromise(deps, carrier, {
      fromPincode: offer.sellerPickupPincode,
      toPincode: input.address.pincode,
      cod: input.payment.method === 'cod',
      declaredValuePaise: offer.basePricePaise + offer.markupPaise,
    });
    if (promise && !promise.serviceable) {
      const why =
        input.payment.method === 'cod'
          ? phrase(/*i18n*/ '{seller}’s courier does not deliver to PIN code {pincode} for cash on delivery.', {
              seller: offer.sellerName,
              pincode: input.address.pincode,
            })
          : phrase(/*i18n*/ '{seller}’s courier does not deliver to PIN code {pincode}.', {
              seller: offer.sellerName,
              pincode: input.address.pincode,
            });
      throw new AppError('validation_failed', why, { fields: { 'address.pincode': [why] } });
    }
  }
}
