import { setImmediate as nextTurn } from 'node:timers/promises';
import { type CatalogCsvColumn, type CatalogImportResult } from '#shared/contracts/catalog-csv.ts';
import { productInputSchema, productUpdateSchema } from '#shared/contracts/catalog.ts';
import { indiaDate } from '#shared/financial-year.ts';
import {
  compactDeclarations,
  type DeclarationKey,
  type LegalMetrology,
  missingDeclarations,
  missingMessage,
} from '#shared/legal-metrology.ts';
import type { Db } from '../../db/client.ts';
import { AppError, FileRejected, type Phrase, type ProblemInFile, phrase } from '../../lib/errors.ts';
import {
  COLUMN_OF,
  type CsvProduct,
  catalogCsv,
  DECLARATION_OF,
  FIELD_OF,
  isDeclarationColumn,
  problemsCsv,
  readCatalogCsv,
  readCell,
} from './catalog-csv.ts';
import { lockSellerProductsWithSku, upsertProductsBySku } from './product-import.repository.ts';
import { listSellerProducts, type NewProductRow, type ProductRow } from './products.repository.ts';
import { checkGstRateInForce } from './gst-rate-in-force.ts';
import { hsnTooShort, type SellerTaxProfile, sellerTaxProfile } from './seller-tax.service.ts';
import { requireOwnSeller } from './sellers.service.ts';
import { ENROLMENT_NEEDED } from '#shared/contracts/tax.ts';

/*
 * Bulk catalog by CSV (issue 19): a seller exports every product and imports a file that creates and updates
 * products by SKU. Each row is held to the product form's contract (productInputSchema for a new SKU,
 * productUpdateSchema for a known one) and the GST rates in force; a file with any bad row changes nothing.
 */

/** Problems listed in the answer; the report has them all. */
const MAX_LISTED_PROBLEMS = 1000;
/** Rows checked between two turns of the event loop: 10,000 rows are some 200 ms of the contract's checks. */
const ROWS_PER_TURN = 1000;

export async function exportCatalog(db: Db, userId: string, now: Date): Promise<{ csv: string; filename: string }> {
  const seller = await requireOwnSeller(db, userId);
  const rows = await listSellerProducts(db, seller.id, { publicOnly: false });
  return { csv: catalogCsv(rows), filename: `haat-products-${seller.slug}-${indiaDate(now)}.csv` };
}

const IMPORTED_FIELDS = [...Object.values(FIELD_OF), 'legalMetrology'] as const;

/** The fields of a product a file can hold, as they are now. */
const csvFieldsOf = (row: ProductRow): CsvProduct =>
  Object.fromEntries(IMPORTED_FIELDS.map((field) => [field, row[field]])) as unknown as CsvProduct;

const DECLARATION_KEYS = Object.values(DECLARATION_OF);
const sameDeclarations = (a: LegalMetrology | null, b: LegalMetrology | null) =>
  DECLARATION_KEYS.every((key) => a?.[key] === b?.[key]);
const sameField = (current: ProductRow, next: CsvProduct, field: (typeof IMPORTED_FIELDS)[number]) =>
  field === 'legalMetrology'
    ? sameDeclarations(current.legalMetrology, next.legalMetrology)
    : current[field] === next[field];

/**
 * A row's declarations: the product's own, with those of the file's declaration columns said or (an empty cell)
 * taken away; undefined when the file has none of those columns.
 */
function declarationsOf(
  given: Map<DeclarationKey, unknown>,
  current: ProductRow | undefined,
): LegalMetrology | null | undefined {
  if (given.size === 0) return undefined;
  const declared: Record<string, unknown> = { ...current?.legalMetrology };
  for (const [key, value] of given) {
    if (value === null) delete declared[key];
    else declared[key] = value;
  }
  return compactDeclarations(declared as LegalMetrology);
}

/** The GST check the form gets, as a reason or none. */
function gstProblem(rateBps: number, now: Date): Phrase | null {
  try {
    checkGstRateInForce(rateBps, now);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.phrase;
    throw error;
  }
}

interface Checked {
  problems: ProblemInFile[];
  /** Rows to write: new products, and known ones that change. */
  writes: NewProductRow[];
  created: number;
  updated: number;
  unchanged: number;
}

type CatalogFile = Awaited<ReturnType<typeof readCatalogCsv>>;

async function checkRows(
  { columns, records }: CatalogFile,
  seller: SellerTaxProfile,
  existing: Map<string, ProductRow>,
  now: Date,
): Promise<Checked> {
  const { sellerId } = seller;
  const checked: Checked = { problems: [], writes: [], created: 0, updated: 0, unchanged: 0 };
  const firstRowOf = new Map<string, number>();
  for (const [index, { row, cells }] of records.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    // The columns this row has a problem in, so none is named twice.
    const named = new Set<CatalogCsvColumn>();
    const problem = (column: CatalogCsvColumn, reason: string | Phrase) => {
      named.add(column);
      checked.problems.push({ row, column, value: cells[column] ?? '', reason });
    };
    const sku = (cells.sku ?? '').trim();
    if (sku === '') {
      problem('sku', /*i18n*/ 'Every row needs a SKU: it is how a product is matched.');
      continue;
    }
    const earlier = firstRowOf.get(sku);
    if (earlier !== undefined) {
      problem('sku', phrase(/*i18n*/ 'The SKU is on row {row} too.', { row: earlier }));
      continue;
    }
    firstRowOf.set(sku, row);
    const values: Record<string, unknown> = {};
    const declared = new Map<DeclarationKey, unknown>();
    const unreadable = new Set<CatalogCsvColumn>();
    for (const column of columns) {
      const cell = readCell(column, cells[column] ?? '');
      if (cell && 'problem' in cell) {
        problem(column, cell.problem);
        unreadable.add(column);
      } else if (!cell) continue;
      else if (isDeclarationColumn(column)) declared.set(DECLARATION_OF[column], cell.value);
      else values[FIELD_OF[column]] = cell.value;
    }
    const current = existing.get(sku);
    const declarations = declarationsOf(declared, current);
    if (declarations !== undefined) values.legalMetrology = declarations;
    const parsed = (current ? productUpdateSchema : productInputSchema).safeParse(values);
    // Every problem of the row at once: the contract's too, but not twice for a cell already named.
    if (!parsed.success || unreadable.size > 0) {
      for (const issue of parsed.error?.issues ?? []) {
        const field = issue.path[0] === 'legalMetrology' ? issue.path.slice(0, 2).join('.') : String(issue.path[0]);
        const column = COLUMN_OF[field] ?? 'sku';
        if (unreadable.has(column)) continue;
        const missing = !isDeclarationColumn(column) && values[FIELD_OF[column]] === undefined;
        problem(column, missing ? /*i18n*/ 'Needed for a new product.' : issue.message);
      }
      const rate = values.gstRateBps;
      const rateProblem = typeof rate === 'number' && rate !== current?.gstRateBps ? gstProblem(rate, now) : null;
      if (rateProblem && !named.has('gst_rate')) problem('gst_rate', rateProblem);
      continue;
    }
    const next: CsvProduct = { ...(current ? csvFieldsOf(current) : ({} as CsvProduct)), ...parsed.data, sku };
    if (next.originalPricePaise !== null && next.originalPricePaise < next.pricePaise) {
      problem(columns.includes('mrp') ? 'mrp' : 'price', /*i18n*/ 'The MRP cannot be below the price.');
      continue;
    }
    const rateProblem = next.gstRateBps === current?.gstRateBps ? null : gstProblem(next.gstRateBps, now);
    if (rateProblem) {
      problem('gst_rate', rateProblem);
      continue;
    }
    // A product on sale (a new one goes on sale) in a packaged category needs its declarations (issue 39), and an
    // HSN code of the digits the seller's turnover needs.
    const onSale = current ? current.status === 'active' : true;
    if (onSale && next.hsnCode.length < seller.hsnDigits) {
      problem('hsn', hsnTooShort(seller.hsnDigits));
      continue;
    }
    const lacking = onSale ? missingDeclarations(next) : [];
    if (lacking.length > 0) {
      for (const field of lacking) problem(COLUMN_OF[field] ?? 'sku', missingMessage(field));
      continue;
    }
    if (current && IMPORTED_FIELDS.every((field) => sameField(current, next, field))) {
      checked.unchanged += 1;
      continue;
    }
    checked[current ? 'updated' : 'created'] += 1;
    checked.writes.push({ ...next, sellerId, createdAt: now, updatedAt: now });
  }
  return checked;
}

/**
 * Imports a catalog file: every row lands in one transaction, or none when any row is wrong (FileRejected). The
 * file is read before the transaction opens (a slice at a time, stopping at the row limit), so a large or broken
 * upload holds neither the event loop nor the seller's locked products (on PGlite, the whole database).
 */
export async function importCatalog(db: Db, userId: string, text: string, now: Date): Promise<CatalogImportResult> {
  const seller = await requireOwnSeller(db, userId);
  const profile = await sellerTaxProfile(db, seller.id);
  // A file's new products go on sale at once: none before the seller may sell.
  if (!profile.maySell) throw new AppError('conflict', ENROLMENT_NEEDED);
  const file = await readCatalogCsv(text);
  return db.transaction(async (tx) => {
    const existing = new Map(
      (await lockSellerProductsWithSku(tx, seller.id)).map((row) => [row.sku as string, row] as const),
    );
    const { problems, writes, created, updated, unchanged } = await checkRows(file, profile, existing, now);
    if (problems.length > 0) {
      const rows = new Set(problems.map((item) => item.row)).size;
      const message = phrase(
        /*i18n*/ 'Nothing was imported: {problems, plural, one {# problem} other {# problems}} in {rows, plural, one {# row} other {# rows}}. Fix the file and import it again.',
        { problems: problems.length, rows },
      );
      throw new FileRejected(message, problems, MAX_LISTED_PROBLEMS, problemsCsv);
    }
    await upsertProductsBySku(tx, writes, now);
    return { created, updated, unchanged };
  });
}
