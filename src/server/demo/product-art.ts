import type { ProductCategory } from '#shared/catalog/categories.ts';
import type { ProductArt } from './product-art-kit.ts';
import { booksArt, electronicsArt, foodArt, homeArt } from './product-art-goods.ts';
import { beautyArt, fashionArt, fitnessArt, jewelleryArt } from './product-art-worn.ts';

export const productArtByCategory: Record<ProductCategory, readonly ProductArt[]> = {
  fashion: fashionArt,
  jewellery: jewelleryArt,
  beauty: beautyArt,
  electronics: electronicsArt,
  home: homeArt,
  fitness: fitnessArt,
  books: booksArt,
  food: foodArt,
};

/**
 * The picture for a product: one whose keywords match its name, else one of
 * its category's pictures chosen by a stable number so neighbours differ.
 */
export function chooseProductArt(category: string, name: string, variant: number): ProductArt {
  const own = productArtByCategory[category as ProductCategory] ?? productArtByCategory.home;
  const match = own.find((art) => art.keywords.test(name));
  if (match) return match;
  return own[Math.abs(variant) % own.length] as ProductArt;
}
