import { expect, test } from './support/test.ts';
import { pickWithMarkup } from './support/creator-cart.ts';
import { apiSignIn, signInAt } from './support/sign-in.ts';

test('a seller page lists their products with photos and prices in ₹', async ({ page }) => {
  await page.goto('/seller/rangmahal-jewels');
  await expect(page.getByRole('heading', { level: 1, name: 'Rangmahal Jewels' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Polki Bridal Choker Set' });
  await expect(card).toContainText('₹14,499.00');
  await expect(card.locator('s')).toContainText('₹18,999.00');
  const image = card.getByRole('img');
  await expect(image).toHaveAttribute('srcset', /320w, .+640w, .+1080w/);
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});

test(
  'a creator publishes from the creator cart and the store shows base price + markup, in ₹',
  { tag: '@phone-only' },
  async ({ page, request, baseURL }, testInfo) => {
    const origin = baseURL ?? '';
    // The demo seller lists a fresh product through the API (the product screens are tested elsewhere).
    await apiSignIn(request, origin, 'seller@haat.demo');
    const name = `Brass diya ${testInfo.project.name} ${Date.now() % 100_000}`;
    const created = await request.post('/api/seller/products', {
      // Home goods are packaged commodities: on sale only with their Legal Metrology declarations and an MRP.
      data: {
        name,
        category: 'home',
        hsnCode: '7418',
        gstRateBps: 1800,
        pricePaise: 124_900,
        originalPricePaise: 149_900,
        stock: 9,
        legalMetrology: {
          makerRole: 'manufacturer',
          makerName: 'Moradabad Brass Works',
          makerAddress: '14 Peetal Nagri, Moradabad, Uttar Pradesh 244001',
          countryOfOrigin: 'India',
          genericName: 'Brass oil lamp',
          netQuantity: 1,
          netQuantityUnit: 'unit',
        },
      },
      headers: { origin },
    });
    expect(created.status()).toBe(201);

    // The demo creator finds it in the creator cart, sets a ₹150 markup and publishes.
    await signInAt(page, '/auth?next=%2Fcreator%2Fcart', 'creator@haat.demo');
    await expect(page).toHaveURL(/\/creator\/cart$/);
    await pickWithMarkup(page, name, '150');
    await expect(page.getByText('Buyer pays ₹1,399.00')).toBeVisible();
    await page.getByRole('button', { name: /Publish 1 to my store/ }).click();
    await expect(page).toHaveURL(/\/my-store$/);

    await page.goto('/@priya.styles?ref=ig&utm_source=instagram');
    await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('₹1,399.00');

    // Nobody has reviewed it: "New", never stars or the contract's default 4.5.
    await page.getByRole('listitem').filter({ hasText: name }).getByRole('button').click();
    // The popup shows what the package declares and who sells it.
    const declarations = page.getByRole('dialog').getByRole('definition');
    await expect(page.getByRole('dialog').getByText('Manufactured by')).toBeVisible();
    await expect(declarations.filter({ hasText: 'Moradabad Brass Works, 14 Peetal Nagri' })).toBeVisible();
    await expect(declarations.filter({ hasText: '₹1,499.00 (inclusive of all taxes)' })).toBeVisible();
    const reviews = page.getByRole('dialog').getByRole('region', { name: 'Customer reviews and Q&A' });
    await expect(reviews.getByText('No reviews yet')).toHaveCount(1);
    await expect(reviews.getByText('New', { exact: true })).toHaveCount(1);
    await expect(reviews.getByRole('img', { name: /^Rated / })).toHaveCount(0);
    await expect(reviews).not.toContainText('4.5');
  },
);
