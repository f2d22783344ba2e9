import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError, type Parser, parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import { AppError, phrase } from './errors.ts';

/*
 * Every CSV Haat writes, and the catalog file it reads, passes through here (issue 34; an architecture test keeps
 * csv-stringify out of every other file). Writing: a spreadsheet opens these files, so text it would run as a
 * formula is defused, and a byte-order mark tells Excel the file is UTF-8 (Hindi names otherwise show as
 * mojibake). Reading: a file is parsed a slice at a time, the event loop getting a turn between slices, so an
 * 8 MB upload never holds the process, and a file that is not CSV is answered in words a seller can act on.
 */

/**
 * What a spreadsheet runs as a formula: =, +, -, @, a tab or a carriage return first (OWASP's CSV injection list).
 * Text that already starts with apostrophes before one gets another too, so reading it back (which takes one off)
 * gives the text as written: "'+1" is written "''+1".
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula, with a leading apostrophe (OWASP's advice); other text as it is. */
export const spreadsheetSafe = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** A cell read back from a file Haat wrote (or the seller edited): the apostrophe `spreadsheetSafe` added, taken off. */
export const withoutSpreadsheetEscape = (text: string): string =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

/**
 * A column of a file Haat writes. A `text` cell is anything a person may have typed (a name, a UPI ID, a reason) and
 * is always defused. A `number` cell is one Haat formatted itself (rupees from paise, a count, a rate such as 5 or
 * 0.1%) and is written as it is, so a spreadsheet still sums it: "-12.00" in a money column is a refund, not a
 * formula. A number cell that is not a plain number is defused all the same, should one ever carry text.
 */
export interface CsvColumn {
  header: string;
  kind: 'text' | 'number';
}
export const textColumn = (header: string): CsvColumn => ({ header, kind: 'text' });
export const numberColumn = (header: string): CsvColumn => ({ header, kind: 'number' });

const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?%?$/;

const safeCell = (cell: string, column: CsvColumn): string =>
  column.kind === 'number' && (cell === '' || PLAIN_NUMBER.test(cell)) ? cell : spreadsheetSafe(cell);

/** A CSV file: a byte-order mark, the header, then one line per row (each row's cells in the columns' order). */
export function writeCsv(rows: readonly (readonly string[])[], columns: readonly CsvColumn[]): string {
  const cells = rows.map((row) => {
    if (row.length !== columns.length)
      throw new Error(`A CSV row has ${row.length} cells for ${columns.length} columns.`);
    return row.map((cell, index) => safeCell(cell, columns[index] as CsvColumn));
  });
  return stringify(cells, {
    bom: true,
    header: true,
    columns: columns.map((column) => spreadsheetSafe(column.header)),
  });
}

/** Characters handed to the parser at once: a few milliseconds of work, then the event loop's turn. */
const SLICE = 64 * 1024;
/**
 * The longest record read, in bytes. A catalog row at the contract's limits is under 60 KB (two 4,000-character
 * descriptions in Devanagari, quotes doubled); what runs past this is a quote never closed or a wall of commas, and
 * holding it would let one record take the heap.
 */
const MAX_RECORD_BYTES = 256 * 1024;

const SAVE_AGAIN = /*i18n*/ 'Save your sheet as CSV UTF-8 from the spreadsheet and choose that file again.';

const notCsv = () =>
  new AppError(
    'validation_failed',
    /*i18n*/ 'This file is not a CSV: it looks like a workbook, a picture or another document. Save your sheet as CSV UTF-8 (Excel: File › Save As › CSV UTF-8; Google Sheets: File › Download › CSV) and choose that file.',
  );

const tooLong = (row: number) =>
  new AppError(
    'validation_failed',
    phrase(/*i18n*/ 'Row {row} is too long to read; often a quote mark (") there is never closed. {next}', {
      row,
      next: phrase(SAVE_AGAIN, {}),
    }),
  );

const QUOTE_ERRORS = new Set([
  'CSV_INVALID_OPENING_QUOTE',
  'CSV_INVALID_CLOSING_QUOTE',
  'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE',
  'CSV_QUOTE_NOT_CLOSED',
]);

/** The parser's own message ("Invalid Closing Quote: found non trimable byte after quote at line 3") tells a seller nothing. */
function unreadable(error: CsvError, row: number): AppError {
  if (error.code === 'CSV_MAX_RECORD_SIZE') return tooLong(row);
  const next = phrase(SAVE_AGAIN, {});
  return new AppError(
    'validation_failed',
    QUOTE_ERRORS.has(error.code)
      ? phrase(
          /*i18n*/ 'The file could not be read from row {row}: a quote mark (") there does not open or close a cell the way CSV needs. {next}',
          { row, next },
        )
      : phrase(/*i18n*/ 'The file could not be read from row {row}. {next}', { row, next }),
  );
}

/** A slice ending between the two halves of a surrogate pair (an emoji) would turn both halves into U+FFFD. */
function sliceEnd(text: string, start: number): number {
  const end = Math.min(start + SLICE, text.length);
  const last = text.charCodeAt(end - 1);
  return last >= 0xd800 && last <= 0xdbff && end < text.length ? end + 1 : end;
}

const written = (parser: Parser, chunk: string) =>
  new Promise<void>((resolve, reject) => parser.write(chunk, (error) => (error ? reject(error) : resolve())));

const ended = (parser: Parser) =>
  new Promise<void>((resolve, reject) => {
    parser.once('error', reject);
    parser.end(() => resolve());
  });

/**
 * Reads CSV text record by record: `onRecord(cells, row)`, `row` counting records from 1 as a spreadsheet numbers
 * its rows (a blank line is a row too; a cell's line breaks are not). A UTF-8 byte-order mark and Excel's quoting
 * are read, rows may have any number of cells. `onRecord` ends the reading by throwing (an AppError, which
 * `readCsv` throws on): the parser is destroyed then, and the rest of the text is never parsed. The caller keeps
 * what it needs of each record; nothing else is held. A file that is not CSV text is refused with a message that
 * says what to do.
 */
export async function readCsv(text: string, onRecord: (cells: string[], row: number) => void): Promise<void> {
  // Binary files (an .xlsx is a zip, a PNG, a PDF's streams, UTF-16 text) hold NUL bytes; CSV text never does.
  if (text.includes('\u0000')) throw notCsv();
  let row = 0;
  // Where the record being read began, in bytes of the file: a record's length is checked as it grows.
  let recordStart = 0;
  const parser = parse({
    bom: true,
    relax_column_count: true,
    max_record_size: MAX_RECORD_BYTES,
    on_record: (cells: string[], info) => {
      row += 1;
      if (info.bytes - recordStart > MAX_RECORD_BYTES) throw tooLong(row);
      recordStart = info.bytes;
      onRecord(cells, row);
      // Nothing is queued in the stream: the caller has taken what it keeps.
      return null;
    },
  });
  // Errors come back through write's and end's callbacks; without a listener the stream's 'error' would be thrown.
  parser.on('error', () => {});
  try {
    for (let start = 0; start < text.length; ) {
      const end = sliceEnd(text, start);
      await written(parser, text.slice(start, end));
      start = end;
      // Empty cells add nothing to a record's size but a slot each: a record of a million commas is stopped here.
      if (parser.info.bytes - recordStart > MAX_RECORD_BYTES) throw tooLong(row + 1);
      await nextTurn();
    }
    await ended(parser);
  } catch (error) {
    throw error instanceof CsvError ? unreadable(error, row + 1) : error;
  } finally {
    parser.destroy();
  }
}
