import type { ServiceContext } from '../../service-context.ts';
import { storePricePaise } from '#shared/catalog/markup.ts';
import type { DiscoverResult } from '#shared/contracts/stores.ts';
import type { Db } from '../../db/client.ts';
import { getProductsForListings } from '../catalog/products-on-sale.service.ts';
import { type FoundListing, type ListingFilter, searchListings } from './listing-search.repository.ts';
import { searchStores } from './stores.repository.ts';
import { AVATAR_WIDTH } from './stores.service.ts';

const PRODUCTS_SHOWN = 24;
const STORES_SHOWN = 8;

/**
 * /shop: products in creators' stores and the stores themselves. With no words
 * or category it is the discovery page: the most followed stores and the newest picks.
 * A product several creators resell shows once, from the store that shows it first.
 */
export async function discover(
  context: ServiceContext,
  query: { q?: string | undefined; category?: string | undefined },
): Promise<DiscoverResult> {
  const { db, media } = context;
  const text = query.q || undefined;
  const [listings, stores] = await Promise.all([
    searchListings(db, { text, category: query.category || undefined }, PRODUCTS_SHOWN),
    query.category && !text ? Promise.resolve([]) : searchStores(db, text, STORES_SHOWN),
  ]);
  const products = await getProductsForListings(
    db,
    media,
    listings.map((listing) => listing.productId),
  );
  return {
    stores: stores.map((store) => ({
      id: store.id,
      handle: store.handle,
      displayName: store.displayName,
      bio: store.bio,
      avatarUrl: store.avatarKey ? media.url(`${store.avatarKey}-${AVATAR_WIDTH}.webp`) : null,
      productCount: store.productCount,
    })),
    products: listings.flatMap((listing) => {
      const product = products.get(listing.productId)?.product;
      if (!product) return [];
      return [
        {
          listingId: listing.listingId,
          storeHandle: listing.storeHandle,
          storeName: listing.storeName,
          pricePaise: storePricePaise(product, listing.markupPaise),
          product: {
            id: product.id,
            name: product.name,
            nameHi: product.nameHi,
            category: product.category,
            originalPricePaise: product.originalPricePaise,
            images: product.images.slice(0, 1),
          },
        },
      ];
    }),
  };
}

/**
 * Products on sale matching any of the words, a category and a price range (the AI Manager's product answers), each
 * once, from the store that shows it first.
 */
export function findProducts(db: Db, filter: Omit<ListingFilter, 'text'>, limit: number): Promise<FoundListing[]> {
  return searchListings(db, filter, limit);
}
