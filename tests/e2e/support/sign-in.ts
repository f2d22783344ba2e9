import type { Page } from '@playwright/test';

export const DEMO_PASSWORD = 'haat-demo-2026';

/** Fills the sign-in form the page shows and submits it. */
export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens a sign-in page (e.g. /auth?next=…) and signs in there. */
export async function signInAt(page: Page, path: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(path);
  await fillSignIn(page, email, password);
}
