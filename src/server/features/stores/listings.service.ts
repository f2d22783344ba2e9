import type { ServiceContext } from '../../service-context.ts';
import { highestMarkupPaise, storePricePaise } from '#shared/catalog/markup.ts';
import type { Listing, ResellableQuery, SourcingProduct, StoreProduct } from '#shared/contracts/catalog.ts';
import { formatRupees } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { ratingOf } from '../catalog/feedback.service.ts';
import {
  getProductsForListings,
  isOnSaleInStores,
  type ProductForListing,
  whyNotOnSaleInStores,
} from '../catalog/products-on-sale.service.ts';
import { searchResellableProducts } from '../catalog/resellable-search.service.ts';
import {
  deleteListing,
  findListing,
  findListingsWithStore,
  insertListing,
  type ListingRow,
  listListings,
  listStoresSellingFor,
  listVisibleProductIds,
  nextListingPosition,
  updateListingRow,
} from './listings.repository.ts';
import { searchStoreListings } from './listing-search.repository.ts';
import { findStoreByHandle } from './stores.repository.ts';
import { deliveryAcrossIndia } from '../geo/geo.service.ts';
import { deliveredUnits } from '../orders/store-sales.ts';
import { requireOwnStore } from './own-store.ts';
import { publicStoreOrNotFound } from './public-store.ts';

function checkMarkup(entry: ProductForListing, markupPaise: number): void {
  const { product, maxMarkupPercent: cap } = entry;
  if (markupPaise <= highestMarkupPaise(product, cap)) return;
  const mrp = product.originalPricePaise;
  const message =
    mrp !== null && markupPaise > mrp - product.pricePaise
      ? phrase(/*i18n*/ 'Buyers cannot pay more than the MRP ({mrp}): the markup can be at most {most}.', {
          mrp: formatRupees(mrp),
          most: formatRupees(Math.max(0, mrp - product.pricePaise)),
        })
      : phrase(/*i18n*/ 'The seller allows a markup of at most {cap}% of the base price.', { cap: cap ?? 0 });
  throw new AppError('validation_failed', message, { fields: { markupPaise: [message] } });
}

/** A product can sit in a store while it is on sale, its seller lets creators resell it and Haat has not withheld it. */
const sellable = (entry: ProductForListing | undefined): entry is ProductForListing =>
  entry !== undefined && isOnSaleInStores({ ...entry.product, withheld: entry.withheld });

function toListing(row: ListingRow, entry: ProductForListing): Listing {
  return {
    id: row.id,
    markupPaise: row.markupPaise,
    position: row.position,
    featured: row.featured,
    buyerPricePaise: storePricePaise(entry.product, row.markupPaise),
    product: entry.product,
    sellerChargesGst: entry.seller.chargesGst,
    unavailable: whyNotOnSaleInStores(entry),
  };
}

/**
 * Products a creator may resell, with base prices and markup caps: only for
 * creators with a store, since those figures would let anyone work out every
 * creator's markup from their store's prices.
 */
export async function findResellableForCreator(
  context: ServiceContext,
  userId: string,
  query: ResellableQuery,
): Promise<SourcingProduct[]> {
  const { db, media } = context;
  await requireOwnStore(db, userId);
  return searchResellableProducts(db, media, query);
}

/**
 * The creator's own listings, those buyers cannot see included (each says why: Haat withheld it, or its seller
 * withdrew it), so the creator knows and can remove them.
 */
export async function listOwnListings(context: ServiceContext, userId: string): Promise<Listing[]> {
  const { db, media } = context;
  const store = await requireOwnStore(db, userId);
  const rows = await listListings(db, store.id);
  const products = await getProductsForListings(
    db,
    media,
    rows.map((row) => row.productId),
  );
  return rows.flatMap((row) => {
    const entry = products.get(row.productId);
    return entry ? [toListing(row, entry)] : [];
  });
}

export async function addListing(
  context: ServiceContext,
  userId: string,
  input: { productId: string; markupPaise: number },
): Promise<Listing> {
  const { db, media, now } = context;
  const store = await requireOwnStore(db, userId);
  const entry = (await getProductsForListings(db, media, [input.productId])).get(input.productId);
  if (!sellable(entry)) {
    throw new AppError('validation_failed', /*i18n*/ 'This product cannot be resold.', {
      fields: {
        productId: [/*i18n*/ 'This product cannot be resold.'],
      },
    });
  }
  checkMarkup(entry, input.markupPaise);
  const row = await insertListing(db, {
    storeId: store.id,
    productId: input.productId,
    markupPaise: input.markupPaise,
    position: await nextListingPosition(db, store.id),
    createdAt: now,
  });
  if (!row) throw new AppError('conflict', /*i18n*/ 'This product is already in your store.');
  return toListing(row, entry);
}

export async function updateListing(
  context: ServiceContext,
  userId: string,
  listingId: string,
  changes: { markupPaise?: number | undefined; featured?: boolean | undefined; position?: number | undefined },
): Promise<Listing> {
  const { db, media } = context;
  const store = await requireOwnStore(db, userId);
  const row = isUuid(listingId) ? await findListing(db, store.id, listingId) : null;
  if (!row) throw new AppError('not_found', /*i18n*/ 'Listing not found.');
  const entry = (await getProductsForListings(db, media, [row.productId])).get(row.productId);
  if (!entry) throw new AppError('not_found', /*i18n*/ 'Listing not found.');
  if (changes.markupPaise !== undefined) checkMarkup(entry, changes.markupPaise);
  const updated = await updateListingRow(db, row.id, {
    ...(changes.markupPaise === undefined ? {} : { markupPaise: changes.markupPaise }),
    ...(changes.featured === undefined ? {} : { featured: changes.featured }),
    ...(changes.position === undefined ? {} : { position: changes.position }),
  });
  if (!updated) throw new AppError('not_found', /*i18n*/ 'Listing not found.');
  return toListing(updated, entry);
}

export async function removeListing(db: Db, userId: string, listingId: string): Promise<void> {
  const store = await requireOwnStore(db, userId);
  if (!isUuid(listingId) || !(await deleteListing(db, store.id, listingId)))
    throw new AppError('not_found', /*i18n*/ 'Listing not found.');
}

/** What buyers see in /@{handle}: products on sale, at base + markup, featured first. */
export async function getStoreProducts(context: ServiceContext, handle: string): Promise<StoreProduct[]> {
  const { db, media } = context;
  const store = publicStoreOrNotFound(await findStoreByHandle(db, handle));
  return listStoreProducts(db, media, store.id);
}

/** The most listings a store's search answers: more than any store's page shows. */
const STORE_SEARCH_LIMIT = 500;

/** The listings of /@{handle} whose products match what was typed in the store's search box, best match first. */
export async function searchStoreProducts(db: Db, handle: string, text: string): Promise<string[]> {
  const store = publicStoreOrNotFound(await findStoreByHandle(db, handle));
  return searchStoreListings(db, store.id, text, STORE_SEARCH_LIMIT);
}

/** A found store's products as buyers see them (for callers that already hold the store). */
export async function listStoreProducts(db: Db, media: MediaStorage, storeId: string): Promise<StoreProduct[]> {
  const rows = await listListings(db, storeId);
  const products = await getProductsForListings(
    db,
    media,
    rows.map((row) => row.productId),
  );
  const visible = rows.flatMap((row) => {
    const entry = products.get(row.productId);
    if (!sellable(entry)) return [];
    const { pricePaise: _base, stock, resellable: _resellable, status: _status, ...product } = entry.product;
    const { dispatchDays, chargesGst: _chargesGst, ...seller } = entry.seller;
    return [
      {
        listingId: row.id,
        featured: row.featured,
        pricePaise: storePricePaise(entry.product, row.markupPaise),
        product,
        inStock: stock > 0,
        seller,
        delivery: { feePaise: product.deliveryFeePaise, dispatchDays, ...deliveryAcrossIndia(dispatchDays) },
      },
    ];
  });
  return visible.toSorted((a, b) => Number(b.featured) - Number(a.featured));
}

/** A store's figures: how many visible listings, their review rating, and the units it has delivered. */
export async function getStoreFigures(
  db: Db,
  storeId: string,
): Promise<{ products: number; rating: number; reviews: number; sales: number }> {
  const visible = isUuid(storeId) ? await listVisibleProductIds(db, storeId) : [];
  const [{ rating, reviewCount }, sales] = await Promise.all([
    ratingOf(db, visible),
    isUuid(storeId) ? deliveredUnits(db, storeId) : 0,
  ]);
  return { products: visible.length, rating, reviews: reviewCount, sales };
}

/** The listings by id with their product, markup and store's handle (other features' view of a listing). */
export function listingsWithStore(
  db: Db,
  ids: string[],
): Promise<{ id: string; productId: string; markupPaise: number; handle: string; storeOpen: boolean }[]> {
  return findListingsWithStore(db, ids);
}

/** The stores listing the seller's products (by id), with how many they list (the seller's dashboard). */
export function storesSellingFor(db: Db, sellerId: string): Promise<{ storeId: string; listings: number }[]> {
  return listStoresSellingFor(db, sellerId);
}
