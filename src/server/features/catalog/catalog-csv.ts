import { productCategories } from '#shared/catalog/categories.ts';
import { CATALOG_CSV_COLUMNS, type CatalogCsvColumn, MAX_IMPORT_ROWS } from '#shared/contracts/catalog-csv.ts';
import type { FileProblem } from '#shared/contracts/common.ts';
import type { ProductUpdate } from '#shared/contracts/catalog.ts';
import type { DeclarationKey, LegalMetrology } from '#shared/legal-metrology.ts';
import { rupeesDecimal, rupeesToPaise } from '#shared/money.ts';
import {
  type CsvColumn,
  numberColumn,
  readCsv,
  textColumn,
  withoutSpreadsheetEscape,
  writeCsv,
} from '../../lib/csv.ts';
import { AppError, inTurn, type Phrase, phrase } from '../../lib/errors.ts';

/*
 * The catalog's CSV file (the columns: shared/contracts/catalog-csv.ts): a product row to CSV cells and back.
 * Reading a cell only turns the seller's text into the form's values; whether they are good is the product
 * contract's call (catalog-import.service.ts), so a file is held to the same rules as the form.
 */

const COLUMN_NAMES: readonly CatalogCsvColumn[] = CATALOG_CSV_COLUMNS.map((column) => column.name);

/** The Legal Metrology columns: each one declaration of the product's legalMetrology. */
export const DECLARATION_OF = {
  maker_role: 'makerRole',
  maker_name: 'makerName',
  maker_address: 'makerAddress',
  country_of_origin: 'countryOfOrigin',
  generic_name: 'genericName',
  net_quantity: 'netQuantity',
  net_quantity_unit: 'netQuantityUnit',
  best_before: 'bestBefore',
} as const satisfies Partial<Record<CatalogCsvColumn, DeclarationKey>>;
export type DeclarationColumn = keyof typeof DECLARATION_OF;
export const isDeclarationColumn = (column: CatalogCsvColumn): column is DeclarationColumn =>
  Object.hasOwn(DECLARATION_OF, column);

/** Each other column's product field. */
export const FIELD_OF = {
  sku: 'sku',
  name: 'name',
  description: 'description',
  name_hi: 'nameHi',
  description_hi: 'descriptionHi',
  category: 'category',
  price: 'pricePaise',
  mrp: 'originalPricePaise',
  delivery_fee: 'deliveryFeePaise',
  stock: 'stock',
  hsn: 'hsnCode',
  gst_rate: 'gstRateBps',
  return_days: 'returnPolicyDays',
  resellable: 'resellable',
  markup_cap: 'maxMarkupPercent',
} as const satisfies Record<Exclude<CatalogCsvColumn, DeclarationColumn>, keyof ProductUpdate>;

/** A field's column: `legalMetrology.makerName` for a declaration. */
export const COLUMN_OF = Object.fromEntries([
  ...Object.entries(FIELD_OF).map(([column, field]) => [field, column]),
  ...Object.entries(DECLARATION_OF).map(([column, key]) => [`legalMetrology.${key}`, column]),
]) as Record<string, CatalogCsvColumn>;

export interface CsvProduct {
  sku: string | null;
  name: string;
  description: string;
  nameHi: string | null;
  descriptionHi: string | null;
  category: string;
  pricePaise: number;
  originalPricePaise: number | null;
  stock: number;
  hsnCode: string;
  gstRateBps: number;
  returnPolicyDays: number;
  resellable: boolean;
  maxMarkupPercent: number | null;
  deliveryFeePaise: number;
  legalMetrology: LegalMetrology | null;
}

/** Cells of these columns are numbers the export formats itself (lib/csv.ts writes them as they are). */
const NUMBER_COLUMNS = new Set<CatalogCsvColumn>([
  'price',
  'mrp',
  'delivery_fee',
  'stock',
  'gst_rate',
  'return_days',
  'markup_cap',
  'net_quantity',
]);
const EXPORT_COLUMNS: CsvColumn[] = COLUMN_NAMES.map((name) =>
  NUMBER_COLUMNS.has(name) ? numberColumn(name) : textColumn(name),
);

/** The export: the header, then one row per product (the SKU empty for a product without one). */
export function catalogCsv(products: CsvProduct[]): string {
  const cells = (product: CsvProduct): Record<CatalogCsvColumn, string> => ({
    sku: product.sku ?? '',
    name: product.name,
    description: product.description,
    name_hi: product.nameHi ?? '',
    description_hi: product.descriptionHi ?? '',
    category: product.category,
    price: rupeesDecimal(product.pricePaise),
    mrp: product.originalPricePaise === null ? '' : rupeesDecimal(product.originalPricePaise),
    delivery_fee: rupeesDecimal(product.deliveryFeePaise),
    stock: String(product.stock),
    hsn: product.hsnCode,
    gst_rate: String(product.gstRateBps / 100),
    return_days: String(product.returnPolicyDays),
    resellable: product.resellable ? 'yes' : 'no',
    markup_cap: product.maxMarkupPercent === null ? '' : String(product.maxMarkupPercent),
    ...declarationCells(product.legalMetrology),
  });
  return writeCsv(
    products.map((product) => {
      const row = cells(product);
      return COLUMN_NAMES.map((name) => row[name]);
    }),
    EXPORT_COLUMNS,
  );
}

function declarationCells(declarations: LegalMetrology | null): Record<DeclarationColumn, string> {
  const cells = Object.entries(DECLARATION_OF).map(([column, key]) => [column, String(declarations?.[key] ?? '')]);
  return Object.fromEntries(cells) as Record<DeclarationColumn, string>;
}

/** The error report: one row per problem. */
export const problemsCsv = (problems: FileProblem[]): string =>
  writeCsv(
    problems.map((problem) => [String(problem.row), problem.column, problem.value, problem.reason]),
    [numberColumn('row'), textColumn('column'), textColumn('value'), textColumn('reason')],
  );

export interface CsvRecord {
  /** Its row in the spreadsheet, the header being row 1. */
  row: number;
  cells: Partial<Record<CatalogCsvColumn, string>>;
}

/** Header problems named one by one; past these, a count (a wrong file can have hundreds of columns). */
const MAX_NAMED_COLUMN_PROBLEMS = 10;

/** The header's problems: unknown and repeated columns, and a missing sku column. */
function headerProblems(columns: string[]): Phrase[] {
  const problems: Phrase[] = columns.flatMap((name, index) =>
    !COLUMN_NAMES.includes(name as CatalogCsvColumn)
      ? [
          name
            ? phrase(/*i18n*/ 'Column {number} ({name}) is not one of {columns}.', {
                number: index + 1,
                name,
                columns: COLUMN_NAMES.join(', '),
              })
            : phrase(/*i18n*/ 'Column {number} (empty) is not one of {columns}.', {
                number: index + 1,
                columns: COLUMN_NAMES.join(', '),
              }),
        ]
      : columns.indexOf(name) !== index
        ? [phrase(/*i18n*/ 'The {name} column is there twice.', { name })]
        : [],
  );
  if (!columns.includes('sku'))
    problems.push(phrase(/*i18n*/ 'The file needs a sku column: products are matched by SKU.', {}));
  if (problems.length <= MAX_NAMED_COLUMN_PROBLEMS) return problems;
  const more = problems.length - MAX_NAMED_COLUMN_PROBLEMS;
  return [
    ...problems.slice(0, MAX_NAMED_COLUMN_PROBLEMS),
    phrase(/*i18n*/ '{count, plural, one {# more column has} other {# more columns have}} a problem too.', {
      count: more,
    }),
  ];
}

/**
 * A file's rows, keyed by column. A UTF-8 byte-order mark and Excel's quoting are read; header names are matched
 * whatever their case or spaces. An unknown or repeated column, or a file that is not CSV, is refused whole.
 * The file is read a slice at a time (lib/csv.ts), and reading stops at the first product row past
 * MAX_IMPORT_ROWS: a file of millions of rows is refused without being held.
 */
export async function readCatalogCsv(text: string): Promise<{ columns: CatalogCsvColumn[]; records: CsvRecord[] }> {
  let columns: string[] | undefined;
  const records: CsvRecord[] = [];
  await readCsv(text, (cells, row) => {
    if (!columns) {
      columns = cells.map((name) => name.trim().toLowerCase().replace(/\s+/g, '_'));
      const problems = headerProblems(columns);
      if (problems.length > 0)
        throw new AppError('validation_failed', inTurn(problems), { fields: { file: problems } });
      return;
    }
    // Blank lines are left out after numbering, so a row's number is the spreadsheet's.
    if (!cells.some((cell) => cell.trim() !== '')) return;
    if (records.length === MAX_IMPORT_ROWS) {
      throw new AppError(
        'validation_failed',
        phrase(/*i18n*/ 'The file has more than {max} product rows; import at most {max} at a time.', {
          max: MAX_IMPORT_ROWS.toLocaleString('en-IN'),
        }),
      );
    }
    const named = columns;
    records.push({ row, cells: Object.fromEntries(named.map((name, column) => [name, cells[column] ?? ''])) });
  });
  if (!columns) {
    const problems = headerProblems([]);
    throw new AppError('validation_failed', inTurn(problems), { fields: { file: problems } });
  }
  if (records.length === 0) throw new AppError('validation_failed', /*i18n*/ 'The file has no product rows.');
  return { columns: columns as CatalogCsvColumn[], records };
}

/** A cell's value, or why it cannot be read (a text that is its own id in the catalogs). */
type Cell = { value: unknown } | { problem: string } | undefined;

/** Up to 9 digits, grouped or not ("1,200", "10,00,000"): past that the contract's limit is said, not read. */
const wholeNumber = (text: string, problem: string): Cell => {
  const digits = /^\d{1,3}(?:,\d{2,3})+$/.test(text) ? text.replaceAll(',', '') : text;
  return /^\d{1,9}$/.test(digits) ? { value: Number(digits) } : { problem };
};

/**
 * A cell as the form's value. An empty cell: no MRP, no own markup cap, no description, no Hindi name or
 * description, and free delivery; for any other column, "not given" (a new product takes the form's default or is refused for it, an
 * update leaves it as it is).
 */
export function readCell(column: CatalogCsvColumn, raw: string): Cell {
  const text = raw.trim();
  if (text === '') {
    // An empty declaration is none: the product stops declaring it.
    if (
      column === 'mrp' ||
      isDeclarationColumn(column) ||
      column === 'markup_cap' ||
      column === 'name_hi' ||
      column === 'description_hi'
    )
      return { value: null };
    // Free delivery, as the column's guide says; the export writes 0.00 for it, so a file read back changes nothing.
    if (column === 'delivery_fee') return { value: 0 };
    return column === 'description' ? { value: '' } : undefined;
  }
  switch (column) {
    case 'price':
    case 'mrp':
    case 'delivery_fee': {
      // ₹ as an escape: a regular expression's characters stay as written in the server's build (decision 081).
      const paise = rupeesToPaise(text.replace(/^(\u20b9|rs\.?)\s*/i, ''));
      return paise === null ? { problem: /*i18n*/ 'Write rupees as a number, e.g. 799 or 799.50.' } : { value: paise };
    }
    case 'gst_rate': {
      const match = /^(\d{1,3}(?:\.\d{1,2})?)\s*%?$/.exec(text);
      return match
        ? { value: Math.round(Number(match[1]) * 100) }
        : { problem: /*i18n*/ 'Write the rate in percent, e.g. 18 or 0.25.' };
    }
    // The limits are said with the reason: "A whole number." left a seller who typed 99,999,999,999 guessing.
    case 'stock':
      return wholeNumber(text, /*i18n*/ 'A whole number from 0 to 10,00,000.');
    case 'return_days':
      return wholeNumber(text, /*i18n*/ 'A whole number of days from 0 to 365.');
    case 'markup_cap':
      return wholeNumber(text.replace(/\s*%$/, ''), /*i18n*/ 'A whole percentage from 0 to 500.');
    case 'resellable': {
      const answer = text.toLowerCase();
      if (['yes', 'y', 'true', '1'].includes(answer)) return { value: true };
      if (['no', 'n', 'false', '0'].includes(answer)) return { value: false };
      return { problem: /*i18n*/ 'Write yes or no.' };
    }
    case 'net_quantity':
      return /^\d{1,7}(?:\.\d{1,3})?$/.test(text)
        ? { value: Number(text) }
        : { problem: /*i18n*/ 'Write the net quantity as a number, e.g. 250 or 1.5.' };
    // The contract names the choices of a role or unit it does not know.
    case 'maker_role':
    case 'net_quantity_unit':
      return { value: text.toLowerCase() };
    case 'category': {
      const wanted = text.toLowerCase();
      const found = productCategories.find((c) => c.id === wanted || c.label.toLowerCase() === wanted);
      // An unknown category goes on as written: the contract names the choices.
      return { value: found?.id ?? text };
    }
    default:
      return { value: withoutSpreadsheetEscape(raw) };
  }
}
