// What checkout and the cart need of a listing: the store, the product as it is now, and its seller (reads of
// the stores' and the catalog's tables, joined once).
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, sellers } from '../catalog/catalog.schema.ts';
import { creatorStores, storeListings } from '../stores/stores.schema.ts';

export function findListingOffers(db: Db, listingIds: string[]) {
  return db
    .select({
      listingId: storeListings.id,
      markupPaise: storeListings.markupPaise,
      storeId: creatorStores.id,
      storeHandle: creatorStores.handle,
      storeName: creatorStores.displayName,
      storeUserId: creatorStores.userId,
      productId: products.id,
      productName: products.name,
      basePricePaise: products.pricePaise,
      stock: products.stock,
      status: products.status,
      resellable: products.resellable,
      shipping: products.shipping,
      returnDays: products.returnPolicyDays,
      sellerId: sellers.id,
      sellerName: sellers.businessName,
      sellerUserId: sellers.userId,
    })
    .from(storeListings)
    .innerJoin(creatorStores, eq(creatorStores.id, storeListings.storeId))
    .innerJoin(products, eq(products.id, storeListings.productId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(inArray(storeListings.id, listingIds));
}
