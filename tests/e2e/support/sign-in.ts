import { type APIRequestContext, expect, type Page } from '@playwright/test';

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

/** Signs an API request context in (its cookies then ride along on later requests), as a trusted-origin browser would. */
export async function apiSignIn(request: APIRequestContext, origin: string, email: string, password = DEMO_PASSWORD) {
  const response = await request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin } });
  expect(response.ok()).toBe(true);
}
