import { E2E_INBOX_PORT } from './ports.ts';

/** Waits for the next mail to `to` with a matching subject, received over SMTP, and returns its first link. */
export async function mailedLink(to: string, subject: string): Promise<string> {
  const response = await fetch(
    `http://127.0.0.1:${E2E_INBOX_PORT}/?to=${encodeURIComponent(to)}&subject=${encodeURIComponent(subject)}`,
  );
  if (!response.ok) throw new Error(await response.text());
  const mail = (await response.json()) as { text: string };
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No link in the mail to ${to}`);
  return link;
}

/** Waits for the next mail to `to` with a matching subject, received over SMTP, and returns its plain text. */
export async function mailText(to: string, subject: string): Promise<string> {
  const response = await fetch(
    `http://127.0.0.1:${E2E_INBOX_PORT}/?to=${encodeURIComponent(to)}&subject=${encodeURIComponent(subject)}`,
  );
  if (!response.ok) throw new Error(await response.text());
  return ((await response.json()) as { text: string }).text;
}
