import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsMoneyEndpoints } from '#shared/endpoints/payouts-ops.ts';
import { financialQuarterOf } from '#shared/financial-year.ts';
import { payoutDeductions, payoutRuns, payouts } from '../../db/schema.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { signedInOperator } from '../../testing/ops-setup.ts';
import { payeesWithPayables } from '../../testing/payout-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * What a payee and Haat's accountant are given for tax withheld (issue 36, item 5): a seller's settlement report, line
 * by line, adding up to each payout; the payee's quarterly TDS certificate (read back from its PDF, against a golden
 * file); and the deductee rows of Haat's quarterly TDS return, in Form 26Q's column order.
 */

let server: TestServer;
let operator: string;
const GOLDEN = new URL('./golden/', import.meta.url);

beforeAll(async () => {
  server = await startTestServer();
  operator = (await signedInOperator(server)).cookie;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function download(path: string, cookie: string) {
  const answer = await server.fetch(path, { headers: { cookie } });
  return {
    status: answer.status,
    type: answer.headers.get('content-type'),
    bytes: Buffer.from(await answer.arrayBuffer()),
  };
}

const csvRows = (bytes: Buffer) =>
  parse(bytes.toString('utf8').replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];

/** The PDF's text as a reader sees it, with the day it was made and the period made fixed. */
function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes })
    .toString('utf8')
    .replaceAll(/\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/g, '<date>')
    .replaceAll(/FY \d{4}-\d\d, quarter \d/g, '<quarter>')
    .replaceAll(/[ \t]+$/gm, '');
}

function expectGolden(name: string, text: string): void {
  const file = new URL(name, GOLDEN);
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, text);
  expect(text).toBe(readFileSync(file, 'utf8'));
}

describe('statements of tax withheld', () => {
  it('gives the seller a settlement report and a TDS certificate, and the operator the TDS return’s rows', async () => {
    const { seller, creator } = await payeesWithPayables(server, {
      business: { businessName: 'Kaveri Silks', slug: 'kaveri-tds', pickupPincode: '400001', gstin: '27AAPFU0939F1ZV' },
      handle: 'meera.tds',
    });
    const run = dataOf(
      await callEndpoint(server, opsMoneyEndpoints.startRun, { body: { provider: 'manual' } }, operator),
    );
    for (const item of run.items) {
      const body = { utr: item.payeeEmail === seller.account.email ? 'HDFCN99887766550' : 'HDFCN99887766551' };
      dataOf(await callEndpoint(server, opsMoneyEndpoints.recordResult, { params: { id: item.id }, body }, operator));
    }
    const sellerPayout = run.items.find((item) => item.payeeEmail === seller.account.email);
    const { year, quarter } = financialQuarterOf(server.deps.now());
    const query = `year=${year}&quarter=${quarter}`;

    // The settlement report: the one line, its invoice, the money around it, and what reached the bank.
    const settlement = await download(`/api/me/payouts/settlement.csv?${query}`, seller.cookie);
    expect(settlement.status).toBe(200);
    expect(settlement.type).toContain('text/csv');
    const [line, ...others] = csvRows(settlement.bytes);
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      Product: 'Block-print kurta',
      Quantity: '1',
      'Buyer paid (₹)': '1500.00',
      'Base amount (₹)': '1200.00',
      'Haat commission (₹)': '0.00',
      'GST in creator markup (₹)': '14.29',
      'Earned (₹)': '1214.29',
      'GST TCS (₹)': '7.14',
      'Income-tax TDS (₹)': '1.43',
      'Net paid (₹)': '1205.72',
      Payout: sellerPayout?.id,
      Status: 'paid',
      UTR: 'HDFCN99887766550',
    });
    expect(line?.Invoice).toMatch(/^IN\/\d\d-\d\d\/000001$/);
    expect(line?.['Net paid (₹)']).toBe(((sellerPayout?.netPaise ?? 0) / 100).toFixed(2));

    // The TDS certificate, read back from its PDF.
    const certificate = await download(`/api/me/payouts/tds-certificate.pdf?${query}`, seller.cookie);
    expect(certificate.status).toBe(200);
    expect(certificate.type).toBe('application/pdf');
    expectGolden('tds-certificate.txt', pdfText(certificate.bytes));

    // The TDS return's deductee rows: the seller's 0.1% on ₹1,428.57; the creator's commission was within 194H's
    // threshold, so nothing of theirs is in it.
    const tdsReturn = await download(`/api/ops/tax/tds-return.csv?${query}`, operator);
    expect(tdsReturn.status).toBe(200);
    expect(csvRows(tdsReturn.bytes)).toEqual([
      expect.objectContaining({
        'Sr. No.': '1',
        'Deductee code': '02',
        'PAN of the deductee': 'AAKFK1234L',
        'Name of the deductee': 'Kaveri Silks',
        'Section code': '393',
        'Amount paid or credited (₹)': '1428.57',
        'TDS (₹)': '1.43',
        'Total tax deducted (₹)': '1.43',
        // Nothing deposited yet: no challan is recorded for the month.
        'Total tax deposited (₹)': '0.00',
        'Challan BSR code': '',
        'Rate of deduction (%)': '0.1',
        'Reason for non-deduction or higher deduction': '',
      }),
    ]);

    // Only the seller has a settlement report; only the payee their certificate; only the operator the return.
    expect((await download(`/api/me/payouts/settlement.csv?${query}`, creator.cookie)).status).toBe(403);
    const buyer = (await signedInAccount(server)).cookie;
    expect((await download(`/api/me/payouts/tds-certificate.pdf?${query}`, buyer)).status).toBe(403);
    expect((await download(`/api/ops/tax/tds-return.csv?${query}`, seller.cookie)).status).toBe(403);
    expect((await download(`/api/me/payouts/tds-certificate.pdf?year=${year}&quarter=5`, seller.cookie)).status).toBe(
      422,
    );
  });

  it('cites the 1961 Act for earnings credited before 1 April 2026 and section 393 after, on the statement', async () => {
    const { seller } = await payeesWithPayables(server, {
      business: { businessName: 'Loom Year', slug: 'loom-year', pickupPincode: '600001' },
      handle: 'loom.year',
    });
    // A payout made on 2 April 2026 paying earnings credited on 30 March (tax year 2025-26) and on 1 April (2026-27).
    const { db } = server.database;
    const [run] = await db
      .insert(payoutRuns)
      .values({ provider: 'manual', minimumPaise: 10_000, createdAt: new Date('2026-04-02T05:00:00Z') })
      .returning();
    const [payout] = await db
      .insert(payouts)
      .values({
        runId: run?.id ?? '',
        userId: seller.account.id,
        grossPaise: 300_000,
        deductionsPaise: 300,
        netPaise: 299_700,
        status: 'paid',
        utr: 'HDFCN11122233344',
        destination: 'HDFC Bank XXXXXX6789',
        createdAt: new Date('2026-04-02T05:00:00Z'),
      })
      .returning();
    await db.insert(payoutDeductions).values([
      {
        payoutId: payout?.id ?? '',
        section: '194O',
        taxYear: 2025,
        basePaise: 100_000,
        rateBps: 10,
        amountPaise: 100,
        deductedOn: '2026-03-30',
      },
      {
        payoutId: payout?.id ?? '',
        section: '194O',
        taxYear: 2026,
        basePaise: 200_000,
        rateBps: 10,
        amountPaise: 200,
        deductedOn: '2026-04-01',
      },
    ]);
    const statement = await download('/api/me/payouts/statement.csv?year=2026&quarter=1', seller.cookie);
    expect(csvRows(statement.bytes).map((row) => [row.Deduction, row['Base (₹)'], row['Withheld (₹)']])).toEqual([
      ['TDS u/s 194-O', '1000.00', '1.00'],
      ['TDS u/s 393 (e-commerce sales)', '2000.00', '2.00'],
    ]);
    // Each certificate holds the tax deducted in its quarter: on 30 March (credited then), the year before's last.
    const certificate = async (query: string) =>
      pdfText((await download(`/api/me/payouts/tds-certificate.pdf?${query}`, seller.cookie)).bytes);
    const march = await certificate('year=2025&quarter=4');
    expect(march).toMatch(/TDS u\/s 194-O +₹1,000\.00 +0\.1% +₹1\.00/);
    expect(march).not.toMatch(/TDS u\/s 393 \(e-commerce sales\) +₹/);
    const april = await certificate('year=2026&quarter=1');
    expect(april).toMatch(/TDS u\/s 393 \(e-commerce sales\) +₹2,000\.00 +0\.1% +₹2\.00/);
    expect(april).not.toMatch(/TDS u\/s 194-O +₹/);
  });
});
