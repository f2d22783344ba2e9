import { expect, test } from './support/test.ts';

// A newcomer's auth screen opens on Create account.
const choices = [
  { card: "I'm a Creator", role: 'creator', to: /\/auth\?mode=sign-up$/, signUp: true },
  { card: "I'm a Seller", role: 'merchant', to: /\/seller-auth\?mode=sign-up$/, signUp: true },
  { card: 'Just here to shop', role: 'buyer', to: /\/shop$/, signUp: false },
];

for (const choice of choices) {
  test(`signed out, "${choice.card}" stores role_intent=${choice.role} and moves on`, async ({ page }) => {
    await page.goto('/role-select');
    await page.getByRole('button', { name: new RegExp(choice.card) }).click();
    await expect(page).toHaveURL(choice.to);
    expect(await page.evaluate(() => localStorage.getItem('role_intent'))).toBe(choice.role);
    if (choice.signUp) {
      await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByLabel('Your name')).toBeVisible();
    }
  });
}

test('with ref or creatorId in the query, role select redirects to /shop keeping it', async ({ page }) => {
  await page.goto('/role-select?ref=priya&utm_source=instagram');
  await expect(page).toHaveURL(/\/shop\?ref=priya&utm_source=instagram$/);
  // /shop then sends a creatorId on to that creator's store (here /404), so the stop at /shop is brief:
  // wait for it from before the navigation instead of polling for it afterwards.
  const reachedShop = page.waitForURL(/\/shop\?creatorId=abc$/);
  await page.goto('/role-select?creatorId=abc');
  await reachedShop;
});

test('the AI Manager button sits bottom right, over no control, and toggles its panel', async ({ page }) => {
  await page.goto('/role-select');
  const button = page.getByRole('button', { name: 'Open AI Manager' });
  const viewport = page.viewportSize();
  // The footer's links come once the page is idle; on a phone they lie where the button would rest.
  await expect(page.getByRole('link', { name: 'Privacy notice' })).toBeVisible();
  // It moves (200 ms) while the page settles, lifted clear of any control under it: where it comes to rest counts.
  await expect
    .poll(async () => {
      const box = await button.boundingBox();
      if (!box || !viewport) return 'not shown';
      if (box.x + box.width < viewport.width - 40 || box.y + box.height < viewport.height * 0.8)
        return 'not bottom right';
      return button.evaluate((self, { x, y, width, height }) => {
        const covered = [
          [x + 2, y + 2],
          [x + width - 2, y + 2],
          [x + 2, y + height - 2],
          [x + width - 2, y + height - 2],
        ].flatMap(([px = 0, py = 0]) =>
          document
            .elementsFromPoint(px, py)
            .filter((element) => !self.contains(element) && element.closest('a[href], button, input') !== null)
            .map((element) => element.textContent?.trim() ?? element.tagName),
        );
        return covered.length === 0 ? 'clear' : `over ${covered.join(', ')}`;
      }, box);
    })
    .toBe('clear');
  await button.click();
  await expect(page.getByRole('region', { name: 'AI Manager' })).toBeVisible();
  await page.getByRole('button', { name: 'Close AI Manager' }).last().click();
  await expect(page.getByRole('region', { name: 'AI Manager' })).toBeHidden();
});
