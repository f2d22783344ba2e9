/** The product categories of the marketplace, in display order. */
export const productCategories = [
  { id: 'fashion', label: 'Fashion' },
  { id: 'jewellery', label: 'Jewellery' },
  { id: 'beauty', label: 'Beauty' },
  { id: 'electronics', label: 'Electronics' },
  { id: 'home', label: 'Home & Living' },
  { id: 'fitness', label: 'Fitness' },
  { id: 'books', label: 'Books & Stationery' },
  { id: 'food', label: 'Food & Gourmet' },
] as const;

export type ProductCategory = (typeof productCategories)[number]['id'];

export const productCategoryIds = productCategories.map((category) => category.id) as [
  ProductCategory,
  ...ProductCategory[],
];

/** A category's display name; an id Haat does not know is shown as it is. */
export const categoryLabel = (id: string): string =>
  productCategories.find((category) => category.id === id)?.label ?? id;
