import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import { listedInPriyasStore, signedInPage } from './support/orders.ts';
import { apiSignIn } from './support/sign-in.ts';

const phone = '98290 45678';
const address = { line1: '7 Hawa Mahal Road', line2: '', city: 'Jaipur', state: 'Rajasthan', pincode: '302002' };

test(
  'a seller ships and finds the GST invoice under Invoices; the guest buyer downloads it from the order',
  { tag: '@desktop-only' },
  async ({ page, request, browser, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const origin = baseURL ?? '';
    const name = `Kundan choker ${testInfo.project.name} ${Date.now() % 100_000}`;
    const { listingId } = await listedInPriyasStore(request, origin, name);

    // A guest's order, confirmed and shipped through the API (the order journey covers those screens).
    const placed = await page.request.post('/api/orders', {
      data: {
        contact: { name: 'Ritu Agarwal', phone },
        address,
        payment: { method: 'cod' },
        lines: [{ listingId, quantity: 1 }],
      },
      headers: { origin, 'idempotency-key': `e2e-invoice-${testInfo.project.name}-${Date.now()}` },
    });
    expect(placed.status()).toBe(201);
    const { order } = (await placed.json()) as { order: { number: string; lines: { id: string }[] } };
    await apiSignIn(request, origin, 'seller@haat.demo');
    for (const step of [{ action: 'confirm' }, { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL556677' }]) {
      const moved = await request.post(`/api/seller/order-lines/${order.lines[0]?.id}`, {
        data: step,
        headers: { origin },
      });
      expect(moved.ok()).toBe(true);
    }
    await request.post('/api/auth/sign-out', { headers: { origin } });

    // The seller's Invoices tab lists this month's tax invoice for the order, and its PDF downloads.
    const seller = await signedInPage(browser, origin, '/seller-auth?next=%2Fdashboard', 'seller@haat.demo');
    await expect(seller).toHaveURL(/\/dashboard/);
    await seller.getByRole('tab', { name: 'Invoices' }).click();
    const row = seller
      .getByRole('row')
      .or(seller.getByRole('listitem'))
      .filter({ hasText: order.number, visible: true });
    await expect(row).toContainText('Tax invoice');
    await expect(row).toContainText('Ritu Agarwal');
    const number = (await row.getByText(/^IN\/\d\d-\d\d\/\d{6}$/).textContent()) ?? '';
    const sellerDownload = seller.waitForEvent('download');
    await row.getByRole('link', { name: new RegExp(`Download tax invoice ${number.replaceAll('/', '\\/')}`) }).click();
    const pdf = await sellerDownload;
    expect(pdf.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
    expect((await readFile((await pdf.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(seller.getByRole('link', { name: /Download supplies report/ })).toBeVisible();
    await seller.context().close();

    // The guest finds the order by its number and mobile number, and downloads the same invoice.
    await page.goto('/orders-and-deliveries');
    await page.getByLabel('Order number').fill(order.number);
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Find order' }).click();
    const card = page.getByRole('article', { name: new RegExp(order.number) });
    const buyerDownload = page.waitForEvent('download');
    await card.getByRole('link', { name: new RegExp(`Invoice ${number.replaceAll('/', '\\/')}`) }).click();
    expect((await buyerDownload).suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
  },
);

test(
  'a seller imports a catalog CSV: a bad row is named and nothing lands; the corrected file adds every product',
  { tag: '@desktop-only' },
  async ({ browser, baseURL }, testInfo) => {
    const sku = `E2E-${testInfo.project.name.slice(0, 1).toUpperCase()}${Date.now() % 1_000_000}`;
    const header = 'sku,name,description,category,price,mrp,stock,hsn,gst_rate,return_days,resellable,markup_cap';
    const rows = (price: string) => [
      `${sku}-1,Meenakari jhumkas,Hand painted,jewellery,649,899,12,7117,3,7,yes,`,
      `${sku}-2,Temple necklace,Gold plated,jewellery,${price},2499,4,7117,3,7,yes,40`,
    ];
    const seller = await signedInPage(browser, baseURL ?? '', '/seller-auth?next=%2Fdashboard', 'seller@haat.demo');
    await seller.getByRole('tab', { name: 'Products' }).click();
    await seller.getByRole('button', { name: /CSV/ }).click();
    const file = seller.getByLabel('Catalog file (CSV)');

    await file.setInputFiles({
      name: 'catalog.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, ...rows('18O0')].join('\n')),
    });
    await seller.getByRole('button', { name: 'Import' }).click();
    const problems = seller.getByRole('alert');
    await expect(problems).toContainText('Nothing was imported');
    await expect(seller.getByRole('row', { name: /3 price/ })).toBeVisible();
    await expect(seller.getByRole('button', { name: 'Download error report' })).toBeVisible();

    await file.setInputFiles({
      name: 'catalog.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, ...rows('1899')].join('\n')),
    });
    await seller.getByRole('button', { name: 'Import' }).click();
    await expect(seller.getByText('Catalog imported')).toBeVisible();
    await expect(seller.getByText('2 products added, 0 updated.')).toBeVisible();
    await seller.getByRole('button', { name: 'Back to products' }).click();
    await expect(seller.getByText('Temple necklace').first()).toBeVisible();
    await seller.context().close();
  },
);
