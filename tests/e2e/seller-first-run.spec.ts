import { expect, test } from './support/test.ts';
import sharp from 'sharp';
import { blankPng } from '../../src/server/testing/pixel-bomb.ts';
import { mailedLink } from './support/inbox.ts';

/*
 * A seller's first ten minutes, as one journey: choose "I'm a Seller", create
 * the account, verify by the mailed link, sign in where it lands, set up the
 * business, add a first product with a photo on the guided path, and reach a
 * dashboard whose checklist already shows what was done.
 */
test(
  'a new seller goes from role select to a first product with a photo, and the dashboard ticks it off',
  { tag: '@desktop-only' },
  async ({ page }, testInfo) => {
    test.slow(); // sign-up, mail, two uploads and their resizing
    const stamp = `${testInfo.project.name}-${Date.now() % 1_000_000}`;
    const email = `first.seller.${stamp}@example.in`;
    const password = 'block-print-bazaar-7';

    // Signed out, the seller card opens the seller screen on Create account.
    await page.goto('/role-select');
    await page.getByRole('button', { name: /I'm a Seller/ }).click();
    await expect(page).toHaveURL(/\/seller-auth\?mode=sign-up$/);
    await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Your name').fill('Kavya Weaves');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Account created' })).toContainText(
      'Please check your email to verify your account',
    );

    // The link lands on seller sign-in, saying so, with the email filled in: only the password is left.
    await page.goto(await mailedLink(email, 'verify'));
    await expect(page).toHaveURL(/\/seller-auth\?verified=1&email=/);
    await expect(page.getByRole('heading', { name: 'Haat for sellers' })).toBeVisible();
    await expect(page.getByText('Your email is verified. Sign in to continue.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    // Step 1: the business.
    await expect(page).toHaveURL(/\/merchant\/onboard$/);
    await page.getByLabel('Business name').fill(`Kavya Weaves ${stamp}`);
    await page.getByLabel('Pickup PIN code').fill('302001');
    // Registered for GST in Rajasthan, so the first product goes on sale at once (one not registered enrols first).
    await page.getByLabel('GSTIN (optional)').fill('08AAKFR4521M1ZU');
    await page.getByLabel('Customer care mobile').fill('98290 11223');
    await page.getByLabel('I accept the seller’s undertaking').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 2: the first product, then its photos on the same screen.
    await expect(page).toHaveURL(/\/onboarding\/seller$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add your first product' })).toBeVisible();
    await expect(page.getByText('comes with the catalog release')).toHaveCount(0);
    await page.getByLabel('Product name').fill('x'.repeat(121));
    await page.getByRole('button', { name: 'Save and add photos' }).click();
    await expect(page.getByText('At most 120 characters.')).toBeVisible();
    await page.getByLabel('Product name').fill('Kota doria saree');
    await page.getByLabel('Category').selectOption('fashion');
    await page.getByLabel('Stock').fill('12');
    await page.getByLabel('Price (₹)').fill('1899');
    await page.getByRole('button', { name: 'Save and add photos' }).click();
    await expect(page).toHaveURL(/\/onboarding\/seller\?product=[0-9a-f-]{36}$/);
    await expect(page.getByText('Kota doria saree')).toBeVisible();
    await expect(page.getByText('0 of 8 photos')).toBeVisible();

    // A refused photo is explained at the photo field: the wrong kind of file, then one of too many pixels.
    const photoField = page.getByLabel('Add photos');
    await photoField.setInputFiles({
      name: 'price-list.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'price-list.pdf was not added.' })).toContainText(
      'It is not a JPEG, PNG or WebP image.',
    );
    await expect(photoField).toHaveAttribute('aria-invalid', 'true');
    await photoField.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: blankPng(9000, 8000) });
    await expect(page.getByRole('alert').filter({ hasText: 'scan.png was not added.' })).toContainText(
      'The image is too large in pixels (9000 × 8000',
    );
    await expect(page.getByText('0 of 8 photos')).toBeVisible();

    const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#be185d' } })
      .jpeg()
      .toBuffer();
    await photoField.setInputFiles({ name: 'saree.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(1);
    await expect(page.getByText('1 of 8 photos')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'was not added' })).toHaveCount(0);

    // A reload keeps the product and its photo rather than starting a second one.
    await page.reload();
    await expect(page.getByText('1 of 8 photos')).toBeVisible();

    await page.getByLabel('Highest markup a creator may add (optional)').fill('40');
    await page.getByRole('button', { name: 'Finish and open my dashboard' }).click();

    // The dashboard, not the public page: the checklist ticks what is done and links what is not.
    await expect(page).toHaveURL(/\/dashboard$/);
    const checklist = page.getByRole('region', { name: 'Get started selling on Haat' });
    await expect(checklist).toBeVisible();
    const step = (name: string) => checklist.getByRole('listitem').filter({ hasText: name });
    await expect(step('Add a product')).toContainText('Done: Add a product');
    await expect(step('Add photos')).toContainText('Done: Add photos');
    await expect(step('Set resale terms')).toContainText('Done: Set resale terms');
    await expect(step('Post a first campaign')).toContainText('To do: Post a first campaign');
    await expect(checklist.getByText('3 of 4 done')).toBeVisible();
    await expect(step('Post a first campaign').getByRole('link', { name: /Post a campaign/ })).toHaveAttribute(
      'href',
      '/edit-collab/new',
    );

    // Set up already: seller onboarding now leads to the dashboard, and the saved terms wait in Products.
    await page.goto('/merchant/onboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('tab', { name: 'Products' }).click();
    await expect(page.getByLabel('Highest markup a creator may add (optional)')).toHaveValue('40');
  },
);
