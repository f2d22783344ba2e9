// A seller's catalog import (issue 19): 5,000 new products from one CSV file, in one request and one transaction.
import { performance } from 'node:perf_hooks';
import { signIn } from './harness.ts';

const ROWS = 5000;
const HEADER = 'sku,name,description,category,price,mrp,stock,hsn,gst_rate,return_days,resellable,markup_cap';

export interface ImportFigures {
  database: string;
  rows: number;
  seconds: number;
  bytes: number;
}

/** 5,000 rows with a description of a few hundred characters each, as a spreadsheet would write them. */
function catalogFile(prefix: string): string {
  const description = `"Hand block printed cotton, ""dabu"" mud resist from Bagru. ${'Soft, breathable and colourfast. '.repeat(8)}"`;
  const rows = Array.from(
    { length: ROWS },
    (_, index) =>
      `${prefix}-${index},Block print kurta ${index},${description},fashion,${799 + (index % 50)}.50,1299,${index % 40},6211,5,15,yes,`,
  );
  return [HEADER, ...rows].join('\r\n');
}

export async function benchCatalogImport(base: string, origin: string, database: string): Promise<ImportFigures> {
  const cookie = await signIn(base, origin, 'seller@haat.demo');
  const csv = catalogFile(`BENCH-${Date.now()}`);
  const body = new FormData();
  body.set('file', new File([csv], 'catalog.csv', { type: 'text/csv' }));
  const started = performance.now();
  const response = await fetch(`${base}/api/seller/products/import`, {
    method: 'POST',
    headers: { origin, cookie },
    body,
  });
  const seconds = (performance.now() - started) / 1000;
  if (!response.ok) throw new Error(`catalog import answered ${response.status}: ${await response.text()}`);
  const result = (await response.json()) as { created: number };
  if (result.created !== ROWS) throw new Error(`catalog import created ${result.created} of ${ROWS} products`);
  return { database, rows: ROWS, seconds, bytes: Buffer.byteLength(csv) };
}

export function formatImportFigures(figures: ImportFigures): string {
  return (
    `POST /api/seller/products/import on ${figures.database}: ${figures.rows.toLocaleString('en-IN')} rows ` +
    `(${(figures.bytes / 1024 / 1024).toFixed(1)} MB) in ${figures.seconds.toFixed(2)} s = ` +
    `${Math.round(figures.rows / figures.seconds).toLocaleString('en-IN')} rows/s (target: under 10 s on PostgreSQL)\n`
  );
}
