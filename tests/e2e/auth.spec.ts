import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import sharp from 'sharp';
import { blankPng } from '../../src/server/testing/pixel-bomb.ts';
import { mailedLink } from './support/inbox.ts';
import { fillSignIn, signInAt } from './support/sign-in.ts';

// Each journey makes its own account; the project name keeps mobile and desktop runs apart.
const emailFor = (name: string, project: string) => `${name}.${project}.${Date.now()}@example.in`;

async function expectToast(page: Page, title: string, description: string) {
  const toast = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: title });
  await expect(toast.first()).toContainText(title);
  await expect(toast.first()).toContainText(description);
}

async function signUp(page: Page, path: '/auth' | '/seller-auth', name: string, email: string, password: string) {
  await page.goto(path);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Account created', 'Please check your email to verify your account');
}

/** Opens the mailed link, which lands on the sign-in screen of the account's role with the email filled in, and signs in. */
async function verifyAndSignIn(page: Page, email: string, password: string, screen: '/auth' | '/seller-auth') {
  await page.goto(await mailedLink(email, 'verify'));
  await expect(page).toHaveURL((url) => url.pathname === screen && url.searchParams.get('verified') === '1');
  await expect(page.getByText('Your email is verified. Sign in to continue.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await fillSignIn(page, email, password);
  await expectToast(page, 'Welcome!', 'Successfully signed in');
}

// Long journeys run once, at the size their people mostly use (decision 040): creators on a phone, sellers at a desk.
test(
  'a creator chooses a role, signs up, verifies by mail, signs in, opens a store and signs out',
  { tag: '@phone-only' },
  async ({ page }, testInfo) => {
    const email = emailFor('creator', testInfo.project.name);
    const password = 'kesar-pista-2026';
    const handle = `meera.${testInfo.project.name}.${Date.now() % 100_000}`;

    await page.goto('/role-select');
    await page.getByRole('button', { name: /I'm a Creator/ }).click();
    await expect(page).toHaveURL(/\/auth\?mode=sign-up$/);

    await signUp(page, '/auth', 'Meera Creator', email, password);
    await verifyAndSignIn(page, email, password, '/auth');
    // The role chosen before sign-up was carried into the profile.
    await expect(page).toHaveURL(/\/creator\/start$/);

    await expect(page.getByRole('heading', { name: 'Start your store' })).toBeVisible();
    await expect(page.getByLabel('Display name')).toHaveValue('Meera Creator');
    await page.getByLabel('Your handle').fill('admin');
    await expect(page.getByText('That handle is reserved. Try another.')).toBeVisible();
    await page.getByLabel('Your handle').fill('priya.styles');
    await expect(page.getByText('That handle is taken. Try another.')).toBeVisible();
    await page.getByLabel('Your handle').fill(handle);
    await expect(page.getByText(`/@${handle} is yours to take`)).toBeVisible();
    await page.getByLabel('Bio').fill('Block prints and everyday silver.');
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ec4899' } })
      .png()
      .toBuffer();
    await page.getByLabel('Add a photo').setInputFiles({ name: 'meera.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByRole('img', { name: 'Your store photo' })).toBeVisible();
    await page.getByRole('button', { name: 'Open my store' }).click();
    await expect(page).toHaveURL(/\/my-store$/);
    await page.getByRole('link', { name: 'View store' }).click();
    await expect(page).toHaveURL(new RegExp(`/@${handle.replaceAll('.', '\\.')}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Meera Creator' })).toBeVisible();
    await expect(page.getByText('Block prints and everyday silver.')).toBeVisible();
    await expect(page.locator('img[src^="/media/avatars/"]')).toBeVisible();

    await page.getByRole('button', { name: 'Open menu and themes' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectToast(page, 'Signed out', 'Come back soon!');
    await expect(page.getByRole('link', { name: 'Get started' }).first()).toBeVisible();
  },
);

test(
  'a seller signs up, onboards, and their page exists at /seller/{slug}',
  { tag: '@desktop-only' },
  async ({ page }, testInfo) => {
    const email = emailFor('seller', testInfo.project.name);
    const password = 'turmeric-tiles-31';
    const business = `Indigo Loom ${testInfo.project.name} ${Date.now() % 100_000}`;

    await page.goto('/role-select');
    await page.getByRole('button', { name: /I'm a Seller/ }).click();
    await expect(page).toHaveURL(/\/seller-auth\?mode=sign-up$/);
    await signUp(page, '/seller-auth', 'Irfan Seller', email, password);
    await verifyAndSignIn(page, email, password, '/seller-auth');
    await expect(page).toHaveURL(/\/merchant\/onboard$/);

    await page.getByLabel('Business name').fill(business);
    const slug = await page.getByLabel('Public address').inputValue();
    expect(slug).toMatch(/^indigo-loom-/);
    await expect(page.getByText(`/seller/${slug} is available`)).toBeVisible();
    await page.getByLabel('Pickup PIN code').fill('012345');
    await page.getByLabel('GSTIN (optional)').fill('27AAPFU0939F1ZX');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('A PIN code has 6 digits and does not start with 0.')).toBeVisible();
    await expect(page.getByText(/Not a valid GSTIN/)).toBeVisible();
    // Customer care, and the undertaking on accurate listings: never ticked for them, and required.
    await expect(page.getByLabel('I accept the seller’s undertaking')).not.toBeChecked();
    await expect(page.getByText('Accept the undertaking to sell on Haat.')).toBeVisible();
    await page.getByLabel('Customer care mobile').fill('98290 11223');
    await page.getByLabel('I accept the seller’s undertaking').check();
    // A GSTIN is one state's registration: a Maharashtra GSTIN cannot ship from a Jaipur pickup.
    await page.getByLabel('Pickup PIN code').fill('302001');
    await page.getByLabel('GSTIN (optional)').fill('27AAPFU0939F1ZV');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('GSTIN (optional)')).toHaveAccessibleDescription(
      /This GSTIN is registered in Maharashtra, but your pickup PIN code 302001 is in Rajasthan/,
    );
    await page.getByLabel('Pickup PIN code').fill('411001');
    await page.getByRole('button', { name: 'Continue' }).click();

    // The first product can wait: the dashboard's checklist keeps the way back to it.
    await expect(page).toHaveURL(/\/onboarding\/seller$/);
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const checklist = page.getByRole('region', { name: 'Get started selling on Haat' });
    await expect(checklist.getByText('0 of 4 done')).toBeVisible();
    await checklist.getByRole('link', { name: /Add your first product/ }).click();
    await expect(page).toHaveURL(/\/onboarding\/seller$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add your first product' })).toBeVisible();

    await page.goto('/seller-profile');
    await expect(page).toHaveURL(new RegExp(`/seller/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: business })).toBeVisible();

    // The resale terms live in the dashboard's Products tab, and keep what was saved.
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByLabel('Highest markup a creator may add (optional)').fill('40');
    await page.getByRole('button', { name: 'Save resale terms' }).click();
    await expectToast(page, 'Resale terms saved', 'They apply from now on.');
    await page.reload();
    await page.getByRole('tab', { name: 'Products' }).click();
    await expect(page.getByLabel('Highest markup a creator may add (optional)')).toHaveValue('40');
  },
);

test(
  'signed in, role select saves the choice to the profile and moves on',
  { tag: '@phone-only' },
  async ({ page }, testInfo) => {
    const email = emailFor('chooser', testInfo.project.name);
    const password = 'jaggery-lemon-88';
    // Signed up on /auth without a role chosen first (a sign-up on /seller-auth makes a seller).
    await signUp(page, '/auth', 'Sanjay Seller', email, password);
    await verifyAndSignIn(page, email, password, '/auth');
    await expect(page).toHaveURL(/\/role-select$/);

    await page.getByRole('button', { name: /I'm a Seller/ }).click();
    await expect(page).toHaveURL(/\/merchant\/onboard$/);
    await expect(page.getByRole('heading', { name: 'Set up your seller account' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('role_intent'))).toBeNull();

    await page.goto('/role-select');
    await page.getByRole('button', { name: /Just here to shop/ }).click();
    await expect(page).toHaveURL(/\/shop$/);

    // A failed save keeps the visitor here and says so.
    await page.goto('/role-select');
    await page.route('**/api/me/role-intent', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":{"code":"unavailable","message":"down"}}',
      }),
    );
    await page.getByRole('button', { name: /I'm a Creator/ }).click();
    await expectToast(page, 'Error', 'Failed to save your choice. Please try again.');
    await expect(page).toHaveURL(/\/role-select$/);
  },
);

test('a forgotten password is reset through the mailed link', { tag: '@phone-only' }, async ({ page }, testInfo) => {
  const email = emailFor('forgetful', testInfo.project.name);
  await signUp(page, '/auth', 'Forgetful Farah', email, 'old-password-123');
  await verifyAndSignIn(page, email, 'old-password-123', '/auth');
  await page.getByRole('button', { name: 'Open menu and themes' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectToast(page, 'Signed out', 'Come back soon!');

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expectToast(page, 'Reset email sent', 'Check your email for the reset link');

  await page.goto(await mailedLink(email, 'reset'));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill('new-password-456');
  await page.getByLabel('Repeat the new password').fill('new-password-456');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expectToast(page, 'Password updated', 'Your password has been successfully updated');
  await expect(page).toHaveURL(/\/auth$/);

  await fillSignIn(page, email, 'new-password-456');
  await expectToast(page, 'Welcome!', 'Successfully signed in');
});

test('a wrong password shows the sign-in failure toast', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/auth');
  await fillSignIn(page, 'nobody-here@example.in', 'not-the-password');
  await expectToast(page, 'Sign in failed', 'Invalid email or password');
});

test(
  'a session revoked on the server is noticed within one tick',
  { tag: '@desktop-only' },
  async ({ page }, testInfo) => {
    const email = emailFor('revoked', testInfo.project.name);
    await page.clock.install();
    await signUp(page, '/auth', 'Revoked Rekha', email, 'revoke-me-2026');
    await verifyAndSignIn(page, email, 'revoke-me-2026', '/auth');
    await page.goto('/saved');
    // The page knows it is signed in (its session check is running) before the session goes away.
    await expect(page.getByRole('link', { name: /Your account/ })).toBeVisible();
    // A tick answered while the session stands proves the check is armed (the link can show before the keeper's
    // effect runs) and leaves no check in flight, which would make the next tick give way.
    let checksAnswered = 0;
    page.on('requestfinished', (request) => {
      if (request.url().includes('/api/auth/get-session')) checksAnswered += 1;
    });
    await expect
      .poll(async () => {
        if (checksAnswered === 0) await page.clock.fastForward(30_000);
        return checksAnswered;
      })
      .toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/saved$/);

    // Sign out from "another device": the server forgets the session, the page does not know yet.
    const cookies = await page.context().cookies();
    const cookie = cookies.map((entry) => `${entry.name}=${entry.value}`).join('; ');
    const origin = new URL(page.url()).origin;
    const response = await fetch(`${origin}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.ok).toBe(true);

    await page.clock.fastForward(30_000);
    await expect(page).toHaveURL(/\/auth\?next=%2Fsaved$/);
  },
);

test('screens for one kind of account send others to sign in, and back afterwards', { tag: '@desktop-only' }, async ({
  page,
}) => {
  await page.goto('/my-store');
  await expect(page).toHaveURL(/\/auth\?next=%2Fmy-store$/);
  await page.goto('/merchant/onboard');
  await expect(page).toHaveURL(/\/seller-auth\?next=%2Fmerchant%2Fonboard$/);

  // The demo creator signs in from there and comes back to where they were going.
  await signInAt(page, '/auth?next=%2Fmy-store', 'creator@haat.demo');
  await expect(page).toHaveURL(/\/my-store$/);
  await expect(page.getByText('Your store is live at')).toBeVisible();

  // A creator without a seller account is sent to seller onboarding, not shown seller screens.
  await page.goto('/onboarding/seller');
  await expect(page).toHaveURL(/\/merchant\/onboard$/);
});

test("failures show the spec's toasts", { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Your name').fill('Common Chandra');
  await page.getByLabel('Email').fill('common.chandra@example.in');
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Sign up failed', 'This password is too common. Choose one that is harder to guess.');

  const unavailable = {
    status: 503,
    contentType: 'application/json',
    body: '{"error":{"code":"unavailable","message":"The service is busy."}}',
  };
  await page.route('**/api/auth/request-password-reset', (route) => route.fulfill(unavailable));
  await page.getByRole('tab', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill('buyer@haat.demo');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expectToast(page, 'Reset failed', 'The service is busy.');

  await signInAt(page, '/auth', 'buyer@haat.demo');
  await expectToast(page, 'Welcome!', 'Successfully signed in');

  await page.goto('/account');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('another-password-77');
  await page.getByLabel('Repeat the new password').fill('another-password-77');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expectToast(page, 'Password update failed', 'Invalid password');

  await page.route('**/api/auth/sign-out', (route) => route.fulfill(unavailable));
  await page.getByRole('button', { name: 'Sign out' }).last().click();
  await expectToast(page, 'Sign out failed', 'The service is busy.');
});

test('a creator changes their store photo on /edit-profile', { tag: '@desktop-only' }, async ({ page }) => {
  await signInAt(page, '/auth?next=%2Fedit-profile', 'creator@haat.demo');
  await expect(page).toHaveURL(/\/edit-profile$/);
  // A photo the server refuses (too many pixels) is explained at the photo, not only in a toast.
  await page
    .getByLabel(/Add a photo|Change photo/)
    .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: blankPng(9000, 8000) });
  const refusal = page.getByRole('alert').filter({ hasText: 'The image is too large in pixels (9000 × 8000' });
  await expect(refusal.filter({ hasNotText: 'Your photo was not saved' })).toBeVisible();
  const photo = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#0ea5e9' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel(/Add a photo|Change photo/)
    .setInputFiles({ name: 'priya.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expectToast(page, 'Photo saved', 'Your store shows the new photo.');
  await page.goto('/@priya.styles');
  await expect(page.locator('img[src^="/media/avatars/"]')).toBeVisible();
});
