import { type APIRequestContext, expect } from '@playwright/test';
import { mailedLink } from './inbox.ts';
import { apiSignIn } from './sign-in.ts';

/**
 * A new creator with an empty store, made through the API the screens use: sign up, verify by the
 * mail that arrives over SMTP, sign in and open the store. `request` is left signed in as them
 * (pass `page.request` to sign the page in too).
 */
export async function newCreator(
  request: APIRequestContext,
  origin: string,
  label: string,
): Promise<{ email: string; handle: string; displayName: string }> {
  const stamp = `${label}.${Date.now() % 1_000_000}`;
  const email = `${stamp}@example.in`;
  const password = 'kesar-pista-2026';
  const handle = `e2e.${stamp}`.toLowerCase();
  const displayName = `Creator ${label}`;
  const signedUp = await request.post('/api/auth/sign-up/email', {
    data: { name: displayName, email, password, roleIntent: 'creator' },
    headers: { origin },
  });
  expect(signedUp.ok()).toBe(true);
  expect((await request.get(await mailedLink(email, 'verify'))).ok()).toBe(true);
  await apiSignIn(request, origin, email, password);
  const opened = await request.post('/api/onboarding/creator', { data: { handle, displayName }, headers: { origin } });
  expect(opened.status()).toBe(201);
  return { email, handle, displayName };
}
