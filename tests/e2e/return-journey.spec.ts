import { expect, test } from './support/test.ts';
import sharp from 'sharp';
import { listedInPriyasStore, signedInPage } from './support/orders.ts';
import { apiSignIn } from './support/sign-in.ts';

const phone = '98470 12345';
const address = { line1: '4 Temple Street', line2: '', city: 'Kochi', state: 'Kerala', pincode: '682001' };

test(
  'a guest asks to return a delivered item with a photo; the seller accepts; the creator sees the line reversed with the reason',
  { tag: '@phone-only' },
  async ({ page, request, browser, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const origin = baseURL ?? '';
    const name = `Garnet ring ${testInfo.project.name} ${Date.now() % 100_000}`;
    const { listingId } = await listedInPriyasStore(request, origin, name);

    // A guest's cash-on-delivery order, placed and delivered through the API (the order journey covers those screens).
    const placed = await page.request.post('/api/orders', {
      data: {
        contact: { name: 'Kavya Menon', phone },
        address,
        payment: { method: 'cod' },
        lines: [{ listingId, quantity: 1, ref: 'ig' }],
      },
      headers: { origin, 'idempotency-key': `e2e-return-${testInfo.project.name}-${Date.now()}` },
    });
    expect(placed.status()).toBe(201);
    const { order } = (await placed.json()) as { order: { number: string; lines: { id: string }[] } };
    const lineId = order.lines[0]?.id ?? '';
    await apiSignIn(request, origin, 'seller@haat.demo');
    for (const step of [
      { action: 'confirm' },
      { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL901234' },
      { action: 'deliver' },
    ]) {
      expect((await request.post(`/api/seller/order-lines/${lineId}`, { data: step, headers: { origin } })).ok()).toBe(
        true,
      );
    }
    await request.post('/api/auth/sign-out', { headers: { origin } });

    // On their phone the guest finds the order by its number and mobile number, and asks to return the ring.
    await page.goto('/orders-and-deliveries');
    await page.getByLabel('Order number').fill(order.number);
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Find order' }).click();
    const card = page.getByRole('article', { name: new RegExp(order.number) });
    await expect(card.getByText(/Returns accepted until/)).toBeVisible();
    await card.getByRole('button', { name: 'Request a return' }).click();
    const form = card.getByRole('form', { name: `Return ${name}` });
    await form.getByRole('button', { name: 'Send return request' }).click();
    await expect(form.getByText('Choose a reason.')).toBeVisible();
    await form.getByLabel('Reason').selectOption({ label: 'Damaged' });
    await form.getByLabel('Details for the seller').fill('The garnet came loose from its setting on the first wear.');
    const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#8a1c2b' } })
      .jpeg()
      .toBuffer();
    await form.getByLabel('Add photos').setInputFiles({ name: 'ring.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(form.getByRole('img', { name: 'Photo 1: ring.jpg' })).toBeVisible();
    await form.getByRole('button', { name: 'Send return request' }).click();
    await expect(card.getByRole('status')).toContainText('Return requested');
    await expect(card.getByRole('list', { name: `Delivery progress of ${name}` })).toContainText(
      'Damaged: The garnet came loose',
    );

    // The seller sees the request with its reason and photo, and accepts it with a note.
    const seller = await signedInPage(browser, origin, '/seller-auth?next=%2Fdashboard', 'seller@haat.demo');
    await expect(seller).toHaveURL(/\/dashboard/);
    await seller.getByRole('tab', { name: 'Orders' }).click();
    const asked = seller
      .getByRole('article', { name: new RegExp(order.number) })
      .getByRole('region', { name: `Return request for ${name}` });
    await expect(asked).toContainText('Return requested: Damaged');
    await expect(asked.getByRole('link', { name: 'Photo 1 from the buyer (opens full size)' })).toBeVisible();
    await asked.getByRole('button', { name: 'Accept return' }).click();
    const accept = asked.getByRole('form', { name: 'Accept return' });
    await accept
      .getByLabel('Note to the buyer (optional)')
      .fill('Sorry about that! Our courier will collect it on Monday.');
    await accept.getByRole('button', { name: 'Accept return' }).click();
    await expect(asked).toContainText('Accepted on');
    await expect(
      seller.getByRole('article', { name: new RegExp(order.number) }).getByText('Returned', { exact: true }),
    ).toBeVisible();
    await seller.context().close();

    // The creator's ₹150 markup for the line (₹128.45 after the GST inside it, the demo's 10% fee and the GST on the
    // fee) is reversed, with the buyer's reason.
    const creator = await signedInPage(browser, origin, '/auth?next=%2Fdashboard', 'creator@haat.demo');
    await expect(creator).toHaveURL(/\/dashboard/);
    const ledgerLine = creator
      .getByRole('row')
      .or(creator.getByRole('listitem'))
      .filter({ hasText: order.number, visible: true });
    await expect(ledgerLine).toContainText('₹128.45');
    await expect(ledgerLine).toContainText('Reversed');
    await expect(ledgerLine).toContainText('Returned: Damaged');
    await creator.context().close();

    // The guest's order shows the line returned, with the seller's note.
    await page.reload();
    const timeline = page
      .getByRole('article', { name: new RegExp(order.number) })
      .getByRole('list', { name: `Delivery progress of ${name}` });
    await expect(timeline.getByRole('listitem').last()).toContainText('Returned');
    await expect(timeline.getByRole('listitem').last()).toContainText('Our courier will collect it on Monday.');
  },
);
