import type { Locale } from './locales.ts';

/** A product's own words, with the Hindi its seller may have given. */
interface ProductWords {
  name: string;
  nameHi?: string | null;
  description?: string;
  descriptionHi?: string | null;
}

/**
 * A product as a page in `locale` shows it: on a Hindi page, the seller's Hindi name and description where they gave
 * them (each on its own), else their words as written. Only the seller's own words: nothing is machine-translated.
 */
export function productInLanguage<T extends ProductWords>(product: T, locale: Locale): T {
  if (locale !== 'hi' || (!product.nameHi && !product.descriptionHi)) return product;
  return {
    ...product,
    name: product.nameHi || product.name,
    ...(product.description === undefined ? {} : { description: product.descriptionHi || product.description }),
  };
}
