import type { MailMessage } from './mailer.ts';

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function layout(title: string, intro: string, action: { label: string; url: string }, outro: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f5f3ff;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f1633">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:16px;padding:32px" cellpadding="0" cellspacing="0"><tr><td>
<p style="margin:0 0 24px;font-size:28px;font-weight:900;color:#7c3aed">haat</p>
<h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(title)}</h1>
<p style="margin:0 0 24px;line-height:1.5">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#7c3aed;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#6b6385;line-height:1.5">${escapeHtml(outro)}</p>
<p style="margin:0;font-size:12px;color:#6b6385;word-break:break-all">${escapeHtml(action.url)}</p>
</td></tr></table></td></tr></table></body></html>`;
}

export function verificationMail(to: string, name: string, url: string): MailMessage {
  const intro = `Hi ${name}, confirm your email address to finish setting up your Haat account.`;
  const outro = "If you didn't create a Haat account, you can ignore this email. The link works for 24 hours.";
  return {
    to,
    subject: 'Verify your email for Haat',
    text: `${intro}\n\nVerify your email: ${url}\n\n${outro}\n`,
    html: layout('Verify your email', intro, { label: 'Verify email', url }, outro),
  };
}

export function passwordResetMail(to: string, name: string, url: string): MailMessage {
  const intro = `Hi ${name}, we received a request to reset the password of your Haat account.`;
  const outro = "If you didn't ask for this, ignore this email: your password stays the same. The link works for 1 hour.";
  return {
    to,
    subject: 'Reset your Haat password',
    text: `${intro}\n\nChoose a new password: ${url}\n\n${outro}\n`,
    html: layout('Reset your password', intro, { label: 'Choose a new password', url }, outro),
  };
}
