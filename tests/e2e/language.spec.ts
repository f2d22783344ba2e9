import { expect, test } from './support/test.ts';

// The language a page speaks and the switch that changes it (decision 047). The same at both sizes: phone only.
test.describe('Hindi and English', { tag: '@phone-only' }, () => {
  test.use({ locale: 'hi-IN' });

  test("a first visit follows the browser's Hindi; the header's switch changes to English and it stays", async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('banner').getByRole('link', { name: 'शुरू करें' })).toBeVisible();
    await expect(page).toHaveTitle('हाट · भारत के लिए क्रिएटर कॉमर्स');

    await page.getByRole('button', { name: 'View in English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get started' })).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'haat_lang')?.value).toBe('en');

    // The server now renders English for this browser, though it still asks for Hindi.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get started' })).toBeVisible();
  });

  test('the sidebar offers both languages; a link may name one', async ({ page }) => {
    await page.goto('/shop?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.getByRole('button', { name: 'Open menu and themes' }).click();
    const sidebar = page.getByRole('complementary', { name: 'Menu and themes' });
    await expect(sidebar.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await sidebar.getByRole('button', { name: 'हिंदी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    const hindiSidebar = page.getByRole('complementary', { name: 'मेन्यू और थीम' });
    await expect(hindiSidebar.getByRole('button', { name: 'हिंदी' })).toHaveAttribute('aria-pressed', 'true');
    await expect(hindiSidebar.getByRole('link', { name: 'मेरी दुकान' })).toBeVisible();
  });
});

test('an English page draws Hindi words (a product name, a review) in the app’s own Devanagari font', {
  tag: '@phone-only',
}, async ({ page }) => {
  await page.goto('/shop?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  // People's own words in Hindi, as a store's bio or a review shows them on an English page.
  const family = await page.evaluate(async () => {
    const words = document.createElement('p');
    words.textContent = 'हाथ से बुने झुमके';
    document.querySelector('main')?.append(words);
    await document.fonts.load('16px "Haat Devanagari"', words.textContent);
    return {
      stack: getComputedStyle(words).fontFamily,
      loaded: [...document.fonts].some(
        (face) => face.family.replaceAll('"', '') === 'Haat Devanagari' && face.status === 'loaded',
      ),
    };
  });
  expect(family.stack).toMatch(/^"?Haat Devanagari"?,/);
  expect(family.loaded).toBe(true);
});
