import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEndpoints } from '#shared/endpoints/ledger.ts';
import { notificationEndpoints } from '#shared/endpoints/notifications.ts';
import { opsMoneyEndpoints } from '#shared/endpoints/payouts-ops.ts';
import { payoutRunEndpoints } from '#shared/endpoints/payouts-runs.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { auditRowsAbout, signedInOperator } from '../../testing/ops-setup.ts';
import { payeesWithPayables, registeredBusiness } from '../../testing/payout-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { financialYear, taxYearOf } from './withholding.ts';

/* Payout runs with the manual provider: the operator's run, the bank file, UTRs typed and uploaded, failures. */

let server: TestServer;
let operator: string;

beforeAll(async () => {
  server = await startTestServer();
  operator = (await signedInOperator(server)).cookie;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const startRun = (body: { provider?: 'manual'; minimumPaise?: number } = { provider: 'manual' }) =>
  callEndpoint(server, opsMoneyEndpoints.startRun, { body }, operator);
const ownPayouts = async (cookie: string) => dataOf(await callEndpoint(server, payoutRunEndpoints.own, {}, cookie));
const record = (id: string, body: { utr: string } | { failed: string }) =>
  callEndpoint(server, opsMoneyEndpoints.recordResult, { params: { id }, body }, operator);
function uploadResult(runId: string, csv: string) {
  const body = new FormData();
  body.set('file', new File([csv], 'bank-result.csv', { type: 'text/csv' }));
  return callEndpoint(server, opsMoneyEndpoints.bankResult, { params: { id: runId }, body }, operator);
}
const notices = async (cookie: string) =>
  dataOf(await callEndpoint(server, notificationEndpoints.list, {}, cookie)).items.map((item) => item.message);

describe('a manual payout run', () => {
  it('pays each payee once, withholds 194-O and TCS from a GST-registered seller, and settles by UTR', async () => {
    const { seller, creator } = await payeesWithPayables(server, {
      business: {
        businessName: 'Kaveri Silks',
        slug: 'kaveri-runs',
        pickupPincode: '400001',
        gstin: '27AAPFU0939F1ZV',
      },
      handle: 'meera.runs',
    });

    const started = await startRun();
    expect(started.status).toBe(201);
    const run = dataOf(started);
    const taxYear = taxYearOf(server.deps.now());
    expect(run).toMatchObject({ provider: 'manual', minimumPaise: 10_000, payouts: 2, open: 2 });
    const sellerPayout = run.items.find((item) => item.payeeEmail === seller.account.email);
    const creatorPayout = run.items.find((item) => item.payeeEmail === creator.account.email);
    // The seller earns ₹1,200 and the ₹14.29 of GST inside the creator's ₹300 markup, which they remit (decision
    // 059): ₹1,214.29. TDS (section 393 of the 2025 Act in this tax year; 194-O before) and GST TCS are both on what
    // their tax invoice billed, without the GST it shows: the buyer's ₹1,500 (the creator's ₹300 markup included)
    // less 5% GST, ₹1,428.57 (decision 061).
    expect(sellerPayout).toMatchObject({
      status: 'processing',
      grossPaise: 121_429,
      netPaise: 120_572,
      destination: 'HDFC Bank XXXXXX6789',
      deductions: [
        {
          section: '194O',
          taxYear,
          label: 'TDS u/s 393 (e-commerce sales)',
          basePaise: 142_857,
          rateBps: 10,
          amountPaise: 143,
        },
        { section: 'TCS52', taxYear, label: 'GST TCS u/s 52', basePaise: 142_857, rateBps: 50, amountPaise: 714 },
      ],
    });
    // The creator's ₹300 markup less the GST inside it: ₹285.71 of commission is far under 194H's ₹20,000 a year.
    expect(creatorPayout).toMatchObject({ grossPaise: 28_571, netPaise: 28_571, deductions: [], utr: null });

    // The bank file holds what the bank needs: full account details and the amounts.
    const file = await server.fetch(`/api/ops/payout-runs/${run.id}/bank-file.csv`, { headers: { cookie: operator } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    const csv = await file.text();
    expect(csv).toContain(`NEFT,Kaveri Silks,50100123456789,HDFC0000240,1205.72,${sellerPayout?.id}`);
    expect(csv).toContain(`UPI,Meera Iyer,meera.wears@okaxis,,285.71,${creatorPayout?.id}`);

    // In payout, the earnings are neither payable nor paid.
    expect((await ownPayouts(creator.cookie)).balance).toMatchObject({ payable: 0, in_payout: 28_571, paid: 0 });

    // The creator's UTR typed in; typing it again changes nothing.
    const paid = await record(creatorPayout?.id ?? '', { utr: 'AXISN12345678901' });
    expect(dataOf(paid)).toMatchObject({ status: 'paid', utr: 'AXISN12345678901', netPaise: 28_571 });
    expect((await record(creatorPayout?.id ?? '', { utr: 'AXISN12345678901' })).status).toBe(409);

    // A result file with any bad row records nothing and says which row.
    const bad = await uploadResult(
      run.id,
      `Payout ID,Status,UTR,Reason\n${sellerPayout?.id},paid,HDFCN99887766554,\n00000000-0000-4000-8000-000000000000,paid,HDFCN99887766555,\n`,
    );
    expect(bad.status).toBe(422);
    expect(bad.error?.fields?.file?.[0]).toBe('Row 3: no payout 00000000-0000-4000-8000-000000000000 in this run.');
    expect((await ownPayouts(seller.cookie)).payouts[0]?.status).toBe('processing');
    const good = await uploadResult(
      run.id,
      `Payout ID,Status,UTR,Reason\n${sellerPayout?.id},paid,HDFCN99887766554,\n`,
    );
    expect(dataOf(good)).toEqual({ paid: 1, failed: 0 });

    // Each payee sees the payout, its deductions and the UTR; their earnings read paid.
    const mine = await ownPayouts(seller.cookie);
    expect(mine.payouts).toHaveLength(1);
    expect(mine.payouts[0]).toMatchObject({ status: 'paid', utr: 'HDFCN99887766554', netPaise: 120_572 });
    expect(mine.payouts[0]?.deductions.map((deduction) => deduction.label)).toEqual([
      'TDS u/s 393 (e-commerce sales)',
      'GST TCS u/s 52',
    ]);
    expect(mine.balance).toMatchObject({ payable: 0, in_payout: 0, paid: 121_429 });
    const ledger = dataOf(
      await callEndpoint(server, ledgerEndpoints.earnings, { query: { as: 'seller' } }, seller.cookie),
    );
    expect(ledger.entries.map((entry) => entry.status)).toEqual(['paid']);
    expect(await notices(creator.cookie)).toContain('Paid ₹285.71 to UPI meXXXXrs@okaxis, UTR AXISN12345678901.');

    // Every operator action on the run is in the audit log, with who did it.
    const audit = await auditRowsAbout(server, run.id);
    expect(audit.map((row) => row.action)).toEqual([
      'payout_run.start',
      'payout_run.bank_file',
      'payout_run.bank_result',
    ]);
    expect((await auditRowsAbout(server, creatorPayout?.id ?? '')).map((row) => row.action)).toEqual(['payout.paid']);

    // Nothing is payable any more: the next run pays nobody.
    expect(dataOf(await startRun()).payouts).toBe(0);

    // The operator sees the tax to deposit for the quarter.
    const year = Number(financialYear(server.deps.now()).from.slice(0, 4));
    const month = Number(new Date(server.deps.now().getTime() + 330 * 60_000).toISOString().slice(5, 7));
    const quarter = month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4;
    const tax = dataOf(await callEndpoint(server, opsMoneyEndpoints.tax, { query: { year, quarter } }, operator));
    expect(tax.sections.filter((section) => section.amountPaise > 0)).toEqual([
      { section: '194O', taxYear, label: 'TDS u/s 393 (e-commerce sales)', basePaise: 142_857, amountPaise: 143 },
      { section: 'TCS52', taxYear, label: 'GST TCS u/s 52', basePaise: 142_857, amountPaise: 714 },
    ]);
    const statement = await server.fetch(`/api/me/payouts/statement.csv?year=${year}&quarter=${quarter}`, {
      headers: { cookie: seller.cookie },
    });
    const lines = (await statement.text()).trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('HDFCN99887766554,1214.29,TDS u/s 393 (e-commerce sales),1428.57,0.1%,1.43,1205.72');
    expect(lines[2]).toContain('GST TCS u/s 52,1428.57,0.5%,7.14,1205.72');
  });

  it('skips payees under the minimum or without a payout method, and makes a failed payout payable again', async () => {
    const { seller, creator } = await payeesWithPayables(server, {
      business: registeredBusiness('Loom House', 'loom-runs'),
      handle: 'loom.creator',
      sellerMethod: null,
    });
    // ₹500 minimum: the creator's ₹285.71 (the ₹300 markup less the 5% GST in it, which the registered seller
    // remits) waits; the seller has no payout method.
    const run = dataOf(await startRun({ provider: 'manual', minimumPaise: 50_000 }));
    expect(run.payouts).toBe(0);
    expect((await ownPayouts(creator.cookie)).balance.payable).toBe(28_571);

    const again = dataOf(await startRun());
    const payout = again.items.find((item) => item.payeeEmail === creator.account.email);
    expect(again.items.map((item) => item.payeeEmail)).not.toContain(seller.account.email);
    const failed = dataOf(await record(payout?.id ?? '', { failed: 'Beneficiary account is closed' }));
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'Beneficiary account is closed' });
    expect((await ownPayouts(creator.cookie)).balance).toMatchObject({ payable: 28_571, in_payout: 0, paid: 0 });
    expect(await notices(creator.cookie)).toContain(
      'Your payout of ₹285.71 failed: Beneficiary account is closed. The amount is payable again.',
    );
    // The next run pays it again, in a new payout.
    const third = dataOf(await startRun());
    expect(third.items.find((item) => item.payeeEmail === creator.account.email)).toMatchObject({ grossPaise: 28_571 });
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    expect((await startRun({ provider: 'manual', minimumPaise: 5 })).status).toBe(422);
    expect((await record('not-a-uuid', { utr: 'AXISN12345678901' })).status).toBe(422);
    expect((await record('00000000-0000-4000-8000-000000000000', { utr: 'AXISN12345678901' })).status).toBe(404);
    const short = await record('00000000-0000-4000-8000-000000000000', { utr: 'AB12' });
    expect(short.status).toBe(422);
    expect(
      (await callEndpoint(server, opsMoneyEndpoints.run, { params: { id: crypto.randomUUID() } }, operator)).status,
    ).toBe(404);
  });
});
