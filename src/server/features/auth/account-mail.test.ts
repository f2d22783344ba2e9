// What an account's mail tells a stranger: nothing. A reset asked for a known and an unknown email, and a sign-up
// with a new and a taken email, are answered alike; the mail (a reset link, "you already have an account") goes
// only to the owner, written by a job after the answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '#shared/contracts/common.ts';
import { createAccount } from '../../demo/factories.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestSmtp } from '../../testing/test-smtp.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { ACCOUNT_MAIL_JOB, RESET_REQUEST_JOB } from './account-mail-jobs.ts';

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

/** Until the account jobs and the mail they wrote are done: what a stranger's request set off has all happened. */
async function jobsDone() {
  const names = new Set([RESET_REQUEST_JOB, ACCOUNT_MAIL_JOB, 'mail.deliver']);
  for (let tries = 0; tries < 200; tries += 1) {
    const stats = (await server.deps.jobs.stats()).filter((stat) => names.has(stat.name));
    if (stats.every((stat) => stat.queued === 0 && stat.active === 0)) {
      // The mail those jobs wrote is sent by this process first (decision 083).
      await server.deps.mailer.settled(5_000);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the account jobs did not finish');
}

/** A sign-up's answer without what differs for every account (its id and times). */
const shape = (body: { token: unknown; user: Record<string, unknown> }) => ({
  token: body.token,
  user: Object.keys(body.user).toSorted(),
  emailVerified: body.user.emailVerified,
  name: body.user.name,
});

const mailsTo = (address: string) => smtp.inbox.filter((mail) => mail.to.includes(address));

/** An answer as a client sees it: status, content type and body. */
async function seen(response: Response) {
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
}

describe('asking for a password reset', () => {
  it('answers a known and an unknown email alike, and mails only the owner', async () => {
    const owner = await createAccount(server.database.db, { name: 'Ravi Kumar' });
    const redirectTo = `${server.url}/reset-password`;
    const unknown = await seen(
      await post('/api/auth/request-password-reset', { email: 'nobody@example.in', redirectTo }),
    );
    const known = await seen(await post('/api/auth/request-password-reset', { email: owner.email, redirectTo }));
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);

    const mail = await smtp.waitFor(owner.email, /^Reset your Haat password$/);
    expect(mail.text).toContain('Hi Ravi Kumar, we received a request to reset the password of your Haat account.');
    expect(mail.text).toMatch(new RegExp(`${server.url}/api/auth/reset-password/\\S+\\?callbackURL=`));
    await jobsDone();
    expect(mailsTo('nobody@example.in')).toEqual([]);
  });

  it('writes the reset mail in the language of the browser that asked', async () => {
    const owner = await createAccount(server.database.db);
    const asked = await post(
      '/api/auth/request-password-reset',
      { email: owner.email, redirectTo: '/reset-password' },
      { 'accept-language': 'hi-IN,hi;q=0.9' },
    );
    expect(asked.status).toBe(200);
    expect((await smtp.waitFor(owner.email, /^अपना हाट पासवर्ड बदलें$/)).subject).toBe('अपना हाट पासवर्ड बदलें');
  });

  it('refuses a reset link that would lead away from Haat, for any email, before anything is queued', async () => {
    const owner = await createAccount(server.database.db);
    for (const email of [owner.email, 'stranger@example.in']) {
      const refused = await post('/api/auth/request-password-reset', { email, redirectTo: 'https://evil.example/' });
      expect(refused.status).toBe(403);
      expect(errorEnvelopeSchema.parse(await refused.json()).error.code).toBe('forbidden');
    }
    await jobsDone();
    expect(mailsTo(owner.email)).toEqual([]);
  });
});

describe('signing up with an email that has an account', () => {
  it('is answered as a new sign-up, and the owner is mailed a way to sign in and to reset', async () => {
    const owner = await createAccount(server.database.db, { name: 'Asha Rao', roleIntent: 'merchant' });
    const fresh = await post('/api/auth/sign-up/email', {
      name: 'Someone Else',
      email: 'brand.new@example.in',
      password: 'monsoon-lantern-2031',
    });
    const again = await post('/api/auth/sign-up/email', {
      name: 'Someone Else',
      email: owner.email,
      password: 'monsoon-lantern-2031',
    });
    const [first, second] = [await seen(fresh), await seen(again)];
    expect(second.status).toBe(first.status);
    expect(second.type).toBe(first.type);
    // The same shape and the same words; only the new account's own id and times differ.
    expect(shape(second.body)).toEqual(shape(first.body));

    const mail = await smtp.waitFor(owner.email, /^You already have a Haat account$/);
    // Said to the owner by their own name, never the one the sign-up typed.
    expect(mail.text).toContain('Hi Asha Rao, someone tried to create a Haat account with this email');
    const screen = `${server.url}/seller-auth?`;
    expect(mail.text).toContain(`Sign in: ${screen}${new URLSearchParams({ email: owner.email })}`);
    expect(mail.text).toContain(
      `Choose a new one: ${screen}${new URLSearchParams({ mode: 'forgot', email: owner.email })}`,
    );
    await smtp.waitFor('brand.new@example.in', /^Verify your email for Haat$/);

    // The account is as it was: its password still signs in.
    expect((await post('/api/auth/sign-in/email', { email: owner.email, password: owner.password })).status).toBe(200);
  });

  it('writes that mail in the account’s own language', async () => {
    const { account, cookie } = await signedInAccount(server);
    expect((await server.send('PATCH', '/api/me/profile', cookie, { locale: 'hi' })).status).toBe(200);
    const again = await post('/api/auth/sign-up/email', {
      name: 'Someone Else',
      email: account.email,
      password: 'monsoon-lantern-2031',
    });
    expect(again.status).toBe(200);
    // Needs the Hindi of the new mail in the server's catalog.
    const mail = await smtp.waitFor(account.email, /^आपका हाट खाता पहले से है$/);
    expect(mail.text).toContain('साइन इन करें:');
  });
});
