import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productColumns, products } from './catalog.schema.ts';
import type { NewProductRow, ProductRow } from './products.repository.ts';

/** Rows per statement: some 20 values each stays far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

/** The seller's products that have a SKU, held until the transaction ends so an import decides on what it writes. */
export function lockSellerProductsWithSku(db: Db, sellerId: string): Promise<ProductRow[]> {
  return db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.sellerId, sellerId), isNotNull(products.sku)))
    .for('update');
}

/**
 * Writes whole product rows by the seller's SKU: a new SKU inserts, a known one updates the columns a catalog file
 * holds. Batched, a few statements for thousands of rows.
 */
export async function upsertProductsBySku(db: Db, rows: NewProductRow[], at: Date): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insert(products)
      .values(rows.slice(start, start + CHUNK))
      .onConflictDoUpdate({
        target: [products.sellerId, products.sku],
        set: {
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          nameHi: sql`excluded.name_hi`,
          descriptionHi: sql`excluded.description_hi`,
          category: sql`excluded.category`,
          pricePaise: sql`excluded.price_paise`,
          originalPricePaise: sql`excluded.original_price_paise`,
          stock: sql`excluded.stock`,
          hsnCode: sql`excluded.hsn_code`,
          gstRateBps: sql`excluded.gst_rate_bps`,
          returnPolicyDays: sql`excluded.return_policy_days`,
          resellable: sql`excluded.resellable`,
          maxMarkupPercent: sql`excluded.max_markup_percent`,
          legalMetrology: sql`excluded.legal_metrology`,
          updatedAt: at,
        },
      });
  }
}
