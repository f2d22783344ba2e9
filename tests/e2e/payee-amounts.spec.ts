import { pickWithMarkup } from './support/creator-cart.ts';
import { mailText } from './support/inbox.ts';
import { signedInPage } from './support/orders.ts';
import { apiSignIn, signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/*
 * What a payee is told they earn is what the ledger credits (issue 34): the creator's cart, the seller's new-order
 * mail and the seller's Orders tab, read against GET /api/me/earnings, on the demo's commission (8% of jewellery's
 * base price, 10% of markups).
 */
test(
  'the creator’s cart, the seller’s mail and Orders tab say what the ledgers then credit',
  { tag: '@phone-only' },
  async ({ page, request, browser, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const origin = baseURL ?? '';
    const name = `Meenakari jhumka ${testInfo.project.name} ${Date.now() % 100_000}`;

    // The seller lists it at ₹349 with a ₹49 delivery fee.
    await apiSignIn(request, origin, 'seller@haat.demo');
    const created = await request.post('/api/seller/products', {
      data: {
        name,
        category: 'jewellery',
        hsnCode: '7117',
        gstRateBps: 300,
        pricePaise: 34_900,
        originalPricePaise: 59_900,
        deliveryFeePaise: 4_900,
        stock: 10,
        returnPolicyDays: 7,
      },
      headers: { origin },
    });
    expect(created.status()).toBe(201);
    await request.post('/api/auth/sign-out', { headers: { origin } });

    // The creator picks it with a ₹150 markup: the cart says what a sale earns after the GST inside it (3%, the
    // seller's to remit), Haat's fee (10% of the rest) and the 18% GST on the fee (decision 059).
    await signInAt(page, '/auth?next=%2Fcreator%2Fcart', 'creator@haat.demo');
    await expect(page).toHaveURL(/\/creator\/cart/);
    await pickWithMarkup(page, name, '150');
    const cart = page.getByRole('complementary', { name: /Your cart/ });
    await expect(cart).toContainText('₹349.00 + ₹150.00 = Buyer pays ₹499.00');
    await expect(cart).toContainText(
      'You earn ₹128.46 a sale (₹150.00 − ₹4.36 GST the seller pays − ₹17.18 Haat fee at 10% with 18% GST)',
    );
    await cart.getByRole('button', { name: 'Publish 1 to my store' }).click();
    await expect(page).toHaveURL(/\/my-store/);
    const listings = (await (await page.request.get('/api/me/store/listings')).json()) as {
      items: { id: string; product: { name: string } }[];
    };
    const listingId = listings.items.find((item) => item.product.name === name)?.id;
    expect(listingId).toBeTruthy();

    // A guest buys three.
    const placed = await request.post('/api/orders', {
      data: {
        contact: { name: 'Ritu Agarwal', phone: '98290 45678' },
        address: { line1: '7 Hawa Mahal Road', line2: '', city: 'Jaipur', state: 'Rajasthan', pincode: '302002' },
        payment: { method: 'cod' },
        lines: [{ listingId, quantity: 3 }],
      },
      headers: { origin, 'idempotency-key': `e2e-payee-${testInfo.project.name}-${Date.now()}` },
    });
    expect(placed.status()).toBe(201);
    const { order } = (await placed.json()) as { order: { number: string } };

    // ₹1,047.00 − 8% commission (₹83.76) − 18% GST on it (₹15.08) + the ₹13.10 of GST inside the three markups +
    // ₹49.00 delivery = ₹1,010.26, in the mail and on the Orders tab.
    const mail = await mailText('seller@haat.demo', `New order ${order.number}`);
    expect(mail).toContain('GST in the creator’s markup: + ₹13.10');
    expect(mail).toContain('Haat’s commission: − ₹83.76');
    expect(mail).toContain('GST on Haat’s commission: − ₹15.08');
    expect(mail).toContain('Delivery fee: + ₹49.00');
    expect(mail).toContain('You get: ₹1,010.26');
    const seller = await signedInPage(browser, origin, '/seller-auth?next=%2Fdashboard', 'seller@haat.demo');
    await expect(seller).toHaveURL(/\/dashboard/);
    await seller.getByRole('tab', { name: 'Orders' }).click();
    const card = seller.getByRole('article', { name: order.number });
    await expect(card).toContainText('You get ₹1,010.26');
    await expect(card).toContainText(
      '(₹1,047.00 − ₹83.76 Haat commission at 8% − ₹15.08 GST on it + ₹13.10 GST in the creator’s markup + ₹49.00 delivery)',
    );

    // The ledgers credit exactly that: the seller's line, and the creator's line of three (worked out on the line, so
    // three sales of ₹128.46 each credit ₹385.35: the line's GST and fee round once, not three times).
    type Earnings = { entries: { orderNumber: string; amountPaise: number }[] };
    const sellerLedger = (await (await seller.request.get('/api/me/earnings?as=seller')).json()) as Earnings;
    expect(sellerLedger.entries.find((entry) => entry.orderNumber === order.number)?.amountPaise).toBe(101_026);
    const creatorLedger = (await (await page.request.get('/api/me/earnings?as=creator')).json()) as Earnings;
    expect(creatorLedger.entries.find((entry) => entry.orderNumber === order.number)?.amountPaise).toBe(38_535);
    await seller.context().close();
  },
);
