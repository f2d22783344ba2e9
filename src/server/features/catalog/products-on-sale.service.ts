import type { ListingUnavailableReason, Product } from '#shared/contracts/catalog.ts';
import type { Db } from '../../db/client.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { withImages } from './products.service.ts';
import { findProduct, findProductsWithSeller } from './products.repository.ts';

/*
 * Catalog's rule for what is on sale through creators' stores (productOnSaleInStores in catalog.schema.ts is the SQL),
 * for the features that show products in stores, lists and campaigns: the products with their sellers, whether each
 * is on sale, and why one is not.
 */

export interface ProductForListing {
  product: Product;
  /** Hidden by an operator, or its seller suspended: out of public view whatever its status. */
  withheld: boolean;
  /** Which of the two (both may hold). */
  hidden: boolean;
  sellerSuspended: boolean;
  /** The seller's cap on a creator's markup, as a percentage of the base price. */
  maxMarkupPercent: number | null;
  /** Who sells it, from which city, and how many days they take to dispatch. */
  seller: { id: string; slug: string; name: string; city: string; dispatchDays: number; chargesGst: boolean };
}

/** Products by id, as DTOs with their seller and the seller's markup cap; missing ids are left out. */
export async function getProductsForListings(
  db: Db,
  media: MediaStorage,
  ids: string[],
): Promise<Map<string, ProductForListing>> {
  const rows = await findProductsWithSeller(db, ids);
  const dtos = await withImages(
    db,
    media,
    rows.map((row) => row.product),
  );
  return new Map(
    dtos.map((dto, index) => {
      const row = rows[index] as (typeof rows)[number];
      return [
        dto.id,
        {
          product: dto,
          withheld: row.withheld,
          hidden: row.hidden,
          sellerSuspended: row.sellerSuspended,
          maxMarkupPercent: row.maxMarkupPercent,
          seller: row.seller,
        },
      ];
    }),
  );
}

/**
 * A product buyers can get through creators' stores (productOnSaleInStores in catalog.schema.ts is the SQL).
 * `withheld`: hidden by an operator or its seller suspended (ProductForListing has it).
 */
export const isOnSaleInStores = (product: { status: string; resellable: boolean; withheld: boolean }) =>
  product.status === 'active' && product.resellable && !product.withheld;

/**
 * Why a product is not on sale through creators' stores (isOnSaleInStores), Haat's reasons first: what a creator is
 * told of their listing of it. Null while it is on sale.
 */
export function whyNotOnSaleInStores(
  entry: Pick<ProductForListing, 'hidden' | 'sellerSuspended'> & { product: Pick<Product, 'status' | 'resellable'> },
): ListingUnavailableReason | null {
  if (entry.sellerSuspended) return 'seller_suspended';
  if (entry.hidden) return 'hidden_by_haat';
  if (entry.product.status !== 'active') return 'archived';
  if (!entry.product.resellable) return 'not_resellable';
  return null;
}

/** Whether the product is one of the seller's, on sale and not hidden by Haat (what a campaign's gift must be). */
export async function isSellersProductOnSale(db: Db, productId: string, sellerId: string): Promise<boolean> {
  const product = await findProduct(db, productId);
  return product?.sellerId === sellerId && product.status === 'active' && product.hiddenAt === null;
}

/** Each product's category (a parcel's default size follows it). */
export async function categoriesOfProducts(db: Db, productIds: string[]): Promise<Map<string, string>> {
  const rows = await findProductsWithSeller(db, [...new Set(productIds)]);
  return new Map(rows.map((row) => [row.product.id, row.product.category]));
}
