import { expect, test } from './support/test.ts';
import { apiSignIn, signInAt } from './support/sign-in.ts';

test(
  'a creator re-prices, features and removes a product on /my-store, and buyers see each change',
  { tag: '@phone-only' },
  async ({ page, request, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const origin = baseURL ?? '';
    const name = `Block-print tote ${testInfo.project.name} ${Date.now() % 100_000}`;
    await apiSignIn(request, origin, 'seller@haat.demo');
    const created = await request.post('/api/seller/products', {
      data: { name, category: 'fashion', hsnCode: '6211', gstRateBps: 500, pricePaise: 124_900, stock: 5 },
      headers: { origin },
    });
    const { id } = (await created.json()) as { id: string };
    await request.post('/api/auth/sign-out', { headers: { origin } });
    await apiSignIn(request, origin, 'creator@haat.demo');
    expect(
      (
        await request.post('/api/me/store/listings', {
          data: { productId: id, markupPaise: 10_000 },
          headers: { origin },
        })
      ).status(),
    ).toBe(201);

    await signInAt(page, '/auth?next=%2Fmy-store', 'creator@haat.demo');
    await expect(page).toHaveURL(/\/my-store$/);
    const row = page.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText('buyer pays ₹1,349.00');

    await row.getByLabel(`Markup for ${name} (₹)`).fill('200');
    await expect(row).toContainText('buyer pays ₹1,449.00');
    await row.getByRole('button', { name: `Save markup for ${name}` }).click();
    await expect(page.getByText('Markup saved')).toBeVisible();
    // The star turns on at once (optimistic); the store page is visited once the server has the change.
    const featureSaved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && /\/api\/me\/store\/listings\//.test(response.url()),
    );
    await row.getByRole('button', { name: `Feature ${name}` }).click();
    await expect(row.getByRole('button', { name: `Feature ${name}` })).toHaveAttribute('aria-pressed', 'true');
    expect((await featureSaved).ok()).toBe(true);

    await page.goto('/@priya.styles');
    const featured = page.getByRole('list', { name: 'Featured picks' });
    await expect(featured.getByRole('button', { name: new RegExp(`^${name} ₹`) })).toContainText('₹1,449.00');

    await page.goto('/my-store');
    await page
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByRole('button', { name: `Remove ${name}` })
      .click();
    await page
      .getByRole('group', { name: `Remove ${name}?` })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
    await page.goto('/@priya.styles');
    await expect(page.getByRole('heading', { level: 1, name: 'Priya Sharma' })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  },
);
