import { PARCEL_DELIVERY_FEE_PAISE, type PriceSummary, type Quote, type QuotedLine } from '#shared/contracts/cart.ts';
import type { Db } from '../../db/client.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { firstImages } from '../catalog/products.service.ts';
import { findOffers, type OfferRow } from '../stores/listing-offers.service.ts';

export const unitPrice = (offer: Pick<OfferRow, 'basePricePaise' | 'markupPaise'>) =>
  offer.basePricePaise + offer.markupPaise;

/**
 * Free shipping is the seller's promise per product: "Free", "Free, insured", or
 * left empty (the product's default is "Free", and so the popup reads it). A
 * parcel with any other product pays one flat fee.
 */
const shipsFree = (shipping: string) => /^(free\b|$)/i.test(shipping.trim());

/** What delivery adds when this product ships on its own: the trust strip's "Free delivery" or "₹49 delivery". */
export const deliveryFeeFor = (shipping: string) => (shipsFree(shipping) ? 0 : PARCEL_DELIVERY_FEE_PAISE);

/**
 * The delivery fee each line carries: a seller's parcel with any product that
 * does not ship free pays one flat fee, carried by that seller's first line.
 */
export function parcelDelivery(lines: { sellerId: string; shipping: string }[]): number[] {
  const paidParcels = new Set(lines.filter((line) => !shipsFree(line.shipping)).map((line) => line.sellerId));
  const carried = new Set<string>();
  return lines.map((line) => {
    if (!paidParcels.has(line.sellerId) || carried.has(line.sellerId)) return 0;
    carried.add(line.sellerId);
    return PARCEL_DELIVERY_FEE_PAISE;
  });
}

/** Items, delivery (per seller's parcel) and total for lines that can be ordered. */
export function summarize(
  lines: { sellerId: string; shipping: string; unitPricePaise: number; quantity: number }[],
): PriceSummary {
  const itemsPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const deliveryPaise = parcelDelivery(lines).reduce((sum, fee) => sum + fee, 0);
  return { itemsPaise, deliveryPaise, totalPaise: itemsPaise + deliveryPaise };
}

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
export async function quoteLines(db: Db, media: MediaStorage, requests: LineRequest[]): Promise<Quote> {
  const offers = await findOffers(
    db,
    requests.map((line) => line.listingId),
  );
  const images = await firstImages(
    db,
    media,
    [...offers.values()].map((offer) => offer.productId),
  );
  const priced: (QuotedLine & { sellerId: string; shipping: string })[] = [];
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
      shipping: offer.shipping,
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
  return {
    lines: priced.map(({ sellerId: _seller, shipping: _shipping, ...line }) => line),
    summary: summarize(priced.filter((line) => line.problem === null)),
  };
}
