import type { PriceSummary, Quote, QuotedLine } from '#shared/contracts/cart.ts';
import type { ServiceContext } from '../../service-context.ts';
import { firstImages } from '../catalog/products.service.ts';
import { findOffers, type OfferRow } from '../stores/listing-offers.service.ts';

export const unitPrice = (offer: Pick<OfferRow, 'basePricePaise' | 'markupPaise'>) =>
  offer.basePricePaise + offer.markupPaise;

/**
 * The delivery fee each line carries. A seller's part of an order ships as one parcel, which costs the highest fee
 * its products ask (each product's fee is what its seller set: 0 ships free), carried by that seller's first line.
 */
export function parcelDelivery(lines: { sellerId: string; deliveryFeePaise: number }[]): number[] {
  const parcelFee = new Map<string, number>();
  for (const line of lines)
    parcelFee.set(line.sellerId, Math.max(parcelFee.get(line.sellerId) ?? 0, line.deliveryFeePaise));
  const carried = new Set<string>();
  return lines.map((line) => {
    if (carried.has(line.sellerId)) return 0;
    carried.add(line.sellerId);
    return parcelFee.get(line.sellerId) ?? 0;
  });
}

/** Items, delivery (per seller's parcel) and total for lines that can be ordered. */
export function summarize(
  lines: { sellerId: string; deliveryFeePaise: number; unitPricePaise: number; quantity: number }[],
): PriceSummary {
  const itemsPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const deliveryPaise = parcelDelivery(lines).reduce((sum, fee) => sum + fee, 0);
  return { itemsPaise, deliveryPaise, codFeePaise: 0, totalPaise: itemsPaise + deliveryPaise };
}

/** How many sellers' parcels these lines ship in. */
export const parcelCount = (lines: { sellerId: string }[]): number => new Set(lines.map((line) => line.sellerId)).size;

interface LineRequest {
  listingId: string;
  quantity: number;
  ref?: string | null | undefined;
  utmSource?: string | null | undefined;
}

/**
 * Prices cart lines as they are now, in the order given. A line no longer on
 * sale is `gone`, one asking more than the stock is `short`; neither counts in the summary.
 */
export async function quoteLines(
  { db, media }: Pick<ServiceContext, 'db' | 'media'>,
  requests: LineRequest[],
): Promise<Quote> {
  const offers = await findOffers(
    db,
    requests.map((line) => line.listingId),
  );
  const images = await firstImages(
    db,
    media,
    [...offers.values()].map((offer) => offer.productId),
  );
  const priced: (QuotedLine & { sellerId: string; deliveryFeePaise: number })[] = [];
  for (const request of requests) {
    const offer = offers.get(request.listingId);
    if (!offer) continue;
    priced.push({
      listingId: offer.listingId,
      productId: offer.productId,
      storeId: offer.storeId,
      storeHandle: offer.storeHandle,
      storeName: offer.storeName,
      sellerName: offer.sellerName,
      sellerId: offer.sellerId,
      deliveryFeePaise: offer.deliveryFeePaise,
      name: offer.productName,
      nameHi: offer.productNameHi,
      image: images.get(offer.productId) ?? null,
      unitPricePaise: unitPrice(offer),
      quantity: request.quantity,
      available: offer.onSale ? offer.stock : 0,
      problem: !offer.onSale ? 'gone' : offer.stock < request.quantity ? 'short' : null,
      ref: request.ref ?? null,
      utmSource: request.utmSource ?? null,
    });
  }
  const orderable = priced.filter((line) => line.problem === null);
  return {
    lines: priced.map(({ sellerId: _seller, deliveryFeePaise: _fee, ...line }) => line),
    summary: summarize(orderable),
    parcels: parcelCount(orderable),
  };
}
