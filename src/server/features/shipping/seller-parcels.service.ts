import type { Parcel, ParcelQuotes, QuoteParcel } from '#shared/contracts/shipping.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { requireOwnSeller } from '../catalog/sellers.service.ts';
import { sellerPartOf } from '../orders/seller-part.ts';
import { CarrierRefused, CarrierUnavailable } from './carriers/carrier.ts';
import type { NdrDeps } from './ndr.service.ts';
import { sellerParcels } from './parcel-views.ts';
import { listParcelsOfSeller } from './shipping.repository.ts';

/* The seller's side of parcels (issue 38; decision 073): their parcels with the carriers' timelines, and quotes. */

const SELLER_PARCELS = 200;

export async function listSellerParcels(deps: NdrDeps, userId: string): Promise<Parcel[]> {
  const seller = await requireOwnSeller(deps.db, userId);
  return sellerParcels(deps.db, await listParcelsOfSeller(deps.db, seller.id, SELLER_PARCELS));
}

/**
 * Every carrier set up here quotes the seller's part of an order at this size, side by side, cheapest first: from the
 * seller's pickup PIN code to the buyer's, for the cash the courier would collect. A carrier that cannot says why.
 */
export async function quoteParcel(deps: NdrDeps, userId: string, input: QuoteParcel): Promise<ParcelQuotes> {
  const seller = await requireOwnSeller(deps.db, userId);
  if (deps.carriers.size === 0) throw new AppError('conflict', /*i18n*/ 'No carrier is set up here: ship it by hand.');
  const part = isUuid(input.orderId) ? await sellerPartOf(deps.db, input.orderId, seller.id) : null;
  if (!part || part.lines.length === 0) throw new AppError('not_found', /*i18n*/ 'Order not found.');
  const request = {
    fromPincode: seller.pickupPincode,
    toPincode: part.order.pincode,
    cod: part.codPaise > 0,
    declaredValuePaise: part.totalPaise,
    weightGrams: input.weightGrams,
    lengthCm: input.lengthCm,
    breadthCm: input.breadthCm,
    heightCm: input.heightCm,
  };
  const answers = await Promise.all(
    [...deps.carriers.values()].map(async (carrier) => {
      try {
        return { carrier: carrier.name, answer: await carrier.quote(request), reason: null };
      } catch (error) {
        if (!(error instanceof CarrierUnavailable || error instanceof CarrierRefused)) throw error;
        deps.logger.warn({ err: error, carrier: carrier.name }, 'a carrier could not quote a parcel');
        return { carrier: carrier.name, answer: null, reason: error.message };
      }
    }),
  );
  const result: ParcelQuotes = { items: [], unquoted: [] };
  for (const { carrier, answer, reason } of answers) {
    if (!answer || !answer.serviceable) {
      result.unquoted.push({ carrier, reason: answer?.reason ?? reason ?? 'Not served' });
      continue;
    }
    const usable = answer.quotes.filter((quote) => !request.cod || quote.codAllowed);
    if (usable.length === 0) result.unquoted.push({ carrier, reason: 'No courier takes cash on delivery there' });
    result.items.push(...usable.map((quote) => ({ carrier, ...quote })));
  }
  result.items.sort((a, b) => a.ratePaise - b.ratePaise || a.days - b.days);
  return result;
}
