import { layout } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';

export function verificationMail(to: string, name: string, url: string): MailMessage {
  const intro = `Hi ${name}, confirm your email address to finish setting up your Haat account.`;
  const outro = "If you didn't create a Haat account, you can ignore this email. The link works for 24 hours.";
  return {
    to,
    subject: 'Verify your email for Haat',
    text: `${intro}\n\nVerify your email: ${url}\n\n${outro}\n`,
    html: layout({ title: 'Verify your email', intro, action: { label: 'Verify email', url }, outro }),
  };
}

export function passwordResetMail(to: string, name: string, url: string): MailMessage {
  const intro = `Hi ${name}, we received a request to reset the password of your Haat account.`;
  const outro =
    "If you didn't ask for this, ignore this email: your password stays the same. The link works for 1 hour.";
  return {
    to,
    subject: 'Reset your Haat password',
    text: `${intro}\n\nChoose a new password: ${url}\n\n${outro}\n`,
    html: layout({ title: 'Reset your password', intro, action: { label: 'Choose a new password', url }, outro }),
  };
}
