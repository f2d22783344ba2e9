import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../demo/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_SIGN_IN_LIMIT_PER_IP: '2' } });
});

afterAll(async () => {
  await server?.close();
});

describe('sign-ins per network', () => {
  it('answers 429 with Retry-After once one address used up AUTH_SIGN_IN_LIMIT_PER_IP', async () => {
    const account = await createAccount(server.database.db);
    const signIn = () =>
      server.send('POST', '/api/auth/sign-in/email', undefined, { email: account.email, password: account.password });
    expect((await signIn()).status).toBe(200);
    expect((await signIn()).status).toBe(200);
    const refused = await signIn();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /^Too many sign-in attempts from your network. Try again in /,
    );
  });
});
