import { expect, type Page } from '@playwright/test';

/** On /creator/cart: finds a product by its name, adds it and types a markup in ₹ (not yet published). */
export async function pickWithMarkup(page: Page, name: string, markupRupees: string) {
  await page.getByLabel('Search products').fill(name);
  await page.getByLabel('Search products').press('Enter');
  const markup = page.getByLabel(`Markup for ${name} (₹)`);
  // The results may still be settling when the first tap lands (a busy machine runs two browsers at once): tap Add
  // until the product is in the cart, as a buyer would tap again.
  await expect(async () => {
    if (!(await markup.isVisible())) await page.getByRole('button', { name: `Add ${name} to cart` }).click();
    await expect(markup).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await markup.fill(markupRupees);
}
