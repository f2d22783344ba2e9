import type { Page } from '@playwright/test';

/** On /creator/cart: finds a product by its name, adds it and types a markup in ₹ (not yet published). */
export async function pickWithMarkup(page: Page, name: string, markupRupees: string) {
  await page.getByLabel('Search products').fill(name);
  await page.getByLabel('Search products').press('Enter');
  await page.getByRole('button', { name: `Add ${name} to cart` }).click();
  await page.getByLabel(`Markup for ${name} (₹)`).fill(markupRupees);
}
