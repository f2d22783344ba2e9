import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../demo/factories.ts';
import { rawRequest } from '../../testing/raw-http.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { KNOWN_DEVICE_COOKIE, signInRules } from './sign-in-guard.ts';

let server: TestServer;

beforeAll(async () => {
  // The per-network limit is lifted so these tests see the per-account rules alone.
  server = await startTestServer({ env: { AUTH_SIGN_IN_LIMIT_PER_IP: '1000' } });
});

afterAll(async () => {
  await server?.close();
});

interface Answer {
  status: number;
  cookies: string[];
}

/** A request from a chosen loopback address (127.0.0.x), as a client elsewhere on the network. */
async function post(from: string, path: string, body: unknown, cookie?: string): Promise<Answer> {
  const headers: Record<string, string> = { origin: server.url, ...(cookie ? { cookie } : {}) };
  const answer = await rawRequest({ origin: server.url, method: 'POST', path, body, headers, localAddress: from });
  return { status: answer.status, cookies: answer.headers['set-cookie'] ?? [] };
}

const signIn = (from: string, email: string, password: string, cookie?: string) =>
  post(from, '/api/auth/sign-in/email', { email, password }, cookie);

/** A new account signed in from `from`, with its session cookie. */
async function signedInFrom(from: string, overrides: { name?: string } = {}) {
  const owner = await createAccount(server.database.db, overrides);
  const session = await signIn(from, owner.email, owner.password);
  return { owner, cookie: session.cookies.map((one) => one.split(';')[0]).join('; ') };
}
const count = (answers: Answer[], status: number) => answers.filter((answer) => answer.status === status).length;

describe('failed sign-ins per account', () => {
  it('lets at most 10 of 30 parallel wrong passwords be checked, and the owner still signs in from another address', async () => {
    const owner = await createAccount(server.database.db);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => signIn('127.0.0.1', owner.email, `wrong-password-${index}`)),
    );
    expect(count(answers, 401)).toBeLessThanOrEqual(10);
    expect(count(answers, 401) + count(answers, 429)).toBe(30);
    // The attacker's address stays refused, even with the right password.
    expect((await signIn('127.0.0.1', owner.email, owner.password)).status).toBe(429);
    expect((await signIn('127.0.0.2', owner.email, owner.password)).status).toBe(200);
  });

  it('slows a guess spread over many addresses, while a device that signed in before still gets in', async () => {
    const owner = await createAccount(server.database.db);
    const known = await signIn('127.0.0.3', owner.email, owner.password);
    expect(known.status).toBe(200);
    const device = known.cookies
      .map((cookie) => cookie.split(';')[0])
      .find((cookie) => cookie?.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
    expect(device).toBeDefined();

    // Many addresses, each under its own limit, together come within one of the account's limit for unknown devices.
    const { limit } = signInRules.perAccountFromUnknownDevices;
    const perSource = signInRules.perAccountAndSource.limit;
    const guessed = Array.from({ length: limit - 1 }, (_, index) => ({
      from: `127.0.1.${Math.floor(index / perSource) + 1}`,
      password: `guess-${index}`,
    }));
    const guesses = await Promise.all(guessed.map(({ from, password }) => signIn(from, owner.email, password)));
    expect(count(guesses, 401)).toBe(limit - 1);
    // The owner signing in from new places meanwhile takes nothing from that limit.
    for (const from of ['127.0.2.1', '127.0.2.2', '127.0.2.3'])
      expect((await signIn(from, owner.email, owner.password)).status).toBe(200);
    expect((await signIn('127.0.2.4', owner.email, 'the-last-guess')).status).toBe(401);
    // Now unknown devices are refused everywhere, even with the right password…
    expect((await signIn('127.0.2.5', owner.email, 'one-more-guess')).status).toBe(429);
    expect((await signIn('127.0.2.6', owner.email, owner.password)).status).toBe(429);
    // …but the owner's own browser is not locked out, and a forged device cookie is just an unknown device.
    expect((await signIn('127.0.2.7', owner.email, owner.password, device)).status).toBe(200);
    expect(
      (
        await signIn(
          '127.0.2.8',
          owner.email,
          owner.password,
          `${KNOWN_DEVICE_COOKIE}=forged-forged-forged-forged-forg`,
        )
      ).status,
    ).toBe(429);
  }, 120_000);
});

describe('password changes per account', () => {
  it('refuses the 11th attempt with a wrong current password in 15 minutes', async () => {
    const { cookie } = await signedInFrom('127.0.4.1');
    const change = (from: string) =>
      post(
        from,
        '/api/auth/change-password',
        { currentPassword: 'not-my-password', newPassword: 'brand-new-password-2026' },
        cookie,
      );
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await change(`127.0.4.${attempt + 1}`)).status).toBe(400);
    expect((await change('127.0.4.20')).status).toBe(429);
  }, 60_000);
});

describe('sign-out as documented', () => {
  it('signs out with no body and no content type', async () => {
    const { cookie } = await signedInFrom('127.0.5.1');
    const out = await server.fetch('/api/auth/sign-out', { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(200);
    const me = await server.fetch('/api/me', { headers: { cookie } });
    expect(me.status).toBe(401);
  });
});

describe('better-auth endpoints Haat does not use', () => {
  it('answers 404 for them, so no account is changed past Haat’s contracts', async () => {
    const { owner, cookie } = await signedInFrom('127.0.6.1', { name: 'Kept Name' });
    for (const [method, path, body] of [
      ['POST', '/api/auth/update-user', { name: 'x'.repeat(100_000) }],
      ['POST', '/api/auth/delete-user', {}],
      ['POST', '/api/auth/change-email', { newEmail: 'taken@example.in' }],
      ['GET', '/api/auth/list-sessions', undefined],
    ] as const) {
      const response = await server.send(method, path, cookie, body);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
    const me = await server.fetch('/api/auth/get-session', { headers: { cookie } });
    expect(((await me.json()) as { user: { name: string; email: string } }).user).toMatchObject({
      name: 'Kept Name',
      email: owner.email,
    });
  });
});
