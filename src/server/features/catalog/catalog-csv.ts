import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { productCategories } from '#shared/catalog/categories.ts';
import { CATALOG_CSV_COLUMNS, type CatalogCsvColumn, MAX_IMPORT_ROWS } from '#shared/contracts/catalog-csv.ts';
import type { FileProblem } from '#shared/contracts/common.ts';
import type { ProductUpdate } from '#shared/contracts/catalog.ts';
import { rupeesDecimal, rupeesToPaise } from '#shared/money.ts';
import { AppError, inTurn, type Phrase, phrase } from '../../lib/errors.ts';

/*
 * The catalog's CSV file (the columns: shared/contracts/catalog-csv.ts): a product row to CSV cells and back.
 * Reading a cell only turns the seller's text into the form's values; whether they are good is the product
 * contract's call (catalog-import.service.ts), so a file is held to the same rules as the form.
 */

const COLUMN_NAMES: readonly CatalogCsvColumn[] = CATALOG_CSV_COLUMNS.map((column) => column.name);

/** Each column's product field. */
export const FIELD_OF = {
  sku: 'sku',
  name: 'name',
  description: 'description',
  category: 'category',
  price: 'pricePaise',
  mrp: 'originalPricePaise',
  stock: 'stock',
  hsn: 'hsnCode',
  gst_rate: 'gstRateBps',
  return_days: 'returnPolicyDays',
  resellable: 'resellable',
  markup_cap: 'maxMarkupPercent',
} as const satisfies Record<CatalogCsvColumn, keyof ProductUpdate>;

export const COLUMN_OF = Object.fromEntries(
  Object.entries(FIELD_OF).map(([column, field]) => [field, column]),
) as Record<string, CatalogCsvColumn>;

export interface CsvProduct {
  sku: string | null;
  name: string;
  description: string;
  category: string;
  pricePaise: number;
  originalPricePaise: number | null;
  stock: number;
  hsnCode: string;
  gstRateBps: number;
  returnPolicyDays: number;
  resellable: boolean;
  maxMarkupPercent: number | null;
}

/**
 * Text a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a return) gets a leading apostrophe,
 * as OWASP advises against CSV injection; reading a file takes that apostrophe off again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const spreadsheetSafe = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);
const unescaped = (text: string): string =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

/** The export: the header, then one row per product (the SKU empty for a product without one). */
export function catalogCsv(products: CsvProduct[]): string {
  const rows = products.map((product) => [
    product.sku ?? '',
    spreadsheetSafe(product.name),
    spreadsheetSafe(product.description),
    product.category,
    rupeesDecimal(product.pricePaise),
    product.originalPricePaise === null ? '' : rupeesDecimal(product.originalPricePaise),
    String(product.stock),
    product.hsnCode,
    String(product.gstRateBps / 100),
    String(product.returnPolicyDays),
    product.resellable ? 'yes' : 'no',
    product.maxMarkupPercent === null ? '' : String(product.maxMarkupPercent),
  ]);
  return stringify(rows, { header: true, columns: [...COLUMN_NAMES] });
}

/** The error report: one row per problem. */
export const problemsCsv = (problems: FileProblem[]): string =>
  stringify(
    problems.map((problem) => [String(problem.row), problem.column, spreadsheetSafe(problem.value), problem.reason]),
    { header: true, columns: ['row', 'column', 'value', 'reason'] },
  );

export interface CsvRecord {
  /** Its row in the spreadsheet, the header being row 1. */
  row: number;
  cells: Partial<Record<CatalogCsvColumn, string>>;
}

/**
 * A file's rows, keyed by column. A UTF-8 byte-order mark and Excel's quoting are read; header names are matched
 * whatever their case or spaces. An unknown or repeated column, or a file that is not CSV, is refused whole.
 */
export function readCatalogCsv(text: string): { columns: CatalogCsvColumn[]; records: CsvRecord[] } {
  let table: string[][];
  try {
    table = parse(text, { bom: true, relax_column_count: true });
  } catch (error) {
    throw new AppError(
      'validation_failed',
      phrase(/*i18n*/ 'The file is not a CSV we can read: {reason}', { reason: (error as Error).message }),
    );
  }
  const [header = [], ...body] = table;
  const columns = header.map((name) => name.trim().toLowerCase().replace(/\s+/g, '_'));
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
  if (problems.length > 0) throw new AppError('validation_failed', inTurn(problems), { file: problems });
  // Blank lines are left out after numbering, so a row's number is the spreadsheet's.
  const records = body
    .map((cells, index) => ({
      row: index + 2,
      cells: Object.fromEntries(columns.map((name, column) => [name, cells[column] ?? ''])),
    }))
    .filter((record, index) => (body[index] ?? []).some((cell) => cell.trim() !== ''));
  if (records.length === 0) throw new AppError('validation_failed', /*i18n*/ 'The file has no product rows.');
  if (records.length > MAX_IMPORT_ROWS) {
    throw new AppError(
      'validation_failed',
      phrase(/*i18n*/ 'The file has {rows} rows; import at most {max} at a time.', {
        rows: records.length.toLocaleString('en-IN'),
        max: MAX_IMPORT_ROWS.toLocaleString('en-IN'),
      }),
    );
  }
  return { columns: columns as CatalogCsvColumn[], records };
}

/** A cell's value, or why it cannot be read (a text that is its own id in the catalogs). */
type Cell = { value: unknown } | { problem: string } | undefined;

const wholeNumber = (text: string, problem: string): Cell =>
  /^\d{1,9}$/.test(text) ? { value: Number(text) } : { problem };

/**
 * A cell as the form's value. An empty cell: no MRP, no own markup cap and no description; for any other column,
 * "not given" (a new product takes the form's default or is refused for it, an update leaves it as it is).
 */
export function readCell(column: CatalogCsvColumn, raw: string): Cell {
  const text = raw.trim();
  if (text === '') {
    if (column === 'mrp' || column === 'markup_cap') return { value: null };
    return column === 'description' ? { value: '' } : undefined;
  }
  switch (column) {
    case 'price':
    case 'mrp': {
      const paise = rupeesToPaise(text.replace(/^(₹|rs\.?)\s*/i, ''));
      return paise === null ? { problem: /*i18n*/ 'Write rupees as a number, e.g. 799 or 799.50.' } : { value: paise };
    }
    case 'gst_rate': {
      const match = /^(\d{1,3}(?:\.\d{1,2})?)\s*%?$/.exec(text);
      return match
        ? { value: Math.round(Number(match[1]) * 100) }
        : { problem: /*i18n*/ 'Write the rate in percent, e.g. 18 or 0.25.' };
    }
    case 'stock':
    case 'return_days':
      return wholeNumber(text, /*i18n*/ 'A whole number.');
    case 'markup_cap':
      return wholeNumber(text.replace(/\s*%$/, ''), /*i18n*/ 'A whole percentage from 0 to 500.');
    case 'resellable': {
      const answer = text.toLowerCase();
      if (['yes', 'y', 'true', '1'].includes(answer)) return { value: true };
      if (['no', 'n', 'false', '0'].includes(answer)) return { value: false };
      return { problem: /*i18n*/ 'Write yes or no.' };
    }
    case 'category': {
      const wanted = text.toLowerCase();
      const found = productCategories.find((c) => c.id === wanted || c.label.toLowerCase() === wanted);
      // An unknown category goes on as written: the contract names the choices.
      return { value: found?.id ?? text };
    }
    default:
      return { value: unescaped(raw) };
  }
}
