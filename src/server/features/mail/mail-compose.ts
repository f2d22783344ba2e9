import { LOCALE_TAGS, type Locale } from '#shared/i18n/locales.ts';
import { translateText } from '../../lib/i18n.ts';
import { type MailAction, detailsBlock, detailsTable, layout } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';

/*
 * What every mail about an order, a return or a payout is made of: one message whose HTML and plain text say the
 * same, in its reader's language (decision 047). Plain data in; the layout escapes every value.
 */

export type Say = (text: string, values?: Record<string, string | number>) => string;

export const sayIn =
  (locale: Locale): Say =>
  (text, values) =>
    translateText(locale, text, values);

export interface Compose {
  locale: Locale;
  to: string;
  subject: string;
  title: string;
  intro: string;
  /** Label and value rows, and headed blocks, shown in this order in both parts. */
  table?: { label: string; value: string; strong?: boolean }[];
  blocks?: { heading: string; lines: string[] }[];
  action: MailAction;
  secondary?: MailAction;
  outro: string;
}

/** One message, HTML and plain text saying the same; the plain text's first link is the action. */
export function compose({
  locale,
  to,
  subject,
  title,
  intro,
  table = [],
  blocks = [],
  action,
  secondary,
  outro,
}: Compose): MailMessage {
  const text = [
    intro,
    [action, ...(secondary ? [secondary] : [])].map((link) => `${link.label}: ${link.url}`).join('\n'),
    ...(table.length > 0 ? [table.map((row) => `${row.label}: ${row.value}`).join('\n')] : []),
    ...blocks.map((block) => [block.heading, ...block.lines].join('\n')),
    outro,
  ].join('\n\n');
  const details =
    (table.length > 0 ? detailsTable(table) : '') +
    blocks.map((block) => detailsBlock(block.heading, block.lines)).join('');
  return {
    to,
    subject,
    text: `${text}\n`,
    html: layout({ locale, title, intro, details, action, ...(secondary ? { secondary } : {}), outro }),
  };
}

/** "2 × Kanjivaram saree", and a list of them. */
export const item = (line: { name: string; quantity: number }) => `${line.quantity} × ${line.name}`;
export const items = (lines: { name: string; quantity: number }[]) => lines.map(item).join(', ');

/** A day as India reads it, in the mail's language: "12 Jan 2027". */
export const dateIn = (locale: Locale, date: Date) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);

/** A moment as India reads it, in the mail's language: "12 Jan 2027, 6:30 pm". */
export const momentIn = (locale: Locale, date: Date) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(date);
