import { expect, test } from '@playwright/test';

test('a seller page lists their products with photos and prices in ₹', async ({ page }) => {
  await page.goto('/seller/rangmahal-jewels');
  await expect(page.getByRole('heading', { level: 1, name: 'Rangmahal Jewels' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Polki Bridal Choker Set' });
  await expect(card).toContainText('₹14,499.00');
  await expect(card.locator('s')).toContainText('₹18,999.00');
  const image = card.getByRole('img');
  await expect(image).toHaveAttribute('srcset', /320w, .+640w, .+1080w/);
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
});
