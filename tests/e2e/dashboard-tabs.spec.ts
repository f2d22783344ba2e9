import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAt } from './support/sign-in.ts';

/*
 * The seller's dashboard tabs on a phone (390×844) and at a desk (1440×900), in English and in Hindi: every tab lies
 * wholly inside the screen, nothing covers it, a tap opens its panel, and the ARIA tabs keys (arrows, Home, End)
 * move the selection and the focus.
 */

/** The tabs that lie partly outside the viewport or under something else, by their names. */
async function tabsOutOfReach(page: Page): Promise<string[]> {
  return page.getByRole('tab').evaluateAll((tabs) =>
    tabs.flatMap((tab) => {
      const box = tab.getBoundingClientRect();
      const inside = box.left >= 0 && box.right <= window.innerWidth && box.width > 0;
      const onTop = tab.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      return inside && onTop ? [] : [tab.textContent ?? ''];
    }),
  );
}

test('every tab of the seller’s dashboard is in sight and reachable, by tap and by keys', async ({ page }) => {
  await signInAt(page, '/seller-auth?next=%2Fdashboard', 'seller@haat.demo');
  await expect(page).toHaveURL(/\/dashboard/);
  const tabs = page.getByRole('tablist', { name: 'Dashboard' }).getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  expect(await tabs.allTextContents()).toEqual([
    'Overview',
    'Orders',
    'Products',
    'Questions',
    'Campaigns',
    'Invoices',
    'Payouts',
  ]);
  expect(await tabsOutOfReach(page)).toEqual([]);

  // The last tabs, the ones a phone used to hide past its edge, open with a tap.
  await page.getByRole('tab', { name: 'Payouts' }).click();
  await expect(page.getByRole('tab', { name: 'Payouts' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Payouts' })).toBeVisible();
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Campaigns' })).toBeVisible();

  // Keys: one tab stop, the arrows and Home/End move the selection with the focus.
  await page.getByRole('tab', { name: 'Campaigns' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Invoices' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Payouts' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Payouts' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.and(page.locator('[tabindex="0"]'))).toHaveCount(1);

  // In Hindi, whose labels are longer, too.
  await page.goto('/dashboard?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('tab')).toHaveCount(7);
  expect(await tabsOutOfReach(page)).toEqual([]);
});
