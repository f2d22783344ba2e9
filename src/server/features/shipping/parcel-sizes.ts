import type { SuggestedParcelSize } from '#shared/contracts/shipping.ts';
import type { ProductCategory } from '#shared/catalog/categories.ts';
import { CATEGORY_PARCEL_SIZES, type ParcelSize, TYPICAL_PARCEL } from '#shared/parcel-sizes.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { categoriesOfProducts } from '../catalog/products-on-sale.service.ts';
import { requireOwnSeller } from '../catalog/sellers.service.ts';
import { sellerPartOf } from '../orders/seller-part.ts';
import { findParcelSize, saveParcelSize } from './carrier-choice.repository.ts';

/*
 * Parcel sizes remembered per product (issue 38; decision 073): the size a seller books one product's parcel at is
 * offered the next time; before that, the usual box of its category, a unit's weight times the units.
 */

/** The size to start the seller's booking of an order from. */
export async function suggestedParcelSize(db: Db, userId: string, orderId: string): Promise<SuggestedParcelSize> {
  const seller = await requireOwnSeller(db, userId);
  const part = isUuid(orderId) ? await sellerPartOf(db, orderId, seller.id) : null;
  if (!part || part.lines.length === 0) throw new AppError('not_found', /*i18n*/ 'Order not found.');
  const products = [...new Set(part.lines.map((line) => line.productId))];
  const [only] = products;
  const remembered = products.length === 1 && only ? await findParcelSize(db, seller.id, only) : null;
  if (remembered) return { ...remembered, source: 'product' };
  const categories = await categoriesOfProducts(db, products);
  const boxes = part.lines.map((line) => {
    const box = CATEGORY_PARCEL_SIZES[categories.get(line.productId) as ProductCategory] ?? null;
    return { box, units: line.quantity };
  });
  if (boxes.some(({ box }) => box === null)) return { ...TYPICAL_PARCEL, source: 'typical' };
  const sized = boxes as { box: ParcelSize; units: number }[];
  const largest = sized.map(({ box }) => box).toSorted((a, b) => volume(b) - volume(a))[0] ?? TYPICAL_PARCEL;
  const weightGrams = sized.reduce((total, { box, units }) => total + box.weightGrams * units, 0);
  return { ...largest, weightGrams: Math.min(weightGrams, 50_000), source: 'category' };
}

const volume = (box: ParcelSize) => box.lengthCm * box.breadthCm * box.heightCm;

/** After a booking: the size is remembered for the product when the parcel held that product alone. */
export async function rememberParcelSize(
  db: Db,
  sellerId: string,
  productIds: string[],
  size: ParcelSize,
  at: Date,
): Promise<void> {
  const products = [...new Set(productIds)];
  const [only] = products;
  if (products.length === 1 && only) await saveParcelSize(db, sellerId, only, size, at);
}
