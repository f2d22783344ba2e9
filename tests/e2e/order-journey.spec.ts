import { expect, test } from './support/test.ts';
import { mailedLink } from './support/inbox.ts';
import { listedInPriyasStore, signedInPage } from './support/orders.ts';

test(
  'a buyer from Instagram orders cash on delivery; the seller ships and delivers; the creator’s markup is pending, then payable',
  { tag: '@phone-only' },
  async ({ page, request, browser, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const origin = baseURL ?? '';
    const name = `Moonstone studs ${testInfo.project.name} ${Date.now() % 100_000}`;
    await listedInPriyasStore(request, origin, name);

    // The buyer arrives from Instagram and puts the studs in the cart from the popup.
    await page.goto('/@priya.styles?ref=ig');
    await page.getByRole('button', { name: new RegExp(`^${name} ₹`) }).click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart')).toBeVisible();
    await dialog.getByRole('button', { name: /close/i }).first().click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    // Checkout: contact, address, cash on delivery, and the summary in rupees.
    await expect(page.getByRole('link', { name })).toBeVisible();
    await page.getByLabel('Full name').fill('Meera Iyer');
    await page.getByLabel('Mobile number').fill('98765 43210');
    const email = `meera.${testInfo.project.name}.${Date.now()}@example.in`;
    await page.getByLabel('Email (optional)').fill(email);
    await page.getByLabel('Address line 1').fill('12 Lake View Road');
    await page.getByLabel('City').fill('Chennai');
    await page.getByLabel('State').selectOption('Tamil Nadu');
    await page.getByLabel('PIN code').fill('600017');
    await expect(page.getByText('Cash on delivery').first()).toBeVisible();
    await expect(page.getByText('₹999.00').first()).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/order\?id=/);
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    const number =
      (
        await page
          .getByText(/HT-[0-9A-Z]{8}/)
          .first()
          .textContent()
      )?.match(/HT-[0-9A-Z]{8}/)?.[0] ?? '';
    expect(number).not.toBe('');
    await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();

    // The confirmation mail's link opens the order on another device, without an account, and leaves no token in the address bar.
    const link = await mailedLink(email, `^Order ${number} is placed$`);
    const elsewhere = await browser.newContext({
      baseURL: origin,
      viewport: testInfo.project.use.viewport ?? undefined,
    });
    const mailPage = await elsewhere.newPage();
    await mailPage.goto(link);
    await expect(mailPage.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    await expect(mailPage.getByText(number).first()).toBeVisible();
    await expect(mailPage).toHaveURL(/\/order\?id=[\w-]+$/);
    await elsewhere.close();

    // The seller confirms, ships and delivers it from the dashboard's Orders tab.
    const seller = await signedInPage(browser, origin, '/seller-auth?next=%2Fdashboard', 'seller@haat.demo');
    await expect(seller).toHaveURL(/\/dashboard/);
    await seller.getByRole('tab', { name: 'Orders' }).click();
    const card = seller.getByRole('article', { name: new RegExp(number) });
    await card.getByRole('button', { name: 'Confirm' }).click();
    await card.getByRole('button', { name: 'Ship' }).click();
    await card.getByLabel('Courier').fill('Delhivery');
    await card.getByLabel('Tracking number').fill('DL778899');
    await card.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(card.getByText('DL778899').first()).toBeVisible();
    // Delivery cannot be taken back: the card asks first.
    await card.getByRole('button', { name: 'Mark delivered' }).click();
    // The seller's tab closes next: the delivery must have been answered, not only asked for ("Delivered" is also the
    // last step of the card's progress, shown before it is reached).
    const answered = seller.waitForResponse(
      (response) => response.url().includes('/api/seller/order-lines/') && response.request().method() === 'POST',
    );
    await card
      .getByRole('group', { name: /^Confirm delivery of / })
      .getByRole('button', { name: 'Yes, delivered' })
      .click();
    expect((await answered).status()).toBe(200);
    await expect(card.getByText('Delivered').first()).toBeVisible();
    await seller.context().close();

    // The buyer sees it delivered, with the courier on the timeline.
    await page.goto('/orders-and-deliveries');
    const order = page.getByRole('article', { name: new RegExp(number) });
    await expect(order.getByText('Delivered').first()).toBeVisible();
    await expect(order.getByText(/Delhivery/).first()).toBeVisible();

    // The creator's ₹150 markup, less the ₹4.37 of 3% GST inside it (the seller's), the demo marketplace's 10% fee on
    // the rest and 18% GST on the fee (₹17.18), is pending until the 7-day return window closes, then payable.
    const creator = await signedInPage(browser, origin, '/auth?next=%2Fdashboard', 'creator@haat.demo');
    await expect(creator).toHaveURL(/\/dashboard/);
    const ledgerLine = () =>
      creator.getByRole('row').or(creator.getByRole('listitem')).filter({ hasText: number, visible: true });
    const entry = ledgerLine();
    await expect(entry).toContainText('₹128.45');
    await expect(entry).toContainText('Pending');
    expect(
      (await creator.request.post('/api/testing/clock', { data: { advanceDays: 8 }, headers: { origin } })).ok(),
    ).toBe(true);
    await creator.reload();
    await expect(ledgerLine()).toContainText('Payable');
    await creator.context().close();
  },
);

test(
  'a guest’s details stay on the device only when they tick it, fill in the next checkout, and “Not you? Clear” forgets them',
  { tag: '@phone-only' },
  async ({ page, request, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const name = `Silver toe rings ${testInfo.project.name} ${Date.now() % 100_000}`;
    const { listingId } = await listedInPriyasStore(request, baseURL ?? '', name);
    const remember = page.getByRole('checkbox', { name: 'Remember my details on this device' });
    const clear = page.getByRole('button', { name: 'Not you? Clear' });
    const stored = () => page.evaluate(() => localStorage.getItem('haat:checkout-details'));
    const toCheckout = async () => {
      await page.goto(`/@priya.styles?product=${listingId}`);
      await page.getByRole('dialog', { name }).getByRole('button', { name: 'Add to Cart' }).click();
      await page.goto('/checkout');
      await expect(page.getByRole('link', { name })).toBeVisible();
    };
    const fillAndPlace = async () => {
      await page.getByLabel('Full name').fill('Meera Iyer');
      await page.getByLabel('Mobile number').fill('98765 43210');
      await page.getByLabel('Address line 1').fill('12 Lake View Road');
      await page.getByLabel('PIN code').fill('600017');
      await page.getByLabel('State').selectOption('Tamil Nadu');
      await expect(page.getByLabel('City')).toHaveValue('Chennai');
    };
    const place = async () => {
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    };

    // Unticked unless asked: an order placed without it leaves nothing on the device.
    await toCheckout();
    await expect(remember).not.toBeChecked();
    await fillAndPlace();
    await place();
    expect(await stored()).toBeNull();

    // The next checkout starts empty; this time the buyer ticks it.
    await toCheckout();
    await expect(page.getByLabel('Full name')).toHaveValue('');
    await expect(clear).toHaveCount(0);
    await fillAndPlace();
    await remember.check();
    await place();
    expect(await stored()).toContain('Meera Iyer');

    // The one after is filled in, saying so, with a way to forget them.
    await toCheckout();
    await expect(page.getByText('Filled in with the details remembered on this device.')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Meera Iyer');
    await expect(page.getByLabel('Mobile number')).toHaveValue('9876543210');
    await expect(page.getByLabel('Address line 1')).toHaveValue('12 Lake View Road');
    await expect(page.getByLabel('PIN code')).toHaveValue('600017');
    await expect(page.getByLabel('City')).toHaveValue('Chennai');
    await expect(page.getByLabel('State')).toHaveValue('Tamil Nadu');
    await expect(remember).toBeChecked();

    // Not them: the details leave the form and the device, and stay gone.
    await clear.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your details are forgotten on this device.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Full name')).toBeFocused();
    await expect(page.getByLabel('Full name')).toHaveValue('');
    await expect(page.getByLabel('State')).toHaveValue('');
    await expect(remember).not.toBeChecked();
    expect(await stored()).toBeNull();
    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('');
    await expect(clear).toHaveCount(0);
  },
);
