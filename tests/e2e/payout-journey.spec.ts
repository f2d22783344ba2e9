import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signedInPage } from './support/orders.ts';
import { payeesWithPayables } from './support/payees.ts';
import { signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/** The dashboard's Payouts tab of the account signed in on `page`. */
async function payoutsTab(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Payouts' }).click();
  return page.getByRole('tabpanel');
}

test(
  'creators and sellers add payout methods; the operator pays a manual run by bank file and UTRs; each sees the payout and the tax withheld',
  { tag: '@desktop-only' },
  async ({ page, request, browser, baseURL }, testInfo) => {
    test.setTimeout(150_000);
    const origin = baseURL ?? '';
    // 8 × a ₹10,000 kurta with a ₹3,000 markup: the creator's ₹21,600 (after Haat's 10% fee) passes 194H's ₹20,000.
    const { seller, creator } = await payeesWithPayables(request, origin, testInfo.project.name, 8);

    // The creator adds a UPI ID and a PAN on the Payouts tab.
    const creatorPage = await browser.newPage({
      baseURL: origin,
      viewport: testInfo.project.use.viewport ?? undefined,
    });
    await signInAt(creatorPage, '/auth?next=%2Fdashboard', creator.email, creator.password);
    await expect(creatorPage).toHaveURL(/\/dashboard/);
    let panel = await payoutsTab(creatorPage);
    await expect(panel.getByText('₹21,600.00').first()).toBeVisible();
    await panel.getByRole('radio', { name: /^UPI/ }).check();
    await panel.getByRole('textbox', { name: 'UPI ID' }).fill('meera.wears@okaxis');
    await panel.getByRole('textbox', { name: 'PAN', exact: true }).fill('ABCPI1234F');
    await panel.getByRole('textbox', { name: 'Name on PAN' }).fill('Meera Iyer');
    await panel.getByRole('button', { name: 'Save payout method' }).click();
    await expect(panel.getByText('meXXXXrs@okaxis')).toBeVisible();

    // The seller adds a bank account: the bank is named from the IFSC.
    const sellerPage = await browser.newPage({ baseURL: origin, viewport: testInfo.project.use.viewport ?? undefined });
    await signInAt(sellerPage, '/seller-auth?next=%2Fdashboard', seller.email, seller.password);
    await expect(sellerPage).toHaveURL(/\/dashboard/);
    panel = await payoutsTab(sellerPage);
    await panel.getByRole('radio', { name: /^Bank account/ }).check();
    await panel.getByRole('textbox', { name: 'Name on the bank account' }).fill('Loom House');
    await panel.getByRole('textbox', { name: 'Account number', exact: true }).fill('50100123456789');
    await panel.getByRole('textbox', { name: 'Account number again' }).fill('50100123456789');
    await panel.getByRole('textbox', { name: 'IFSC' }).fill('HDFC0000240');
    await expect(panel.getByText('HDFC Bank').first()).toBeVisible();
    await panel.getByRole('textbox', { name: 'PAN', exact: true }).fill('AAKFL1234L');
    await panel.getByRole('textbox', { name: 'Name on PAN' }).fill('Loom House');
    await panel.getByRole('button', { name: 'Save payout method' }).click();
    await expect(panel.getByText('XXXXXX6789')).toBeVisible();

    // The operator starts a manual run, downloads the bank file and records each payout's UTR.
    const ops = await signedInPage(browser, origin, '/auth?next=%2Fops%2Fpayouts', 'ops@haat.demo');
    await expect(ops).toHaveURL(/\/ops\/payouts/);
    await ops.getByRole('button', { name: /Start a payout run/ }).click();
    await ops.getByRole('button', { name: /^Start run/ }).click();
    await expect(ops.getByText('Payout run started')).toBeVisible();
    const download = ops.waitForEvent('download');
    await ops
      .getByRole('link', { name: /Download bank file/ })
      .first()
      .click();
    const file = await readFile((await (await download).path()) ?? '', 'utf8');
    expect(file).toContain('50100123456789');
    expect(file).toContain('HDFC0000240');
    expect(file).toContain('meera.wears@okaxis,,21168.00');
    expect(file).toContain('75424.76');

    const utrs = { [creator.email]: 'AXISN12345678901', [seller.email]: 'HDFCN99887766554' };
    for (const [email, utr] of Object.entries(utrs)) {
      const payout = ops.getByRole('article').filter({ hasText: email });
      await payout.getByRole('button', { name: 'Record UTR' }).click();
      await payout.getByLabel('UTR').fill(utr);
      await payout.getByRole('button', { name: 'Save UTR' }).click();
      await expect(payout.getByText(utr)).toBeVisible();
    }
    await ops.context().close();

    // The creator sees the payout paid with its UTR and the 194H line; the seller, 194-O and GST TCS (on what the
    // seller's invoices billed as taxable: 8 × ₹13,000 less 5% GST).
    panel = await payoutsTab(creatorPage);
    await expect(panel.getByText(/^Paid ₹21,168\.00 on \d{1,2} \w{3} \d{4}, UTR AXISN12345678901$/)).toBeVisible();
    await expect(panel.getByText(/TDS u\/s 194H \(2% of ₹21,600\.00\)/)).toBeVisible();
    await expect(panel.getByText('−₹432.00')).toBeVisible();

    panel = await payoutsTab(sellerPage);
    await expect(panel.getByText(/^Paid ₹75,424\.76 on \d{1,2} \w{3} \d{4}, UTR HDFCN99887766554$/)).toBeVisible();
    await expect(panel.getByText(/TDS u\/s 194-O \(0\.1% of ₹80,000\.00\)/)).toBeVisible();
    await expect(panel.getByText(/GST TCS u\/s 52 \(0\.5% of ₹99,047\.62\)/)).toBeVisible();
    await creatorPage.context().close();
    await sellerPage.context().close();
    await page.close();
  },
);
