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
    // 8 × a ₹10,000 kurta with a ₹3,000 markup: the creator's ₹24,000 less the ₹1,142.86 of 5% GST inside it, Haat's
    // 10% fee on the rest and 18% GST on the fee is ₹20,160.01, just past the ₹20,000 threshold of TDS on commission.
    const { seller, creator } = await payeesWithPayables(request, origin, testInfo.project.name, 8);

    // The creator adds a UPI ID and a PAN on the Payouts tab.
    const creatorPage = await browser.newPage({
      baseURL: origin,
      viewport: testInfo.project.use.viewport ?? undefined,
    });
    await signInAt(creatorPage, '/auth?next=%2Fdashboard', creator.email, creator.password);
    await expect(creatorPage).toHaveURL(/\/dashboard/);
    let panel = await payoutsTab(creatorPage);
    await expect(panel.getByText('₹20,160.01').first()).toBeVisible();
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
    expect(file).toContain('meera.wears@okaxis,,19756.81');
    expect(file).toContain('75828.57');

    const utrs = { [creator.email]: 'AXISN12345678901', [seller.email]: 'HDFCN99887766554' };
    for (const [email, utr] of Object.entries(utrs)) {
      const payout = ops.getByRole('article').filter({ hasText: email });
      await payout.getByRole('button', { name: 'Record UTR' }).click();
      await payout.getByLabel('UTR').fill(utr);
      await payout.getByRole('button', { name: 'Save UTR' }).click();
      await expect(payout.getByText(utr)).toBeVisible();
    }
    await ops.context().close();

    // The creator sees the payout paid with its UTR and TDS on commission; the seller, TDS on sales and GST TCS, both
    // on what the seller's tax invoice billed without its GST (8 × ₹13,000 less 5% GST). Credited in tax year
    // 2026-27: section 393 of the Income-tax Act, 2025.
    panel = await payoutsTab(creatorPage);
    await expect(panel.getByText(/^Paid ₹19,756\.81 on \d{1,2} \w{3} \d{4}, UTR AXISN12345678901$/)).toBeVisible();
    await expect(panel.getByText(/TDS u\/s 393 \(commission\) \(2% of ₹20,160\.01\)/)).toBeVisible();
    await expect(panel.getByText('−₹403.20')).toBeVisible();

    panel = await payoutsTab(sellerPage);
    await expect(panel.getByText(/^Paid ₹75,828\.57 on \d{1,2} \w{3} \d{4}, UTR HDFCN99887766554$/)).toBeVisible();
    await expect(panel.getByText(/TDS u\/s 393 \(e-commerce sales\) \(0\.1% of ₹99,047\.62\)/)).toBeVisible();
    await expect(panel.getByText(/GST TCS u\/s 52 \(0\.5% of ₹99,047\.62\)/)).toBeVisible();
    await creatorPage.context().close();
    await sellerPage.context().close();
    await page.close();
  },
);
