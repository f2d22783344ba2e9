import type { ProductCategory } from './catalog/categories.ts';

/** A parcel's packed weight and box. */
export interface ParcelSize {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/**
 * The box a category's item usually ships in, packed: where the seller's parcel form starts until the seller has
 * packed the product before (Haat's own starting points, not a carrier's rule; the seller changes them to the box).
 */
export const CATEGORY_PARCEL_SIZES: Record<ProductCategory, ParcelSize> = {
  fashion: { weightGrams: 500, lengthCm: 30, breadthCm: 25, heightCm: 5 },
  jewellery: { weightGrams: 200, lengthCm: 15, breadthCm: 10, heightCm: 5 },
  beauty: { weightGrams: 400, lengthCm: 20, breadthCm: 15, heightCm: 10 },
  electronics: { weightGrams: 800, lengthCm: 25, breadthCm: 20, heightCm: 10 },
  home: { weightGrams: 1_500, lengthCm: 35, breadthCm: 25, heightCm: 20 },
  fitness: { weightGrams: 1_500, lengthCm: 40, breadthCm: 30, heightCm: 15 },
  books: { weightGrams: 600, lengthCm: 25, breadthCm: 20, heightCm: 5 },
  food: { weightGrams: 1_000, lengthCm: 25, breadthCm: 20, heightCm: 15 },
};

/** A small box of half a kilo: where nothing else says. */
export const TYPICAL_PARCEL: ParcelSize = { weightGrams: 500, lengthCm: 20, breadthCm: 15, heightCm: 10 };
