import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import sharp from 'sharp';
import { pickWithMarkup } from './support/creator-cart.ts';
import { apiSignIn, fillSignIn, signInAt } from './support/sign-in.ts';

/** The demo seller lists a product with two photos through the API (the seller screens have their own test). */
async function sellerListsProductWithTwoPhotos(request: APIRequestContext, origin: string, name: string) {
  await apiSignIn(request, origin, 'seller@haat.demo');
  const created = await request.post('/api/seller/products', {
    data: {
      name,
      category: 'jewellery',
      hsnCode: '7117',
      gstRateBps: 300,
      pricePaise: 124_900,
      originalPricePaise: 159_900,
      stock: 9,
    },
    headers: { origin },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const [index, color] of ['#be185d', '#0e7490'].entries()) {
    const buffer = await sharp({ create: { width: 800, height: 800, channels: 3, background: color } })
      .jpeg()
      .toBuffer();
    const added = await request.post(`/api/seller/products/${id}/photos`, {
      multipart: { photo: { name: `photo-${index}.jpg`, mimeType: 'image/jpeg', buffer } },
      headers: { origin },
    });
    expect(added.ok()).toBe(true);
  }
  await request.post('/api/auth/sign-out', { headers: { origin } });
}

test(
  'from a seller product to a creator store to a buyer who likes and saves it, lists kept across reload and sign-in',
  { tag: '@phone-only' },
  async ({ page, request, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const name = `Rose quartz jhumka ${testInfo.project.name} ${Date.now() % 100_000}`;
    await sellerListsProductWithTwoPhotos(request, baseURL ?? '', name);

    // The creator finds it, sets a ₹150 markup and publishes.
    await signInAt(page, '/auth?next=%2Fcreator%2Fcart', 'creator@haat.demo');
    await expect(page).toHaveURL(/\/creator\/cart$/);
    await pickWithMarkup(page, name, '150');
    await page.getByRole('button', { name: /Publish 1 to my store/ }).click();
    await expect(page).toHaveURL(/\/my-store$/);
    await page
      .getByRole('link', { name: 'Your account' })
      .or(page.getByRole('link', { name: /Your account/ }))
      .first()
      .click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('Come back soon!')).toBeVisible();

    // A visitor arrives from Instagram and sees base + markup with Indian digit grouping.
    await page.clock.install();
    await page.goto('/@priya.styles?ref=ig&utm_source=instagram');
    const tile = page.getByRole('button', { name: new RegExp(`^${name} ₹`) });
    await expect(tile).toContainText('₹1,399.00');
    const attribution = await page.evaluate(() => localStorage.getItem('haat:attribution'));
    expect(attribution).toContain('"ref":"ig"');
    expect(attribution).toContain('"utmSource":"instagram"');

    // The popup: the carousel advances every 4 s while hovered.
    await tile.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('₹1,399.00').first()).toBeVisible();
    await expect(dialog.locator('s').first()).toContainText('₹1,599.00');
    const slider = dialog.getByRole('slider', { name: `Photo of ${name}` });
    await expect(slider).toHaveAttribute('aria-valuenow', '1');
    await page.clock.runFor(5000);
    await expect(slider).toHaveAttribute('aria-valuenow', '1');
    await dialog.getByRole('region', { name: `Photos of ${name}` }).hover();
    await page.clock.runFor(4000);
    await expect(slider).toHaveAttribute('aria-valuenow', '2');

    await dialog.getByRole('button', { name: 'Like', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('button', { name: 'Remove from saved' })).toHaveAttribute('aria-pressed', 'true');

    // The shared-product URL reopens the popup after a reload, still liked.
    await expect(page).toHaveURL(/product=/);
    await page.reload();
    await expect(page.getByRole('dialog', { name }).getByRole('button', { name: 'Unlike' })).toBeVisible();
    await page.getByRole('dialog', { name }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.goto('/favorites');
    await expect(page.getByRole('region', { name: /Saved/ }).getByText(name)).toBeVisible();
    await expect(page.getByRole('region', { name: /Liked/ }).getByText(name)).toBeVisible();

    // Signing in merges the visitor's lists into the account: they come back from the server on a clean device.
    await page.goto('/auth?next=%2Ffavorites');
    await fillSignIn(page, 'buyer@haat.demo', 'haat-demo-2026');
    await expect(page).toHaveURL(/\/favorites$/);
    await expect
      .poll(async () => JSON.stringify(await (await page.request.get('/api/me/lists')).json()))
      .toContain(name);
    await page.evaluate(() => localStorage.removeItem('haat:product-lists'));
    await page.reload();
    await expect(page.getByRole('region', { name: /Liked/ }).getByText(name)).toBeVisible();
    await expect(page.getByRole('region', { name: /Saved/ }).getByText(name)).toBeVisible();
  },
);

test('unknown creators end at /404', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/@nobody.at.all');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/creator/unknown');
  await expect(page).toHaveURL(/\/404$/);
});

test(
  'the popup closes by its button, the backdrop and Escape, and locks page scrolling while open',
  { tag: '@phone-only' },
  async ({ page }, testInfo) => {
    await page.goto('/@priya.styles');
    await page.getByRole('button', { name: /^Kundan Jhumka Earrings ₹/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Kundan Jhumka Earrings' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expect(dialog.getByRole('region', { name: 'About the creator' })).toContainText('Priya');
    await expect(dialog.getByRole('region', { name: 'Product details' })).toContainText('Warranty');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    // On a phone the popup fills the screen; the dimmed backdrop shows around it on wider screens.
    if (testInfo.project.name === 'desktop') {
      await page.getByRole('button', { name: /^Kundan Jhumka Earrings ₹/ }).click();
      await page.mouse.click(4, 450);
      await expect(dialog).toBeHidden();
    }

    await page.getByRole('button', { name: /^Kundan Jhumka Earrings ₹/ }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  },
);

test('/shop finds a demo product by a word of its name and links to its store', { tag: '@phone-only' }, async ({
  page,
}) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Featured creators' })).toBeVisible();
  await page.getByLabel('Search products and stores').fill('chandbali');
  await page.getByLabel('Search products and stores').press('Enter');
  const product = page.getByRole('link', { name: /Pearl Chandbali Earrings/ }).first();
  await expect(product).toBeVisible();
  await product.click();
  await expect(page).toHaveURL(/\/@[\w.]+\?product=/);
  await expect(page.getByRole('dialog', { name: 'Pearl Chandbali Earrings' })).toBeVisible();
});

test('/shop?ref={handle} leads into that creator store and keeps the attribution', { tag: '@phone-only' }, async ({
  page,
}) => {
  await page.goto('/shop?ref=priya.styles&utm_source=whatsapp');
  await expect(page).toHaveURL(/\/@priya\.styles\?.*utm_source=whatsapp/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('haat:attribution'))).toContain('"utmSource":"whatsapp"');
});
