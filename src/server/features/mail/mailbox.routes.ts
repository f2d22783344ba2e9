import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { escapeHtml } from './mail-layout.ts';
import { listOutbox } from './mail.repository.ts';

const linkify = (text: string) =>
  escapeHtml(text).replaceAll(/(https?:\/\/[^\s<]+)/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * /dev/mailbox: the mail Haat would have sent, when no SMTP_URL is set, so
 * verification and password reset work out of the box. Never in production.
 */
export const mailboxRoutes = new Hono<AppEnv>().get('/dev/mailbox', async (c) => {
  const { env, database, mailer } = c.get('deps');
  if (env.NODE_ENV === 'production') return c.text('Not found', 404);
  const messages = mailer.kind === 'outbox' ? await listOutbox(database.db) : [];
  const items = messages
    .map(
      (message) => `<article>
  <header><strong>${escapeHtml(message.subject)}</strong><span>to ${escapeHtml(message.to)} · ${message.createdAt.toISOString()}</span></header>
  <pre>${linkify(message.text)}</pre>${
    message.attachments.length > 0
      ? `\n  <p>Attached (not kept here): ${message.attachments.map((name) => escapeHtml(name)).join(', ')}</p>`
      : ''
  }
</article>`,
    )
    .join('\n');
  const empty =
    mailer.kind === 'smtp'
      ? '<p>SMTP_URL is set: mail goes to your SMTP server, not here.</p>'
      : '<p>No mail yet. Sign up, ask for a password reset or place an order with an email, then reload.</p>';
  c.header('Cache-Control', 'no-store');
  return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev mailbox · Haat</title><style>
body{margin:0;padding:24px;background:#0d0918;color:#f5f3ff;font:15px/1.5 system-ui,sans-serif}
h1{font-size:22px;margin:0 0 4px}p{color:#b9b0d4}article{background:#171127;border:1px solid #2e2548;border-radius:14px;padding:16px;margin:16px 0;max-width:760px}
header{display:flex;flex-wrap:wrap;gap:8px 16px;justify-content:space-between}header span{color:#b9b0d4;font-size:13px}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:12px 0 0}a{color:#c4b5fd}
</style></head><body><h1>Dev mailbox</h1><p>Mail Haat sent while running without SMTP_URL (newest first). Not available in production.</p>
${items || empty}</body></html>`);
});
