import { z } from 'zod';

/*
 * The catalog's CSV file (bulk export and import, issue 19): fixed column names, in this order, with what each
 * holds. The server reads and writes it (catalog/catalog-csv.ts); the seller's import screen shows the same guide.
 */

export const CATALOG_CSV_COLUMNS = [
  {
    name: 'sku',
    guide: /*i18n*/ 'Your product code (required): a row with a SKU you already have updates that product.',
  },
  { name: 'name', guide: /*i18n*/ 'Product name, 2 to 120 characters.' },
  { name: 'description', guide: /*i18n*/ 'Up to 4000 characters; line breaks are kept.' },
  {
    name: 'name_hi',
    guide: /*i18n*/ 'Product name in Hindi, up to 120 characters, shown on Hindi pages; empty for none.',
  },
  { name: 'description_hi', guide: /*i18n*/ 'Description in Hindi, up to 4000 characters; empty for none.' },
  {
    name: 'category',
    guide: /*i18n*/ 'fashion, jewellery, beauty, electronics, home, fitness, books or food (or its name).',
  },
  { name: 'price', guide: /*i18n*/ 'Your price in rupees, GST included: 799 or 799.50.' },
  { name: 'mrp', guide: /*i18n*/ 'MRP in rupees, at least the price; empty for none.' },
  {
    name: 'delivery_fee',
    guide:
      /*i18n*/ 'What a parcel of yours holding it costs the buyer, in rupees, 0 to 1000; 0 or empty: free delivery.',
  },
  { name: 'stock', guide: /*i18n*/ 'Units in stock, a whole number from 0 to 10,00,000.' },
  { name: 'hsn', guide: /*i18n*/ 'HSN code: 4, 6 or 8 digits.' },
  { name: 'gst_rate', guide: /*i18n*/ 'GST rate in percent, one in force today: 5, 18, 0.25…' },
  { name: 'return_days', guide: /*i18n*/ 'Days a buyer may return it, 0 to 365 (30 when empty on a new product).' },
  {
    name: 'resellable',
    guide: /*i18n*/ 'Whether creators may resell it: yes or no (yes when empty on a new product).',
  },
  { name: 'markup_cap', guide: /*i18n*/ 'Highest creator markup in percent, 0 to 500; empty: your account’s cap.' },
  // Legal Metrology declarations (issue 39): needed for food, beauty and home products to be on sale.
  {
    name: 'maker_role',
    guide: /*i18n*/ 'Who the maker named next is: manufacturer, packer or importer. Needed for food, beauty and home.',
  },
  { name: 'maker_name', guide: /*i18n*/ 'Name of the manufacturer, packer or importer.' },
  { name: 'maker_address', guide: /*i18n*/ 'Their complete address, with the PIN code.' },
  { name: 'country_of_origin', guide: /*i18n*/ 'Country of origin, e.g. India.' },
  { name: 'generic_name', guide: /*i18n*/ 'Common or generic name, e.g. tea or face oil.' },
  { name: 'net_quantity', guide: /*i18n*/ 'Net quantity as a number, e.g. 250 or 1.5.' },
  { name: 'net_quantity_unit', guide: /*i18n*/ 'Unit of the net quantity: g, kg, ml, l, cm, m or unit.' },
  { name: 'best_before', guide: /*i18n*/ 'Best before, e.g. 9 months from packing (needed for food).' },
] as const;

export type CatalogCsvColumn = (typeof CATALOG_CSV_COLUMNS)[number]['name'];

/** The most rows one import takes, and the largest file (5,000 rows with long descriptions pass 1 MB). */
export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;

export const catalogImportResultSchema = z.object({
  /** New products (SKUs the seller did not have). */
  created: z.number().int(),
  /** Products whose SKU matched and that changed. */
  updated: z.number().int(),
  /** Rows that matched a product and changed nothing in it. */
  unchanged: z.number().int(),
});
export type CatalogImportResult = z.infer<typeof catalogImportResultSchema>;
