import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/*
 * What a buyer decides on beside the price (decision 022): on the store, in the
 * product popup, and the PIN code at checkout. The demo's Kundan Jhumka Earrings
 * in @priya.styles are sold by Rangmahal Jewels of Jaipur with 7-day returns.
 */

const PRODUCT = 'Kundan Jhumka Earrings';
const tile = (page: Page) => page.getByRole('button', { name: new RegExp(`^${PRODUCT} ₹`) });

test('the store and the product popup show cash on delivery, the return window, the seller and the delivery time', {
  tag: '@phone-only',
}, async ({ page }) => {
  await page.goto('/@priya.styles');
  const strip = page.getByRole('list', { name: 'Buying from this store' });
  await expect(strip).toContainText('Cash on delivery');
  await expect(strip).toContainText(/Delivery in \d+–\d+ days across India/);
  const item = page.getByRole('listitem').filter({ has: tile(page) });
  await expect(item).toContainText('7-day returns');
  await expect(item).toContainText('Sold by Rangmahal Jewels, Jaipur');
  await expect(item.getByRole('link', { name: 'Rangmahal Jewels' })).toHaveAttribute(
    'href',
    '/seller/rangmahal-jewels',
  );

  await tile(page).click();
  const dialog = page.getByRole('dialog', { name: PRODUCT });
  const trust = dialog.getByRole('list', { name: 'Before you buy' });
  await expect(trust).toContainText('Cash on delivery');
  await expect(trust).toContainText('7-day returns');
  await expect(trust).toContainText('Free delivery');
  await expect(trust).toContainText('Sold by Rangmahal Jewels, Jaipur');
  await expect(dialog.getByText('Delivery in 3–9 days across India')).toBeVisible();

  // Jaipur to Koramangala is some 1,560 km: 2 days to dispatch and 4–7 in transit.
  await dialog.getByLabel('Check delivery to your PIN code').fill('560034');
  await dialog.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(dialog.getByText('Delivery in 6–9 days to Bengaluru, Karnataka 560034')).toBeVisible();

  // The PIN code is remembered for the next product, from another seller.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: /^Indigo Handblock Cotton Kurta ₹/ }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Indigo Handblock Cotton Kurta' })
      .getByText(/Delivery in \d+–\d+ days to Bengaluru, Karnataka 560034/),
  ).toBeVisible();

  // The seller's name leads to their page.
  await page.getByRole('dialog').getByRole('link', { name: 'Kashi Handloom Co.' }).click();
  await expect(page).toHaveURL(/\/seller\/kashi-handloom$/);
  await expect(page.getByRole('heading', { name: 'Kashi Handloom Co.' })).toBeVisible();
});

test('checkout fills the city and state from PIN 560034 and refuses it with Maharashtra', {
  tag: '@phone-only',
}, async ({ page, request }) => {
  await page.goto('/@priya.styles');
  await tile(page).click();
  await page.getByRole('dialog', { name: PRODUCT }).getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/checkout');

  await page.getByLabel('Full name').fill('Aarav Rao');
  await page.getByLabel('Mobile number').fill('98450 12345');
  await page.getByLabel('Address line 1').fill('14 80 Feet Road');
  await page.getByLabel('PIN code').fill('560034');
  await expect(page.getByLabel('City')).toHaveValue('Bengaluru');
  await expect(page.getByLabel('State')).toHaveValue('Karnataka');
  await expect(page.getByText('Bengaluru Urban district, Karnataka')).toBeVisible();

  // A city typed by hand stays when the PIN changes.
  await page.getByLabel('City').fill('Bangalore');
  await page.getByLabel('PIN code').fill('570001');
  await expect(page.getByText('Mysuru district, Karnataka')).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Bangalore');
  await page.getByLabel('PIN code').fill('560034');
  await expect(page.getByText('Bengaluru Urban district, Karnataka')).toBeVisible();

  await page.getByLabel('State').selectOption('Maharashtra');
  const refusal = 'PIN code 560034 is in Karnataka, not Maharashtra.';
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(page.getByLabel('PIN code')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  // The server refuses the same order on address.pincode.
  const { items } = (await (await request.get('/api/stores/by-handle/priya.styles/products')).json()) as {
    items: { listingId: string; product: { name: string } }[];
  };
  const listingId = items.find((entry) => entry.product.name === PRODUCT)?.listingId;
  const refused = await request.post('/api/orders', {
    headers: { 'idempotency-key': `trust-${Date.now()}`, origin: new URL(page.url()).origin },
    data: {
      contact: { name: 'Aarav Rao', phone: '+919845012345' },
      address: { line1: '14 80 Feet Road', city: 'Bengaluru', state: 'Maharashtra', pincode: '560034' },
      payment: { method: 'cod' },
      lines: [{ listingId, quantity: 1 }],
    },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { error: { fields: Record<string, string[]> } }).error.fields).toEqual({
    'address.pincode': [refusal],
  });

  // Back to Karnataka, the order goes through.
  await page.getByLabel('State').selectOption('Karnataka');
  await expect(page.getByText(refusal)).toBeHidden();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
});
