/** The product categories of the marketplace, in display order. */
export const productCategories = [
  { id: 'fashion', label: /*i18n*/ 'Fashion' },
  { id: 'jewellery', label: /*i18n*/ 'Jewellery' },
  { id: 'beauty', label: /*i18n*/ 'Beauty' },
  { id: 'electronics', label: /*i18n*/ 'Electronics' },
  { id: 'home', label: /*i18n*/ 'Home & Living' },
  { id: 'fitness', label: /*i18n*/ 'Fitness' },
  { id: 'books', label: /*i18n*/ 'Books & Stationery' },
  { id: 'food', label: /*i18n*/ 'Food & Gourmet' },
] as const;

export type ProductCategory = (typeof productCategories)[number]['id'];

export const productCategoryIds = productCategories.map((category) => category.id) as [
  ProductCategory,
  ...ProductCategory[],
];

/** A category's display name; an id Haat does not know is shown as it is. */
export const categoryLabel = (id: string): string =>
  productCategories.find((category) => category.id === id)?.label ?? id;
