import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import sharp from 'sharp';
import { signInAt } from './support/sign-in.ts';

async function signInAsDemoSeller(page: Page) {
  await signInAt(page, '/seller-auth?next=%2Fdashboard', 'seller@haat.demo');
  await expect(page).toHaveURL(/\/dashboard$/);
}

test(
  'a seller adds a product with two photos, and it appears on their page',
  { tag: '@desktop-only' },
  async ({ page }, testInfo) => {
    const name = `Oxidised silver anklet ${testInfo.project.name} ${Date.now() % 100_000}`;
    await signInAsDemoSeller(page);
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByRole('button', { name: 'Add product' }).click();

    await page.getByLabel('Product name').fill(name);
    await page.getByLabel('Category').selectOption('jewellery');
    await page.getByLabel('Stock').fill('15');
    await page.getByLabel('Price (₹)').fill('1249');
    await page.getByLabel('MRP (₹, optional)').fill('999');
    await page.getByRole('button', { name: 'Save and add photos' }).click();
    await expect(page.getByText('The MRP cannot be below the price.')).toBeVisible();
    await page.getByLabel('MRP (₹, optional)').fill('1599');
    await page.getByRole('button', { name: 'Save and add photos' }).click();
    await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();

    const photos = await Promise.all(
      ['#e11d48', '#0891b2'].map(async (color, index) => ({
        name: `anklet-${index}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await sharp({ create: { width: 900, height: 900, channels: 3, background: color } })
          .jpeg()
          .toBuffer(),
      })),
    );
    await page.getByLabel('Add photos').setInputFiles(photos);
    await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(2);
    await expect(page.getByText('2 of 8 photos')).toBeVisible();

    // A text file with a photo's name is refused by the server, which reads the bytes.
    await page
      .getByLabel('Add photos')
      .setInputFiles({ name: 'not-really.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('plain text') });
    await expect(page.getByRole('alert').filter({ hasText: 'not-really.jpg was not added.' })).toContainText(
      'Upload a JPEG, PNG or WebP image.',
    );
    await expect(page.getByText('2 of 8 photos')).toBeVisible();

    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('₹1,249.00');

    await page.goto('/seller/rangmahal-jewels');
    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText('₹1,249.00');
    await expect(card.locator('s')).toContainText('₹1,599.00');
  },
);
