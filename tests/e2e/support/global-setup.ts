// Starts a real SMTP server for the app under test (SMTP_URL in playwright.config.ts)
// and a small HTTP inbox the tests read it through.
import http from 'node:http';
import { startTestSmtp } from '../../../src/server/testing/test-smtp.ts';
import { E2E_INBOX_PORT, E2E_SMTP_PORT } from './ports.ts';

export default async function globalSetup() {
  const smtp = await startTestSmtp(E2E_SMTP_PORT);
  const inbox = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://inbox');
    const to = url.searchParams.get('to') ?? '';
    const subject = new RegExp(url.searchParams.get('subject') ?? '.', 'i');
    smtp
      .waitFor(to, subject, 10_000)
      .then((mail) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(mail));
      })
      .catch((error: Error) => {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end(error.message);
      });
  });
  await new Promise<void>((resolve) => inbox.listen(E2E_INBOX_PORT, '127.0.0.1', resolve));
  return async () => {
    await new Promise<void>((resolve) => inbox.close(() => resolve()));
    await smtp.close();
  };
}
