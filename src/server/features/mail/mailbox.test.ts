import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const signUp = (target: TestServer, email: string) =>
  target.fetch('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Outbox Olga', email, password: 'outbox-password-5' }),
  });

describe('/dev/mailbox', () => {
  it('shows the mail kept in the outbox when no SMTP server is configured, links and all', async () => {
    server = await startTestServer();
    expect((await signUp(server, 'olga@example.in')).status).toBe(200);
    // The verification mail is written by a job after the answer (on PostgreSQL, pg-boss's): read as someone
    // reloading the page would, until it is there.
    let html = '';
    await expect
      .poll(
        async () => {
          const page = await server?.fetch('/dev/mailbox');
          expect(page?.status).toBe(200);
          html = (await page?.text()) ?? '';
          return html;
        },
        { timeout: 10_000 },
      )
      .toContain('Verify your email for Haat');
    expect(html).toContain('to olga@example.in');
    expect(html).toMatch(new RegExp(`<a href="${server.url}/api/auth/verify-email\\?token=`));
  });

  it('names the files a mail carried (an invoice PDF), without keeping them', async () => {
    server = await startTestServer();
    await server.deps.mailer.send({
      to: 'ravi@example.in',
      subject: 'Shipped: Brass diya',
      text: 'On its way.',
      html: '<p>On its way.</p>',
      attachments: [{ filename: 'IN-26-27-000007.pdf', content: Buffer.from('%PDF-'), contentType: 'application/pdf' }],
    });
    const html = await (await server.fetch('/dev/mailbox')).text();
    expect(html).toContain('Attached (not kept here): IN-26-27-000007.pdf');
  });

  it('is not there in production', async () => {
    server = await startTestServer({ env: { NODE_ENV: 'production' } });
    expect((await server.fetch('/dev/mailbox')).status).toBe(404);
  });
});
