// Listings as checkout and the cart price them: the store, the product as it is now, and its seller.
import { saleMarkupPaise } from '#shared/catalog/markup.ts';
import type { Db } from '../../db/client.ts';
import { isOnSaleInStores } from '../catalog/products-on-sale.service.ts';
import { findListingOffers } from './listings.repository.ts';

/** A listing as checkout needs it: the store, the product as it is now, and its seller. */
export interface OfferRow {
  listingId: string;
  markupPaise: number;
  storeId: string;
  storeHandle: string;
  storeName: string;
  storeUserId: string | null;
  productId: string;
  productName: string;
  productNameHi: string | null;
  category: string;
  hsnCode: string;
  gstRateBps: number;
  basePricePaise: number;
  stock: number;
  onSale: boolean;
  /** What a parcel holding it costs the buyer (0: free). */
  deliveryFeePaise: number;
  returnDays: number;
  sellerId: string;
  sellerName: string;
  sellerUserId: string | null;
  /** The seller's GST state (none until given) and whether they have a GSTIN: decision 038. */
  sellerStateCode: string | null;
  sellerPickupPincode: string;
  sellerGstRegistered: boolean;
  /** The discount the store's creator funds for a COD buyer paying now, in basis points (decision 072). */
  storePayNowDiscountBps: number;
}

/** The listings by id with what they cost now; unknown ids are left out. */
export async function findOffers(db: Db, listingIds: string[]): Promise<Map<string, OfferRow>> {
  if (listingIds.length === 0) return new Map();
  const rows = await findListingOffers(db, listingIds);
  return new Map(
    rows.map(({ status, resellable, withheld, storeOpen, mrpPaise, ...row }) => [
      row.listingId,
      {
        ...row,
        // Sold at the MRP at most, even when the seller lowered it after the creator set their markup.
        markupPaise: saleMarkupPaise({ pricePaise: row.basePricePaise, originalPricePaise: mrpPaise }, row.markupPaise),
        // A hidden store's listings, like a hidden product, are no longer sold (public-store.ts).
        onSale: storeOpen && isOnSaleInStores({ status, resellable, withheld }),
      },
    ]),
  );
}
