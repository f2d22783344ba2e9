import type { ServiceContext } from '../../service-context.ts';
import { storePricePaise } from '#shared/catalog/markup.ts';
import { ATTRIBUTION_DAYS, MAX_LIST_ENTRIES } from '#shared/constants.ts';
import {
  type ListEntry,
  type ListEntryInput,
  type MergeLists,
  type ProductListName,
  type ProductLists,
} from '#shared/contracts/lists.ts';
import type { Db } from '../../db/client.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { getProductsForListings, isOnSaleInStores } from '../catalog/products-on-sale.service.ts';
import { listingsWithStore } from '../stores/listings.service.ts';
import {
  countEntries,
  deleteEntry,
  deleteListsOfUser,
  existingProductIds,
  insertEntries,
  listEntries,
  type ListEntryRow,
} from './lists.repository.ts';

const ATTRIBUTION_MS = ATTRIBUTION_DAYS * 24 * 60 * 60 * 1000;

/** The user's lists with each product as it is now: its store price, or null when no longer on sale. */
export async function getLists(context: ServiceContext, userId: string): Promise<ProductLists> {
  const { db, media } = context;
  const rows = await listEntries(db, userId);
  const [products, listings] = await Promise.all([
    getProductsForListings(db, media, [...new Set(rows.map((row) => row.productId))]),
    listingsWithStore(
      db,
      rows.flatMap((row) => (row.listingId ? [row.listingId] : [])),
    ),
  ]);
  const listingById = new Map(listings.map((listing) => [listing.id, listing]));
  const toEntry = (row: ListEntryRow): ListEntry[] => {
    const entry = products.get(row.productId);
    if (!entry) return [];
    const { product, withheld } = entry;
    const listing = row.listingId ? listingById.get(row.listingId) : undefined;
    const onSale = listing
      ? listing.storeOpen && isOnSaleInStores({ ...product, withheld })
      : product.status === 'active' && !withheld;
    return [
      {
        productId: product.id,
        listingId: listing?.id ?? null,
        storeHandle: listing?.handle ?? null,
        name: product.name,
        nameHi: product.nameHi,
        category: product.category,
        image: product.images[0] ?? null,
        pricePaise: onSale ? storePricePaise(product, listing?.markupPaise ?? 0) : null,
        originalPricePaise: product.originalPricePaise,
        ref: row.ref,
        utmSource: row.utmSource,
        addedAt: row.addedAt.toISOString(),
      },
    ];
  };
  return {
    saved: rows.filter((row) => row.list === 'saved').flatMap(toEntry),
    liked: rows.filter((row) => row.list === 'liked').flatMap(toEntry),
  };
}

/**
 * Rows for entries whose product exists; a listing that is not of that product
 * is dropped, and attribution older than 30 days is not kept.
 */
async function toRows(db: Db, userId: string, list: ProductListName, inputs: ListEntryInput[], now: Date) {
  const known = await existingProductIds(
    db,
    inputs.map((input) => input.productId),
  );
  const listings = await listingsWithStore(
    db,
    inputs.flatMap((input) => (input.listingId ? [input.listingId] : [])),
  );
  const listingProduct = new Map(listings.map((listing) => [listing.id, listing.productId]));
  return inputs
    .filter((input) => known.has(input.productId))
    .map((input) => {
      const addedAt = input.addedAt ? new Date(Math.min(Date.parse(input.addedAt), now.getTime())) : now;
      const attributed = now.getTime() - addedAt.getTime() <= ATTRIBUTION_MS;
      const listingId =
        input.listingId && listingProduct.get(input.listingId) === input.productId ? input.listingId : null;
      return {
        userId,
        list,
        productId: input.productId,
        listingId,
        ref: attributed ? (input.ref ?? null) : null,
        utmSource: attributed ? (input.utmSource ?? null) : null,
        addedAt,
      };
    });
}

async function requireRoom(db: Db, userId: string, list: ProductListName, adding: number): Promise<void> {
  if ((await countEntries(db, userId, list)) + adding > MAX_LIST_ENTRIES) {
    throw new AppError(
      'validation_failed',
      phrase(/*i18n*/ 'A list holds at most {max} products. Remove some first.', { max: MAX_LIST_ENTRIES }),
    );
  }
}

export async function addToList(
  context: ServiceContext,
  userId: string,
  list: ProductListName,
  input: ListEntryInput,
): Promise<ProductLists> {
  const { db, now } = context;
  const rows = await toRows(db, userId, list, [input], now);
  if (rows.length === 0) throw new AppError('not_found', /*i18n*/ 'Product not found.');
  await requireRoom(db, userId, list, 1);
  await insertEntries(db, rows);
  return getLists(context, userId);
}

export async function removeFromList(
  context: ServiceContext,
  userId: string,
  list: ProductListName,
  productId: string,
): Promise<ProductLists> {
  const { db } = context;
  if (isUuid(productId)) await deleteEntry(db, userId, list, productId);
  return getLists(context, userId);
}

/** Merges a visitor's local lists into the account at sign-in; products already on a list stay as they were. */
export async function mergeLists(context: ServiceContext, userId: string, lists: MergeLists): Promise<ProductLists> {
  const { db, now } = context;
  await db.transaction(async (tx) => {
    for (const list of ['saved', 'liked'] as const) {
      const rows = await toRows(tx, userId, list, lists[list], now);
      const room = MAX_LIST_ENTRIES - (await countEntries(tx, userId, list));
      await insertEntries(tx, rows.slice(0, Math.max(0, room)));
    }
  });
  return getLists(context, userId);
}

/** An erased account's saved and liked lists go (privacy). */
export function emptyErasedLists(tx: Db, userId: string): Promise<number> {
  return deleteListsOfUser(tx, userId);
}
