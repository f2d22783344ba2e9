import type { DiscoverResult } from '#shared/contracts/stores.ts';
import type { Db } from '../../db/client.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { getProductsForListings } from '../catalog/products.service.ts';
import { type ListingFilter, searchListings } from './listings.repository.ts';
import { searchStores } from './stores.repository.ts';
import { AVATAR_WIDTH } from './stores.service.ts';

const PRODUCTS_SHOWN = 24;
const STORES_SHOWN = 8;

/**
 * /shop: products in creators' stores and the stores themselves. With no words
 * or category it is the discovery page: the most followed stores and the newest picks.
 * A product several creators resell shows once, from the store that lists it first.
 */
export async function discover(
  db: Db,
  media: MediaStorage,
  query: { q?: string | undefined; category?: string | undefined },
): Promise<DiscoverResult> {
  const text = query.q || undefined;
  const [listings, stores] = await Promise.all([
    searchListings(db, { text, category: query.category || undefined }, PRODUCTS_SHOWN * 3),
    query.category && !text ? Promise.resolve([]) : searchStores(db, text, STORES_SHOWN),
  ]);
  const unique = firstPerProduct(listings, PRODUCTS_SHOWN);
  const products = await getProductsForListings(
    db,
    media,
    unique.map((listing) => listing.productId),
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
    products: unique.flatMap((listing) => {
      const product = products.get(listing.productId)?.product;
      if (!product) return [];
      return [
        {
          listingId: listing.listingId,
          storeHandle: listing.storeHandle,
          storeName: listing.storeName,
          pricePaise: product.pricePaise + listing.markupPaise,
          product: {
            id: product.id,
            name: product.name,
            category: product.category,
            originalPricePaise: product.originalPricePaise,
            images: product.images.slice(0, 1),
          },
        },
      ];
    }),
  };
}

export interface FoundProduct {
  listingId: string;
  storeHandle: string;
  storeName: string;
  name: string;
  category: string;
  /** What a buyer pays in that store. */
  pricePaise: number;
}

/**
 * Products on sale matching any of the words, a category and a price range
 * (the AI Manager's product answers). A product several creators resell shows
 * once, from the first store listing it.
 */
export async function findProducts(
  db: Db,
  filter: Omit<ListingFilter, 'text'>,
  limit: number,
): Promise<FoundProduct[]> {
  return firstPerProduct(await searchListings(db, filter, limit * 3), limit);
}

/** The first listing of each product, up to `limit`. */
function firstPerProduct<T extends { productId: string }>(listings: readonly T[], limit: number): T[] {
  const first = new Map<string, T>();
  for (const listing of listings) if (!first.has(listing.productId)) first.set(listing.productId, listing);
  return [...first.values()].slice(0, limit);
}
