import { readFile } from 'node:fs/promises';
import { mailedLink } from './support/inbox.ts';
import { listedInPriyasStore, signedInPage } from './support/orders.ts';
import { apiSignIn, signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

const address = { line1: '22 MG Road', line2: 'Flat 4B', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

test(
  'a buyer downloads their data, then deletes their account; the seller keeps the order without their name or contact',
  // At a desk: the mobile project is the longer of the two that CI runs side by side (decision 040).
  { tag: '@desktop-only' },
  async ({ page, request, browser, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const origin = baseURL ?? '';
    const stamp = Date.now() % 1_000_000;
    const email = `privacy.${stamp}@example.in`;
    const password = 'gulmohar-chai-2026';

    // A new buyer, made through the API the sign-up screen uses, who ticked the AI Manager's permission there.
    const signedUp = await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Anaya Kulkarni', email, password, consents: ['ai_order_history'] },
      headers: { origin },
    });
    expect(signedUp.ok()).toBe(true);
    expect((await page.request.get(await mailedLink(email, 'verify'))).ok()).toBe(true);

    // Their order, placed and delivered through the API (the order journey covers those screens).
    const { listingId } = await listedInPriyasStore(
      request,
      origin,
      `Bandhani dupatta ${testInfo.project.name} ${stamp}`,
    );
    await apiSignIn(page.request, origin, email, password);
    const placed = await page.request.post('/api/orders', {
      data: {
        contact: { name: 'Anaya Kulkarni', phone: '98220 12345', email },
        address,
        payment: { method: 'cod' },
        lines: [{ listingId, quantity: 1 }],
      },
      headers: { origin, 'idempotency-key': `e2e-privacy-${stamp}` },
    });
    expect(placed.status()).toBe(201);
    const { order } = (await placed.json()) as { order: { number: string; lines: { id: string }[] } };
    await apiSignIn(request, origin, 'seller@haat.demo');
    for (const step of [
      { action: 'confirm' },
      { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL313131' },
      { action: 'deliver' },
    ]) {
      const moved = await request.post(`/api/seller/order-lines/${order.lines[0]?.id}`, {
        data: step,
        headers: { origin },
      });
      expect(moved.ok()).toBe(true);
    }

    // Your data, on the account page: the permission ticked at sign-up, and a download of everything held.
    await signInAt(page, '/auth?next=%2Faccount', email, password);
    const yourData = page.getByRole('region', { name: 'Your data' });
    await expect(yourData.getByRole('switch', { name: 'Let the AI Manager read my orders' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const downloading = page.waitForEvent('download');
    await yourData.getByRole('link', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('haat-my-data.json');
    const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
      account: { email: string };
      orders: { number: string; contact: { name: string }; address: { line1: string } }[];
      consents: { purpose: string; granted: boolean }[];
    };
    expect(data.account.email).toBe(email);
    expect(data.orders[0]).toMatchObject({ number: order.number, contact: { name: 'Anaya Kulkarni' } });
    expect(data.consents).toEqual([expect.objectContaining({ purpose: 'ai_order_history', granted: true })]);

    // Withdrawing is the same one tap as giving.
    await yourData.getByRole('switch', { name: 'Let the AI Manager read my orders' }).click();
    await expect(page.getByText('Permission withdrawn')).toBeVisible();

    // Deleting the account: said what goes and what stays, then the password once.
    await yourData.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('without your name, phone, email or street address');
    await dialog.getByLabel('Your password').fill(password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Your account is deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password },
      headers: { origin },
    });
    expect(signIn.status()).toBe(401);

    // The seller still has the order, without who bought it; the PIN code stays as the place of supply.
    const seller = await signedInPage(browser, origin, '/seller-auth?next=%2Fdashboard', 'seller@haat.demo');
    await seller.getByRole('tab', { name: 'Orders' }).click();
    const card = seller.getByRole('article', { name: new RegExp(order.number) });
    await expect(card.getByText('The buyer’s details were erased at their request.')).toBeVisible();
    await expect(card).toContainText('Pune, Maharashtra 411001');
    await expect(card).not.toContainText('Anaya');
    await expect(card).not.toContainText('22 MG Road');
    await seller.context().close();
  },
);
