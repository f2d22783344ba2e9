import type { ProductCategory } from './catalog/categories.ts';

/*
 * Legal Metrology as Haat needs it (issue 39): which products are packaged commodities, what a listing of one must
 * declare, and the unit sale price. Dated data with its sources, like the GST schedules (gst.ts); when a rule
 * changes, add the new one with its date rather than editing the old.
 */

export interface LegalMetrologyRule {
  /** India's date the rule took effect (YYYY-MM-DD). */
  from: string;
  source: string;
  says: string;
}

export const LEGAL_METROLOGY_RULES = {
  /** The declarations on every package. */
  declarations: {
    from: '2011-07-01',
    source: 'Legal Metrology (Packaged Commodities) Rules, 2011 (G.S.R. 427(E), 7 June 2011), rule 6(1)',
    says: 'Name and address of the manufacturer, packer or importer; country of origin; common or generic name; net quantity; retail sale price (MRP) inclusive of all taxes; consumer care details; best before or use by date for food.',
  },
  /** The same declarations, shown where the product is sold online. */
  eCommerce: {
    from: '2018-01-01',
    source:
      'Legal Metrology (Packaged Commodities) Rules, 2011, rule 6(10), inserted by the Amendment Rules, 2017 (G.S.R. 629(E), 23 June 2017)',
    says: 'An e-commerce entity ensures the declarations of rule 6(1) are displayed on its digital and electronic network.',
  },
  /** The unit sale price. */
  unitSalePrice: {
    from: '2022-12-01',
    source:
      'Legal Metrology (Packaged Commodities) Rules, 2011, rule 6(11), substituted by G.S.R. 226(E), 28 March 2022',
    says: 'Price per gram under 1 kg and per kilogram over it (per ml / litre, per cm / metre, per number or unit); not declared when it equals the retail sale price.',
  },
} as const satisfies Record<string, LegalMetrologyRule>;

/** Categories whose products are sold in packages: food, personal care (beauty) and home goods. */
export const PACKAGED_CATEGORIES: readonly ProductCategory[] = ['food', 'beauty', 'home'];
/** Of those, the perishable ones, which declare a best before date. */
export const PERISHABLE_CATEGORIES: readonly ProductCategory[] = ['food'];

export const isPackagedCategory = (category: string): boolean =>
  (PACKAGED_CATEGORIES as readonly string[]).includes(category);
export const isPerishableCategory = (category: string): boolean =>
  (PERISHABLE_CATEGORIES as readonly string[]).includes(category);

export const makerRoles = ['manufacturer', 'packer', 'importer'] as const;
export type MakerRole = (typeof makerRoles)[number];

/** Units of a net quantity: mass, volume, length, or a number of items. */
export const netQuantityUnits = ['g', 'kg', 'ml', 'l', 'cm', 'm', 'unit'] as const;
export type NetQuantityUnit = (typeof netQuantityUnits)[number];

/** A product's Legal Metrology declarations as stored; each is optional outside the packaged categories. */
export interface LegalMetrology {
  makerRole?: MakerRole | undefined;
  makerName?: string | undefined;
  makerAddress?: string | undefined;
  countryOfOrigin?: string | undefined;
  genericName?: string | undefined;
  netQuantity?: number | undefined;
  netQuantityUnit?: NetQuantityUnit | undefined;
  /** Free text: "9 months from packing", or a date. */
  bestBefore?: string | undefined;
}

export type DeclarationKey = keyof LegalMetrology;
/** A declaration a product can miss: one of its Legal Metrology fields, or its MRP. */
export type MissingDeclaration = `legalMetrology.${DeclarationKey}` | 'originalPricePaise';

/** The declarations, in the order a package shows them, each with a short name and what to do when it is missing. */
export const DECLARATIONS: readonly { field: MissingDeclaration; name: string; missing: string }[] = [
  {
    field: 'legalMetrology.makerRole',
    name: /*i18n*/ 'manufacturer, packer or importer',
    missing: /*i18n*/ 'Choose manufacturer, packer or importer: packaged goods must say who.',
  },
  {
    field: 'legalMetrology.makerName',
    name: /*i18n*/ 'maker’s name',
    missing: /*i18n*/ 'Give the name of the manufacturer, packer or importer.',
  },
  {
    field: 'legalMetrology.makerAddress',
    name: /*i18n*/ 'maker’s address',
    missing: /*i18n*/ 'Give their complete address, with the PIN code.',
  },
  {
    field: 'legalMetrology.countryOfOrigin',
    name: /*i18n*/ 'country of origin',
    missing: /*i18n*/ 'Give the country of origin.',
  },
  {
    field: 'legalMetrology.genericName',
    name: /*i18n*/ 'generic name',
    missing: /*i18n*/ 'Give its common or generic name, e.g. tea or face oil.',
  },
  {
    field: 'legalMetrology.netQuantity',
    name: /*i18n*/ 'net quantity',
    missing: /*i18n*/ 'Give the net quantity.',
  },
  {
    field: 'legalMetrology.netQuantityUnit',
    name: /*i18n*/ 'unit of the net quantity',
    missing: /*i18n*/ 'Choose the unit of the net quantity.',
  },
  {
    field: 'legalMetrology.bestBefore',
    name: /*i18n*/ 'best before',
    missing: /*i18n*/ 'Say when it is best before, e.g. 9 months from packing.',
  },
  {
    field: 'originalPricePaise',
    name: /*i18n*/ 'MRP',
    missing: /*i18n*/ 'Give the MRP (inclusive of all taxes): packaged goods must show it.',
  },
];

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** The declarations as they should be kept: empty texts left out, and none at all when nothing is left. */
export function compactDeclarations(declarations: LegalMetrology | null | undefined): LegalMetrology | null {
  if (!declarations) return null;
  const kept = Object.entries(declarations).filter(([, value]) => !blank(value));
  return kept.length > 0 ? (Object.fromEntries(kept) as LegalMetrology) : null;
}

/** Which declarations a product of this category must make. */
export function requiredDeclarations(category: string): MissingDeclaration[] {
  if (!isPackagedCategory(category)) return [];
  return DECLARATIONS.map((declaration) => declaration.field).filter(
    (field) => field !== 'legalMetrology.bestBefore' || isPerishableCategory(category),
  );
}

/** The required declarations a product lacks: none for a product outside the packaged categories. */
export function missingDeclarations(product: {
  category: string;
  originalPricePaise: number | null;
  legalMetrology: LegalMetrology | null;
}): MissingDeclaration[] {
  return requiredDeclarations(product.category).filter((field) =>
    field === 'originalPricePaise'
      ? product.originalPricePaise === null
      : blank(product.legalMetrology?.[field.slice('legalMetrology.'.length) as DeclarationKey]),
  );
}

/** A declaration's missing message. */
export const missingMessage = (field: MissingDeclaration): string =>
  DECLARATIONS.find((declaration) => declaration.field === field)?.missing ?? field;
/** A declaration's short name. */
export const declarationName = (field: MissingDeclaration): string =>
  DECLARATIONS.find((declaration) => declaration.field === field)?.name ?? field;

/** What a unit sale price is per. */
export type UnitSalePriceBasis = 'g' | 'kg' | 'ml' | 'l' | 'cm' | 'm' | 'unit';

/** Each unit's measure in the smaller unit of its kind (g, ml, cm), and the larger unit of the kind. */
const MEASURES: Record<
  NetQuantityUnit,
  { small: number; smallUnit: UnitSalePriceBasis; largeUnit: UnitSalePriceBasis }
> = {
  g: { small: 1, smallUnit: 'g', largeUnit: 'kg' },
  kg: { small: 1000, smallUnit: 'g', largeUnit: 'kg' },
  ml: { small: 1, smallUnit: 'ml', largeUnit: 'l' },
  l: { small: 1000, smallUnit: 'ml', largeUnit: 'l' },
  cm: { small: 1, smallUnit: 'cm', largeUnit: 'm' },
  m: { small: 100, smallUnit: 'cm', largeUnit: 'm' },
  unit: { small: 1, smallUnit: 'unit', largeUnit: 'unit' },
};

/**
 * The unit sale price of rule 6(11) (LEGAL_METROLOGY_RULES.unitSalePrice): the MRP per gram when the net quantity is
 * under 1 kg and per kilogram when over it, likewise per ml / litre and per cm / metre (1 m), and per unit for
 * goods sold by number; in paise, that is rupees to two decimals. None when it equals the MRP (exactly 1 kg, 1 l,
 * 1 m or 1 unit), when there is no MRP, or for a quantity that is not a positive number.
 */
export function unitSalePrice(
  mrpPaise: number | null,
  quantity: number | null | undefined,
  unit: NetQuantityUnit | null | undefined,
): { paise: number; per: UnitSalePriceBasis } | null {
  if (mrpPaise === null || !unit || typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0)
    return null;
  const measure = MEASURES[unit];
  if (unit === 'unit') return quantity === 1 ? null : { paise: Math.round(mrpPaise / quantity), per: 'unit' };
  // In the smaller unit, rounded off the floating point noise of 0.25 kg × 1000.
  const small = Math.round(quantity * measure.small * 1_000_000) / 1_000_000;
  const oneLarge = unit === 'm' || unit === 'cm' ? 100 : 1000;
  if (small === oneLarge) return null;
  return small < oneLarge
    ? { paise: Math.round(mrpPaise / small), per: measure.smallUnit }
    : { paise: Math.round((mrpPaise * oneLarge) / small), per: measure.largeUnit };
}
