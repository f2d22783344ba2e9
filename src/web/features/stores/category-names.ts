import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductCategory } from '#shared/catalog/categories.ts';

/*
 * The marketplace's categories as buyers read them, in the page's language. The ids and their English labels
 * are shared data (#shared/catalog/categories.ts, which the server uses too); their names on screen come from here.
 */
const CATEGORY_NAMES: Record<ProductCategory, MessageDescriptor> = {
  fashion: msg`Fashion`,
  jewellery: msg`Jewellery`,
  beauty: msg`Beauty`,
  electronics: msg`Electronics`,
  home: msg`Home & Living`,
  fitness: msg`Fitness`,
  books: msg`Books & Stationery`,
  food: msg`Food & Gourmet`,
};

const isKnown = (id: string): id is ProductCategory => Object.hasOwn(CATEGORY_NAMES, id);

/** A category's name in the page's language; an id Haat does not know is shown as it is. */
export function categoryName(i18n: I18n, id: string): string {
  return isKnown(id) ? i18n._(CATEGORY_NAMES[id]) : id;
}
