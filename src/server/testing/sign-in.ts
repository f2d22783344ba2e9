import { type AccountOverrides, createAccount } from '../demo/factories.ts';
import type { TestServer } from './test-server.ts';

/** Signs in through the real endpoint and returns the session cookie header. */
export async function signInCookie(server: TestServer, email: string, password: string): Promise<string> {
  const response = await server.fetch('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A new account (see createAccount), signed in: its row and its session cookie. */
export async function signedInAccount(server: TestServer, overrides: AccountOverrides = {}) {
  const account = await createAccount(server.database.db, overrides);
  return { account, cookie: await signInCookie(server, account.email, account.password) };
}
