import type { APIRequestContext } from '@playwright/test';
import { paymentsOrigin, shiprocketOrigin } from '../../playwright.config.ts';
import { poppler } from '../../src/server/testing/poppler.ts';
import { mailText } from './support/inbox.ts';
import { newGstSeller } from './support/payees.ts';
import { apiSignIn, signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/*
 * Parcels that book themselves (issue 38; decision 073), against the local Shiprocket-compatible server the payments
 * app books with: a seller books a confirmed order and prints its label, and the courier's webhooks deliver it with no
 * typing; a second parcel fails an attempt, the buyer picks a new day on their phone from the mail's link, Shiprocket
 * receives it, and the parcel is then delivered; a third goes back to the seller and its money reverses once.
 */

const origin = paymentsOrigin;
const address = { line1: '27 Marine Drive', line2: 'Near the clock tower', city: 'Kochi', state: 'Kerala' };

interface ShiprocketState {
  shipments: { awb: string; reference: string }[];
  ndrActions: { awb: string; body: Record<string, string> }[];
}

async function shiprocketState(request: APIRequestContext): Promise<ShiprocketState> {
  const answer = await request.get(`${shiprocketOrigin}/_control/state`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as ShiprocketState;
}

let minute = 0;
/** Shiprocket sends its tracking webhook for the AWB after these statuses (id and label), a minute apart. */
async function courierSays(request: APIRequestContext, awb: string, statuses: [number, string, string?][]) {
  const updates = statuses.map(([statusId, status, activity]) => {
    minute += 1;
    return { statusId, status, activity, at: new Date(Date.now() - 3_600_000 + minute * 60_000).toISOString() };
  });
  const sent = await request.post(`${shiprocketOrigin}/_control/events`, { data: { awb, updates } });
  expect(sent.ok()).toBe(true);
  expect(((await sent.json()) as { status: number }).status, 'Haat took the webhook').toBe(204);
}

/** A guest orders the listing, cash on delivery, through the API the checkout uses; its number and id. */
async function guestOrder(request: APIRequestContext, listingId: string, email: string, pincode: string) {
  const placed = await request.post('/api/orders', {
    data: {
      contact: { name: 'Anjali Nair', phone: '98471 23456', email },
      address: { ...address, pincode },
      lines: [{ listingId, quantity: 1 }],
      payment: { method: 'cod' },
    },
    headers: { origin, 'idempotency-key': crypto.randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: string; number: string; lines: { id: string }[] } };
  return { id: order.id, number: order.number, lineId: order.lines[0]?.id ?? '' };
}

test(
  'a seller books a parcel and prints its label; the courier delivers it with no typing; a failed attempt is fixed by the buyer on a phone; a parcel sent back reverses its money once',
  { tag: '@desktop-only' },
  async ({ browser, playwright }, testInfo) => {
    test.setTimeout(90_000);
    const viewport = testInfo.project.use.viewport ?? undefined;

    // A new seller (pickup in Mumbai) sells ₹900 jhumkas through Priya's store, and ships with Shiprocket.
    const seller = await playwright.request.newContext({ baseURL: origin });
    const account = await newGstSeller(seller, origin, `parcels-${testInfo.project.name}`);
    const name = `Oxidised jhumka ${Date.now() % 100_000}`;
    const product = await seller.post('/api/seller/products', {
      data: {
        name,
        category: 'jewellery',
        hsnCode: '7117',
        gstRateBps: 300,
        pricePaise: 90_000,
        stock: 10,
        returnPolicyDays: 7,
      },
      headers: { origin },
    });
    expect(product.status()).toBe(201);
    const { id: productId } = (await product.json()) as { id: string };
    const creator = await playwright.request.newContext({ baseURL: origin });
    await apiSignIn(creator, origin, 'creator@haat.demo');
    const listed = await creator.post('/api/me/store/listings', {
      data: { productId, markupPaise: 10_000 },
      headers: { origin },
    });
    expect(listed.status()).toBe(201);
    const { id: listingId } = (await listed.json()) as { id: string };
    const guest = await playwright.request.newContext({ baseURL: origin });
    const stamp = Date.now() % 1_000_000;
    const first = await guestOrder(guest, listingId, `anjali.first.${stamp}@example.in`, '682001');

    // At a desk the seller chooses Shiprocket, confirms the order, asks the couriers and books the cheapest.
    const context = await browser.newContext({ baseURL: origin, viewport });
    const page = await context.newPage();
    await signInAt(page, '/seller-auth?next=%2Fdashboard', account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByLabel('Ship with').selectOption('shiprocket');
    await expect(page.getByText('Shipping method saved')).toBeVisible();
    const card = page.getByRole('article', { name: new RegExp(first.number) });
    await card.getByRole('button', { name: 'Confirm' }).click();
    const booking = card.getByRole('form', { name: 'Book the parcel' });
    await booking.getByLabel('Weight (g)').fill('700');
    await booking.getByRole('button', { name: 'Get quotes' }).click();
    const quotes = booking.getByRole('radio');
    await expect(quotes.first()).toBeChecked();
    expect(await quotes.count()).toBeGreaterThan(1);
    await booking.getByRole('button', { name: /^Book with / }).click();
    await expect(page.getByText('Parcel booked')).toBeVisible();
    await expect(card.getByText('Booked, waiting for pickup')).toBeVisible();
    const [shipment] = (await shiprocketState(seller)).shipments.filter((item) =>
      item.reference.startsWith(first.number),
    );
    expect(shipment).toBeDefined();
    const awb = shipment?.awb ?? '';
    await expect(card.getByText(awb).first()).toBeVisible();

    // The label, printed from the card: the courier's PDF, read back.
    const labelLink = card.getByRole('link', { name: `Label (PDF) for ${awb}` });
    const label = await page.request.get((await labelLink.getAttribute('href')) ?? '');
    expect(label.headers()['content-type']).toBe('application/pdf');
    const text = await poppler('pdftotext', ['-', '-'], await label.body());
    expect(text).toContain(`AWB ${awb}`);

    // The courier's webhooks take it to the door; the seller types nothing.
    await courierSays(seller, awb, [
      [42, 'Picked Up'],
      [18, 'In Transit'],
      [17, 'Out For Delivery'],
      [7, 'Delivered'],
    ]);
    await page.reload();
    await page.getByRole('tab', { name: 'Orders' }).click();
    await expect(card.getByText('Delivered').first()).toBeVisible();
    await expect(card.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);

    // A second parcel: the courier finds nobody home.
    const secondEmail = `anjali.second.${stamp}@example.in`;
    const second = await guestOrder(guest, listingId, secondEmail, '682001');
    const book = async (order: { id: string; lineId: string }) => {
      const confirmed = await page.request.post(`/api/seller/order-lines/${order.lineId}`, {
        data: { action: 'confirm' },
        headers: { origin },
      });
      expect(confirmed.ok()).toBe(true);
      const booked = await page.request.post('/api/seller/parcels', {
        data: { orderId: order.id, carrier: 'shiprocket', weightGrams: 700, lengthCm: 20, breadthCm: 15, heightCm: 10 },
        headers: { origin },
      });
      expect(booked.status()).toBe(201);
      return ((await booked.json()) as { awb: string }).awb;
    };
    const secondAwb = await book(second);
    await courierSays(seller, secondAwb, [
      [42, 'Picked Up'],
      [17, 'Out For Delivery'],
      [21, 'Undelivered', 'Consignee not available'],
    ]);

    // On her phone the buyer follows the mail's link to the parcel and asks for the day after tomorrow.
    const mail = await mailText(secondEmail, 'could not deliver your parcel');
    const link = /https?:\/\/\S+#parcel-\S+/.exec(mail)?.[0] ?? '';
    expect(link).not.toBe('');
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const buyerPage = await phone.newPage();
    await buyerPage.goto(link);
    const parcel = buyerPage.getByRole('region', { name: `Parcel ${secondAwb}` });
    await expect(parcel.getByText('Delivery attempt failed').first()).toBeVisible();
    await expect(parcel.getByText('Consignee not available').first()).toBeVisible();
    await expect(parcel).toBeInViewport();
    const day = buyerPage.getByLabel('Which day');
    const chosen = (await day.locator('option').nth(1).getAttribute('value')) ?? '';
    await day.selectOption(chosen);
    await buyerPage.getByRole('button', { name: 'Send to the courier' }).click();
    await expect(buyerPage.getByText('Sent to the courier')).toBeVisible();
    await expect(parcel.getByRole('status')).toContainText('You asked the courier to try again on');
    expect((await shiprocketState(seller)).ndrActions).toContainEqual({
      awb: secondAwb,
      body: expect.objectContaining({ action: 're-attempt', deferred_date: chosen }),
    });
    await courierSays(seller, secondAwb, [
      [42, 'Picked Up'],
      [17, 'Out For Delivery'],
      [21, 'Undelivered', 'Consignee not available'],
      [17, 'Out For Delivery'],
      [7, 'Delivered'],
    ]);
    await buyerPage.reload();
    await expect(parcel.getByText('Delivered').first()).toBeVisible();

    // A third goes back to the seller: its sale is reversed once, however often the courier says so.
    const third = await guestOrder(guest, listingId, `anjali.third.${stamp}@example.in`, '682001');
    const thirdAwb = await book(third);
    const back: [number, string, string?][] = [
      [42, 'Picked Up'],
      [21, 'Undelivered', 'Address incomplete'],
      [9, 'RTO Initiated'],
      [10, 'RTO Delivered'],
    ];
    await courierSays(seller, thirdAwb, back);
    await courierSays(seller, thirdAwb, back);
    const entries = async () => {
      const answer = await page.request.get('/api/me/earnings?as=seller&limit=100');
      expect(answer.ok()).toBe(true);
      const { entries: all } = (await answer.json()) as {
        entries: { orderNumber: string; amountPaise: number; status: string }[];
      };
      return all.filter((entry) => entry.orderNumber === third.number);
    };
    const reversed = await entries();
    expect(reversed.length).toBeGreaterThan(0);
    expect(reversed.every((entry) => entry.status === 'reversed')).toBe(true);
    await page.reload();
    await page.getByRole('tab', { name: 'Orders' }).click();
    const thirdCard = page.getByRole('article', { name: new RegExp(third.number) });
    await expect(thirdCard.getByText('Back with the seller').first()).toBeVisible();
    await expect(thirdCard.getByText('1 failed attempt: Address incomplete')).toBeVisible();
    await courierSays(seller, thirdAwb, back);
    expect(await entries()).toEqual(reversed);
    await phone.close();
    await context.close();
  },
);
