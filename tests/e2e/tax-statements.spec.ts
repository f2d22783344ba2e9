import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { signedInPage } from './support/orders.ts';
import { payeesWithPayables } from './support/payees.ts';
import { apiSignIn, signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/*
 * Money an accountant signs (issue 36), in the browser: after a payout, the seller downloads the quarter's settlement
 * report and TDS certificate from the Payouts tab; the operator downloads the TDS return's data and the month's GSTR-8
 * for the seller's state; and once the month has ended, the seller downloads Haat's tax invoice for its commission
 * from the Invoices tab. Each file is read back.
 */

const text = async (download: Download) => {
  const bytes = await readFile((await download.path()) ?? '');
  return download.suggestedFilename().endsWith('.pdf')
    ? execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8').replaceAll(/\s+/g, ' ')
    : bytes.toString('utf8');
};

/**
 * The file a link downloads. A click that started no download in 20 s (once on CI, under load, none came in the
 * test's 150 s) is made again, twice at most, as a person would click again.
 */
async function downloaded(page: Page, link: ReturnType<Page['getByRole']>) {
  for (let attempt = 1; ; attempt += 1) {
    const download = page.waitForEvent('download', { timeout: 20_000 });
    await link.click();
    try {
      return await download;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

test(
  'a seller downloads the settlement report, the TDS certificate and Haat’s commission invoice; the operator the TDS return data and GSTR-8',
  { tag: '@desktop-only' },
  async ({ request, browser, baseURL }, testInfo) => {
    test.setTimeout(150_000);
    const origin = baseURL ?? '';
    // 2 × a ₹10,000 kurta with a ₹3,000 markup from a seller registered in Maharashtra, delivered, payable.
    const { seller } = await payeesWithPayables(request, origin, `tax${testInfo.project.name}`, 2);
    await apiSignIn(request, origin, seller.email, seller.password);
    const method = await request.put('/api/payout-method', {
      data: {
        kind: 'bank',
        accountHolderName: 'Loom House',
        accountNumber: '50100123456789',
        accountNumberConfirm: '50100123456789',
        ifsc: 'HDFC0000240',
        pan: 'AAKFL1234L',
        panName: 'Loom House',
      },
      headers: { origin },
    });
    expect(method.ok()).toBe(true);
    await request.post('/api/auth/sign-out', { headers: { origin } });

    // The operator pays a manual run and records the seller's UTR.
    await apiSignIn(request, origin, 'ops@haat.demo');
    const run = (await (
      await request.post('/api/ops/payout-runs', { data: { provider: 'manual' }, headers: { origin } })
    ).json()) as { items: { id: string; payeeEmail: string }[] };
    const payout = run.items.find((item) => item.payeeEmail === seller.email);
    expect(payout).toBeTruthy();
    const paid = await request.post(`/api/ops/payouts/${payout?.id}/result`, {
      data: { utr: 'HDFCN77788899900' },
      headers: { origin },
    });
    expect(paid.ok()).toBe(true);
    await request.post('/api/auth/sign-out', { headers: { origin } });

    // The seller's Payouts tab: this quarter's settlement report and TDS certificate.
    const sellerPage = await browser.newPage({ baseURL: origin, viewport: testInfo.project.use.viewport ?? undefined });
    await signInAt(sellerPage, '/seller-auth?next=%2Fdashboard', seller.email, seller.password);
    await expect(sellerPage).toHaveURL(/\/dashboard/);
    await sellerPage.getByRole('tab', { name: 'Payouts' }).click();
    const settlement = await text(
      await downloaded(sellerPage, sellerPage.getByRole('link', { name: 'Settlement report (CSV)' })),
    );
    expect(settlement).toContain('Handloom kurta');
    expect(settlement).toContain('HDFCN77788899900');
    const certificate = await text(
      await downloaded(sellerPage, sellerPage.getByRole('link', { name: 'TDS certificate (PDF)' })),
    );
    // 0.1% of the ₹24,761.90 the tax invoice billed without its 5% GST.
    expect(certificate).toContain('TDS certificate');
    expect(certificate).toContain('PAN: AAKFL1234L');
    expect(certificate).toMatch(/TDS u\/s 393 \(e-commerce sales\) ₹24,761\.90 0\.1% ₹24\.76/);

    // The operator's tax card: the quarter's TDS return data, and the month's GSTR-8 for Maharashtra.
    const ops = await signedInPage(browser, origin, '/auth?next=%2Fops%2Fpayouts', 'ops@haat.demo');
    await expect(ops).toHaveURL(/\/ops\/payouts/);
    const tdsReturn = await text(await downloaded(ops, ops.getByRole('link', { name: 'TDS return data (CSV)' })));
    expect(tdsReturn).toContain('AAKFL1234L');
    // The operator deposits the month's 194-O and records the challan: the return's row then carries it.
    const clock = await request.post('/api/testing/clock', { data: { advanceDays: 0 }, headers: { origin } });
    const depositDay = new Date(new Date(((await clock.json()) as { now: string }).now).getTime() + 330 * 60_000)
      .toISOString()
      .slice(0, 10);
    const serial = String(Date.now() % 100_000).padStart(5, '0');
    // The month the seller's tax was deducted in: the day their earnings were credited, as the return dates it.
    const [header = '', ...rows] = tdsReturn
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const deductedOn = (rows.find((row) => row.includes('AAKFL1234L')) ?? '').split(',')[
      header.split(',').indexOf('Date of deduction')
    ];
    const [, month, year] = (deductedOn ?? '').split('/');
    const challan = ops.getByRole('form', { name: 'Record a challan' });
    await challan.getByLabel('Month of deduction').selectOption(`${year}-${month}`);
    await challan.getByLabel('Amount deposited (₹)').fill('10000');
    await challan.getByLabel('BSR code').fill('0510308');
    await challan.getByLabel('Date of deposit').fill(depositDay);
    await challan.getByLabel('Challan serial no.').fill(serial);
    await challan.getByRole('button', { name: 'Record challan' }).click();
    await expect(ops.getByRole('list', { name: 'Challans recorded' })).toContainText(`0510308 · ${serial}`);
    const deposited = await text(await downloaded(ops, ops.getByRole('link', { name: 'TDS return data (CSV)' })));
    expect(deposited).toMatch(new RegExp(`AAKFL1234L.*,24\\.76,24\\.76,[^,]*,0\\.1,,0510308,[^,]*,${serial}`));
    const gstr8 = await text(
      await downloaded(ops, ops.getByRole('link', { name: /^Download CSV: GSTR-8 \(TCS\) for Maharashtra/ })),
    );
    expect(gstr8).toContain('27AAPFU0939F1ZV');
    await ops.context().close();

    // Once the month has ended, Haat's invoice for its commission: 5% of ₹20,000 and 18% IGST on it.
    const now = await request.post('/api/testing/clock', { data: { advanceDays: 1 }, headers: { origin } });
    const today = new Date(((await now.json()) as { now: string }).now).getTime() + 330 * 60_000;
    const next = new Date(today);
    next.setUTCMonth(next.getUTCMonth() + 1, 1);
    const days = Math.ceil((next.getTime() - today) / 86_400_000);
    expect((await request.post('/api/testing/clock', { data: { advanceDays: days }, headers: { origin } })).ok()).toBe(
      true,
    );
    await sellerPage.getByRole('tab', { name: 'Invoices' }).click();
    const haat = sellerPage.getByRole('region', { name: 'Haat’s invoices to you' });
    const invoice = await text(
      await downloaded(sellerPage, haat.getByRole('link', { name: /^Download Haat’s invoice HF/ })),
    );
    expect(invoice).toContain('Tax Invoice');
    expect(invoice).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(invoice).toContain('998599');
    expect(invoice).toContain('₹1,180.00');
    await sellerPage.context().close();
  },
);
