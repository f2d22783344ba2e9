import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { blankPng } from '../../src/server/testing/pixel-bomb.ts';
import { expect, test } from './support/test.ts';
import { controlsUnderAiButton, isPhone, restingAiButton, toastsOver, wheel } from './support/phone-layout.ts';
import { apiSignIn, signInAt } from './support/sign-in.ts';

/*
 * The buying path on a phone (390×844, and the same promises at 1440×900):
 * the floating AI Manager never covers a control, the popup keeps the price and
 * Add to Cart on screen, the toast after adding never covers that button and
 * offers the bag; and a notification that came while the seller was away shows
 * on the badge after a reload, until "Mark all read" (at a desk, where sellers work: decision 040).
 */

test('the AI Manager covers no control on the store front, in the popup, the bag and checkout; the toast after Add to Cart spares the button and offers the bag', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAt(page, '/auth', 'buyer@haat.demo');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  const viewport = page.viewportSize() ?? { width: 390, height: 844 };
  const middle = { x: viewport.width / 2, y: viewport.height / 2 };
  const aiButton = page.locator('[data-ai-context] > button');

  // The store front, at the top and after scrolling; on a phone the button hides on the way down and returns on the way up.
  // Over a grid of products it rather tucks away than cover one.
  await page.goto('/@priya.styles');
  await expect(page.getByRole('heading', { name: 'Priya Sharma' })).toBeVisible();
  expect(await controlsUnderAiButton(page)).toEqual([]);
  await expect(aiButton).toBeVisible();
  await wheel(page, middle, 900);
  if (isPhone()) await expect(aiButton).toBeHidden();
  await wheel(page, middle, -300);
  expect(await controlsUnderAiButton(page)).toEqual([]);
  await wheel(page, middle, -3_000);
  expect(await controlsUnderAiButton(page)).toEqual([]);
  await expect(aiButton).toBeVisible();

  // The popup: on a phone the price and the one Add to Cart stay on the bottom edge, with the AI Manager above them.
  await page.goto('/@priya.styles');
  await page.getByRole('main').getByRole('button', { name: /₹/ }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const name = (await dialog.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
  const addToCart = dialog.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toHaveCount(1);
  const bar = dialog.locator('[data-bottom-bar]');
  if (isPhone()) {
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(bar).toContainText('₹');
    const barBox = await bar.boundingBox();
    expect(Math.round((barBox?.y ?? 0) + (barBox?.height ?? 0))).toBe(viewport.height);
    const aiBox = await (await restingAiButton(page)).boundingBox();
    expect((aiBox?.y ?? 0) + (aiBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
  } else {
    await expect(bar).toBeHidden();
  }
  expect(await controlsUnderAiButton(page)).toEqual([]);
  await expect(aiButton).toBeVisible();

  // Scrolling through the popup never takes Add to Cart off the screen on a phone.
  const popupPoint = isPhone() ? { x: viewport.width / 2, y: 300 } : middle;
  await wheel(page, popupPoint, 700);
  if (isPhone()) {
    await expect(aiButton).toBeHidden();
    await expect(addToCart).toBeInViewport();
  }
  await wheel(page, popupPoint, -200);
  expect(await controlsUnderAiButton(page)).toEqual([]);

  // Add to Cart: the toast lies over neither the button just pressed nor the popup's title, price and buy bar, and
  // offers the bag.
  await addToCart.click();
  const toast = page.getByRole('status').filter({ hasText: 'Added to cart' });
  await expect(toast).toBeVisible();
  await expect.poll(() => toastsOver(page, keptClear(dialog))).toEqual([]);
  expect(await controlsUnderAiButton(page)).toEqual([]);
  // A press on the toast is not a press outside the popup.
  await toast.getByRole('link', { name: 'View bag' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('link', { name }).first()).toBeVisible();

  // The bag at the top of checkout, and the Place order button further down.
  expect(await controlsUnderAiButton(page)).toEqual([]);
  await expect(aiButton).toBeVisible();
  await wheel(page, middle, 2_400);
  await wheel(page, middle, -100);
  await expect(page.getByRole('button', { name: 'Place order' })).toBeInViewport();
  expect(await controlsUnderAiButton(page)).toEqual([]);
});

/** What a toast must never lie over in the product popup: the button pressed, the title, the price, the buy bar. */
const keptClear = (dialog: Locator) => ({
  'Add to Cart': dialog.getByRole('button', { name: 'Add to Cart' }),
  title: dialog.getByRole('heading', { level: 2 }).first(),
  price: dialog
    .getByRole('region', { name: 'Price details' })
    .getByText(/^₹[\d,.]+$/)
    .first(),
  ...(isPhone() ? { 'buy bar': dialog.locator('[data-bottom-bar]') } : {}),
});

test('the product popup shows one toast at a time, and no toast lies over its title, price or buy bar', async ({
  page,
}) => {
  const viewport = page.viewportSize() ?? { width: 390, height: 844 };
  await page.goto('/@priya.styles');
  await page.getByRole('main').getByRole('button', { name: /₹/ }).first().click();
  const dialog = page.getByRole('dialog');
  const kept = keptClear(dialog);
  const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('status');

  // Like, save and add it twice: over the popup every screen shows the newest toast only.
  await dialog.getByRole('button', { name: 'Like', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await kept['Add to Cart'].click();
  await kept['Add to Cart'].click();
  await expect(toasts.filter({ visible: true })).toHaveCount(1);
  await expect(toasts.last()).toContainText('Added to cart');
  await expect.poll(() => toastsOver(page, kept)).toEqual([]);

  // The title scrolled up to where a phone's toast sits, then a press: the toast takes the other edge.
  const title = await kept.title.boundingBox();
  await dialog.evaluate((panel, by) => panel.scrollBy(0, by), (title?.y ?? 0) - 90);
  await dialog.getByRole('button', { name: 'Unlike', exact: true }).click();
  await expect(toasts.last()).toContainText('Removed from liked');
  await expect.poll(() => toastsOver(page, kept)).toEqual([]);
  // Scrolling on while it shows: it keeps off them.
  await wheel(page, { x: viewport.width / 2, y: viewport.height / 2 }, -200);
  await expect.poll(() => toastsOver(page, kept)).toEqual([]);

  // Dismissed, it takes the toasts waiting behind it along: none shows up late.
  await toasts.filter({ visible: true }).getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toasts).toHaveCount(0);
});

test('the campaign form keeps the screen on a phone: a one-row save bar, and a banner picker Tab reaches', async ({
  page,
}) => {
  const viewport = page.viewportSize() ?? { width: 390, height: 844 };
  await signInAt(page, '/seller-auth?next=%2Fedit-collab%2Fnew', 'seller@haat.demo');
  await expect(page.getByRole('heading', { name: 'New campaign' })).toBeVisible();

  // Cancel, Save draft and Publish share one row; on a phone that row is a slim bar on the bottom edge.
  const actions = ['Cancel', 'Save draft', 'Publish'].map((name) =>
    name === 'Cancel' ? page.getByRole('link', { name }) : page.getByRole('button', { name }),
  );
  const middles = await Promise.all(
    actions.map(async (action) => {
      const box = await action.boundingBox();
      return Math.round((box?.y ?? 0) + (box?.height ?? 0) / 2);
    }),
  );
  expect(new Set(middles).size).toBe(1);
  if (isPhone()) {
    const bar = await page.locator('[data-bottom-bar]').boundingBox();
    expect(Math.round((bar?.y ?? 0) + (bar?.height ?? 0))).toBe(viewport.height);
    expect(bar?.height ?? viewport.height).toBeLessThanOrEqual(64);
  }

  // The banner: a labelled button-like picker, next after the way back, with its focus ring on the button.
  await page.getByRole('link', { name: 'Your campaigns' }).focus();
  await page.keyboard.press('Tab');
  const picker = page.getByLabel('Banner');
  await expect(picker).toBeFocused();
  const button = page.locator('label').filter({ hasText: 'Choose a banner' });
  await expect(button).toBeVisible();
  await expect(button).toHaveCSS('outline-style', 'solid');

  // A chosen image shows in the banner, by name, until removed; the picker then has the focus again.
  await picker.setInputFiles({ name: 'diwali-banner.png', mimeType: 'image/png', buffer: blankPng(600, 200) });
  await expect(page.getByText('diwali-banner.png uploads when you save.')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Banner of/ })).toHaveAttribute('src', /^blob:/);
  await expect(page.locator('label').filter({ hasText: 'Change banner' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove chosen image' }).click();
  await expect(page.getByText('diwali-banner.png uploads when you save.')).toHaveCount(0);
  await expect(picker).toBeFocused();
});

/** The demo seller lists a product and the demo creator puts it in @priya.styles; returns its listing id. */
async function listedInPriyasStore(request: APIRequestContext, origin: string, name: string): Promise<string> {
  await apiSignIn(request, origin, 'seller@haat.demo');
  const created = await request.post('/api/seller/products', {
    data: { name, category: 'jewellery', hsnCode: '7117', gstRateBps: 300, pricePaise: 64_900, stock: 5 },
    headers: { origin },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await request.post('/api/auth/sign-out', { headers: { origin } });
  await apiSignIn(request, origin, 'creator@haat.demo');
  const listed = await request.post('/api/me/store/listings', {
    data: { productId: id, markupPaise: 10_000 },
    headers: { origin },
  });
  expect(listed.status()).toBe(201);
  await request.post('/api/auth/sign-out', { headers: { origin } });
  const { items } = (await (await request.get('/api/stores/by-handle/priya.styles/products')).json()) as {
    items: { listingId: string; product: { id: string } }[];
  };
  const listing = items.find((item) => item.product.id === id);
  expect(listing).toBeDefined();
  return listing?.listingId ?? '';
}

/** Marks every notification of the account read, as its "Mark all read" would. */
async function readEverything(request: APIRequestContext, origin: string, email: string) {
  await apiSignIn(request, origin, email);
  const list = (await (await request.get('/api/me/notifications')).json()) as { items: { id: string }[] };
  const newest = list.items[0];
  if (newest) {
    const read = await request.post('/api/me/notifications/read', {
      data: { through: newest.id },
      headers: { origin },
    });
    expect(read.status()).toBe(204);
  }
  await request.post('/api/auth/sign-out', { headers: { origin } });
}

/** The next read of the user's notifications (the badge's count), answered. */
const readOfNotifications = (page: Page) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/me/notifications' &&
      response.request().method() === 'GET' &&
      response.ok(),
  );

test(
  'a new order placed while the seller was away shows on the badge after a reload, in the inbox, until Mark all read',
  { tag: '@desktop-only' },
  async ({ page, request, baseURL }, testInfo) => {
    test.setTimeout(60_000);
    const origin = baseURL ?? '';
    const name = `Oxidised toe ring ${testInfo.project.name} ${Date.now() % 100_000}`;
    const listingId = await listedInPriyasStore(request, origin, name);
    const aiButton = page.locator('[data-ai-context] > button');
    const panel = page.getByRole('region', { name: 'AI Manager' });

    // The seller starts with everything read (what earlier tests left unread is marked read first, through the API:
    // the badge's count may arrive just after its read answers, so reading it to decide would race).
    await readEverything(request, origin, 'seller@haat.demo');
    const firstRead = readOfNotifications(page);
    await signInAt(page, '/seller-auth?next=%2Fdashboard', 'seller@haat.demo');
    await expect(page).toHaveURL(/\/dashboard/);
    await firstRead;
    await expect(aiButton).toBeVisible();
    await expect(aiButton).toHaveAttribute('aria-label', 'Open AI Manager');

    // Away from Haat, a guest orders the seller's product.
    await page.goto('about:blank');
    const placed = await request.post('/api/orders', {
      headers: { origin, 'idempotency-key': `phone-layout-${testInfo.project.name}-${Date.now()}` },
      data: {
        contact: { name: 'Kavya Rao', phone: '9876543210', email: '' },
        address: { line1: '4 Temple Street', city: 'Mysuru', state: 'Karnataka', pincode: '570001' },
        payment: { method: 'cod' },
        lines: [{ listingId, quantity: 1 }],
      },
    });
    expect(placed.status()).toBe(201);
    const { order } = (await placed.json()) as { order: { number: string } };

    // Back on Haat: the badge counts it at once, before any live event.
    const secondRead = readOfNotifications(page);
    await page.goto('/dashboard');
    await secondRead;
    await expect(aiButton).toHaveAttribute('aria-label', 'Open AI Manager, 1 unread notification');
    await expect(page.getByTestId('ai-unread-badge')).toHaveText('1');

    // The panel says so atop the chat; the inbox shows the new order unread, leading to the dashboard.
    await aiButton.click();
    await panel.getByRole('button', { name: /^1 unread notification.*Open inbox/ }).click();
    const inbox = panel.getByRole('list', { name: 'Inbox' });
    const item = inbox.getByRole('listitem').first();
    await expect(item).toContainText(order.number);
    await expect(item).toHaveAttribute('data-read', 'false');
    await expect(item.getByRole('link')).toHaveAttribute('href', '/dashboard');
    await expect(panel.getByRole('button', { name: 'Inbox, 1 unread' })).toHaveAttribute('aria-pressed', 'true');

    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect(item).toHaveAttribute('data-read', 'true');
    await expect(panel.getByTestId('inbox-unread')).toHaveText('· all read');
    await aiButton.click();
    await expect(aiButton).toHaveAttribute('aria-label', 'Open AI Manager');
    await expect(page.getByTestId('ai-unread-badge')).toHaveCount(0);

    // The server keeps it read.
    const thirdRead = readOfNotifications(page);
    await page.reload();
    await thirdRead;
    await expect(aiButton).toBeVisible();
    await expect(aiButton).toHaveAttribute('aria-label', 'Open AI Manager');
  },
);
