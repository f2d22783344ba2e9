import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '#shared/contracts/common.ts';
import { linkIn, startTestSmtp } from '../../testing/test-smtp.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ env: { SMTP_URL: smtp.url } });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function errorOf(response: Response) {
  return errorEnvelopeSchema.parse(await response.json()).error;
}

/** Signs up, follows the mailed verification link, and signs in. Returns the session cookie. */
async function verifiedAccount(email: string, password: string, extra: Record<string, unknown> = {}) {
  const signUp = await post('/api/auth/sign-up/email', { name: 'Test Person', email, password, ...extra });
  expect(signUp.status).toBe(200);
  const mail = await smtp.waitFor(email, /verify/i);
  const verify = await server.fetch(new URL(linkIn(mail)).pathname + new URL(linkIn(mail)).search, {
    redirect: 'manual',
  });
  expect([200, 302]).toContain(verify.status);
  const signIn = await post('/api/auth/sign-in/email', { email, password });
  expect(signIn.status).toBe(200);
  return { cookie: cookieOf(signIn), token: signIn.headers.get('set-auth-token') };
}

describe('accounts', () => {
  it('keeps the language the account signed up in, and brings it back to the browser at sign-in', async () => {
    const email = 'meera@example.in';
    const password = 'monsoon-lantern-2026';
    const signUp = await post(
      '/api/auth/sign-up/email',
      { name: 'Meera Devi', email, password },
      { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' },
    );
    expect(signUp.status).toBe(200);
    // The verification mail is written in the language of the browser that signed up.
    const mail = await smtp.waitFor(email, /^हाट के लिए अपना ईमेल पक्का करें$/);
    expect(mail.text).toContain('नमस्ते Meera Devi, अपना हाट खाता तैयार करने के लिए अपना ईमेल पता पक्का करें।');
    const link = new URL(linkIn(mail));
    await server.fetch(link.pathname + link.search, { redirect: 'manual' });
    // Another browser, in English: the account's language comes back with the session.
    const signIn = await post('/api/auth/sign-in/email', { email, password }, { 'accept-language': 'en-IN' });
    expect(signIn.status).toBe(200);
    const languageCookie = signIn.headers.getSetCookie().find((cookie) => cookie.startsWith('haat_lang='));
    expect(languageCookie).toMatch(/^haat_lang=hi; Path=\/; Max-Age=\d+; SameSite=Lax/);
    expect(languageCookie).not.toMatch(/HttpOnly/i);
    const me = await server.fetch('/api/me', { headers: { cookie: cookieOf(signIn) } });
    expect(await me.json()).toMatchObject({ locale: 'hi' });
  });

  it('signs up with a display name, mails a verification link, and signs in only once verified', async () => {
    const email = 'asha@example.in';
    const password = 'saffron-kite-2024';
    const signUp = await post('/api/auth/sign-up/email', { name: 'Asha Rao', email, password, roleIntent: 'creator' });
    expect(signUp.status).toBe(200);

    const early = await post('/api/auth/sign-in/email', { email, password });
    expect(early.status).toBe(403);
    expect((await errorOf(early)).code).toBe('email_not_verified');

    const mail = await smtp.waitFor(email, /verify/i);
    const link = new URL(linkIn(mail));
    expect(link.origin).toBe(server.url);
    const verify = await server.fetch(link.pathname + link.search, { redirect: 'manual' });
    expect([200, 302]).toContain(verify.status);

    const signIn = await post('/api/auth/sign-in/email', { email, password });
    expect(signIn.status).toBe(200);
    const cookie = cookieOf(signIn);
    expect(signIn.headers.getSetCookie().join('\n')).toMatch(/HttpOnly/i);
    expect(signIn.headers.getSetCookie().join('\n')).toMatch(/SameSite=Lax/i);

    const me = await server.fetch('/api/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email,
      displayName: 'Asha Rao',
      roleIntent: 'creator',
      haatHandle: null,
      emailVerified: true,
    });

    const session = await server.fetch('/api/auth/get-session', { headers: { cookie } });
    expect(await session.json()).toMatchObject({ user: { email } });

    const signOut = await post('/api/auth/sign-out', {}, { cookie });
    expect(signOut.status).toBe(200);
    const after = await server.fetch('/api/me', { headers: { cookie } });
    expect(after.status).toBe(401);
    expect((await errorOf(after)).code).toBe('unauthorized');
  });

  it('lets an API client use a bearer token', async () => {
    const { token } = await verifiedAccount('bearer@example.in', 'monsoon-mango-77');
    expect(token).toBeTruthy();
    const me = await server.fetch('/api/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'bearer@example.in' });
  });

  it('refuses bad sign-ups with field errors and stores nothing', async () => {
    const common = await post('/api/auth/sign-up/email', {
      name: 'X',
      email: 'common@example.in',
      password: 'password123',
    });
    expect(common.status).toBe(422);
    expect((await errorOf(common)).fields?.password?.[0]).toMatch(/too common/);

    const short = await post('/api/auth/sign-up/email', { name: '', email: 'not-an-email', password: 'short' });
    expect(short.status).toBe(422);
    expect(Object.keys((await errorOf(short)).fields ?? {})).toEqual(
      expect.arrayContaining(['name', 'email', 'password']),
    );

    const longest = await post('/api/auth/sign-up/email', {
      name: 'Long',
      email: 'long@example.in',
      password: 'x'.repeat(129),
    });
    expect(longest.status).toBe(422);

    const signIn = await post('/api/auth/sign-in/email', { email: 'common@example.in', password: 'password123' });
    expect(signIn.status).toBe(401);
  });

  it('accepts passwords of 64 characters and more', async () => {
    const password = 'a-very-long-passphrase-about-chai-and-rain-on-a-tin-roof-in-pune!';
    expect(password.length).toBeGreaterThanOrEqual(64);
    await verifiedAccount('long-pass@example.in', password);
  });
});

/** Opens the link of the next verification mail to `email` and returns where it redirects. */
async function landingOf(email: string, tamper = false) {
  const link = new URL(linkIn(await smtp.waitFor(email, /verify/i)));
  if (tamper) link.searchParams.set('token', `${link.searchParams.get('token')}x`);
  const opened = await server.fetch(link.pathname + link.search, { redirect: 'manual' });
  expect(opened.status).toBe(302);
  const target = new URL(opened.headers.get('location') ?? '', server.url);
  expect(target.origin).toBe(server.url);
  return target;
}

describe('verification links', () => {
  it('land on the sign-in screen of the role that signed up, with the email filled in, whatever callbackURL the client sent', async () => {
    const seller = 'first.seller@example.in';
    const signUp = await post('/api/auth/sign-up/email', {
      name: 'Farah Seller',
      email: seller,
      password: 'indigo-block-print-4',
      roleIntent: 'merchant',
      callbackURL: 'https://evil.example/phish',
    });
    expect(signUp.status).toBe(200);
    const landing = await landingOf(seller);
    expect(landing.pathname).toBe('/seller-auth');
    expect(Object.fromEntries(landing.searchParams)).toEqual({ verified: '1', email: seller });

    for (const [email, roleIntent] of [
      ['first.creator@example.in', 'creator'],
      ['first.buyer@example.in', 'buyer'],
      ['no.role@example.in', undefined],
    ] as const) {
      expect(
        (await post('/api/auth/sign-up/email', { name: 'Someone', email, password: 'saffron-kite-2024', roleIntent }))
          .status,
      ).toBe(200);
      const target = await landingOf(email);
      expect(`${target.pathname}?${target.searchParams}`).toBe(`/auth?verified=1&email=${encodeURIComponent(email)}`);
    }
  });

  it('a sign-in before verifying and a re-send mail links to the same screen; a broken link lands there with its error', async () => {
    const email = 'late.seller@example.in';
    const password = 'cardamom-crate-55';
    await post('/api/auth/sign-up/email', { name: 'Late Seller', email, password, roleIntent: 'merchant' });
    await smtp.waitFor(email, /verify/i);

    const early = await post('/api/auth/sign-in/email', { email, password });
    expect(early.status).toBe(403);
    // The link that sign-in mailed, tampered with, lands there with the error instead of a verified account.
    const broken = await landingOf(email, true);
    expect(broken.pathname).toBe('/seller-auth');
    expect(broken.searchParams.get('error')).toBe('INVALID_TOKEN');

    // Asking for the mail again leads there too, and verifies.
    expect((await post('/api/auth/send-verification-email', { email })).status).toBe(200);
    const fresh = await landingOf(email);
    expect(`${fresh.pathname}?${fresh.searchParams}`).toBe(
      `/seller-auth?verified=1&email=${encodeURIComponent(email)}`,
    );

    // Once verified, a sign-in mails nothing and its answer carries no redirect.
    const signIn = await post('/api/auth/sign-in/email', { email, password });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('location')).toBeNull();
    expect(await signIn.json()).toMatchObject({ redirect: false });
  });
});

describe('password reset', () => {
  it('mails a link that opens /reset-password on the site, and the new password works', async () => {
    const email = 'ravi@example.in';
    await verifiedAccount(email, 'first-password-91');

    const request = await post('/api/auth/request-password-reset', {
      email,
      redirectTo: `${server.url}/reset-password`,
    });
    expect(request.status).toBe(200);
    const unknown = await post('/api/auth/request-password-reset', {
      email: 'nobody@example.in',
      redirectTo: `${server.url}/reset-password`,
    });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await request.json());

    const mail = await smtp.waitFor(email, /reset/i);
    const link = new URL(linkIn(mail));
    const opened = await server.fetch(link.pathname + link.search, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    const target = new URL(opened.headers.get('location') ?? '', server.url);
    expect(target.origin).toBe(server.url);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await post('/api/auth/reset-password', { token, newPassword: 'second-password-92' });
    expect(reset.status).toBe(200);
    expect((await post('/api/auth/sign-in/email', { email, password: 'first-password-91' })).status).toBe(401);
    expect((await post('/api/auth/sign-in/email', { email, password: 'second-password-92' })).status).toBe(200);
  });
});

describe('rate limits', () => {
  it('throttles the 11th wrong password for one account while others still sign in', async () => {
    const victim = 'victim@example.in';
    await verifiedAccount(victim, 'right-password-11');
    await verifiedAccount('bystander@example.in', 'bystander-pass-12');

    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const wrong = await post('/api/auth/sign-in/email', { email: victim, password: `wrong-${attempt}-password` });
      expect(wrong.status).toBe(401);
    }
    const throttled = await post('/api/auth/sign-in/email', { email: victim, password: 'right-password-11' });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
    const error = await errorOf(throttled);
    expect(error.code).toBe('rate_limited');
    expect(error.message).toMatch(/Too many failed sign-in attempts for this account\. Try again in \d+ minutes?\./);

    const other = await post('/api/auth/sign-in/email', {
      email: 'bystander@example.in',
      password: 'bystander-pass-12',
    });
    expect(other.status).toBe(200);
  });
});

describe('origin checks', () => {
  it('refuses a cookie-carrying write from another origin', async () => {
    const { cookie } = await verifiedAccount('origin@example.in', 'origin-check-pass-1');
    const evil = await server.fetch('/api/me/role-intent', {
      method: 'PUT',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ roleIntent: 'merchant' }),
    });
    expect(evil.status).toBe(403);
    const me = await server.fetch('/api/me', { headers: { cookie } });
    expect(await me.json()).toMatchObject({ roleIntent: null });
  });
});
