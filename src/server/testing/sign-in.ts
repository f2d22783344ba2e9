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
