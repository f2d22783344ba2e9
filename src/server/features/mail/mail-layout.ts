import { LOCALE_TAGS, type Locale } from '#shared/i18n/locales.ts';

/** Every value put into a mail's HTML goes through this: names, addresses and reasons are typed by people. */
export const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

export interface MailAction {
  label: string;
  url: string;
}

export interface MailLayout {
  /** The language it is written in, for `<html lang>` (decision 047). */
  locale: Locale;
  title: string;
  intro: string;
  /** HTML already escaped (see detailsTable), shown between the intro and the button. */
  details?: string;
  action: MailAction;
  /** A second, smaller link under the button. */
  secondary?: MailAction;
  outro: string;
}

const muted = 'color:#6b6385';

/**
 * A small two-column table (label, value) for order lines and totals; every
 * cell is escaped here. A row marked `strong` is the total.
 */
export function detailsTable(rows: { label: string; value: string; strong?: boolean }[]): string {
  const cells = rows
    .map(({ label, value, strong }) => {
      const weight = strong ? 'font-weight:700;border-top:1px solid #e4e0f0' : '';
      return `<tr><td style="padding:6px 8px 6px 0;vertical-align:top;${weight}">${escapeHtml(label)}</td><td align="right" style="padding:6px 0;white-space:nowrap;vertical-align:top;${weight}">${escapeHtml(value)}</td></tr>`;
    })
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;font-size:14px;border-collapse:collapse">${cells}</table>`;
}

/** A heading and lines of plain text (an address, a courier), escaped. */
export function detailsBlock(heading: string, lines: string[]): string {
  const body = lines.map(escapeHtml).join('<br>');
  return `<p style="margin:0 0 4px;font-size:13px;font-weight:700;${muted}">${escapeHtml(heading)}</p><p style="margin:0 0 20px;font-size:14px;line-height:1.5">${body}</p>`;
}

/** Haat's mail: wordmark, title, intro, optional details, one button (and maybe a second link), a footnote and the button's link spelled out. */
export function layout({ locale, title, intro, details = '', action, secondary, outro }: MailLayout): string {
  const second = secondary
    ? `<p style="margin:-8px 0 24px;font-size:14px"><a href="${escapeHtml(secondary.url)}" style="color:#7c3aed;font-weight:600">${escapeHtml(secondary.label)}</a></p>\n`
    : '';
  return `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><body style="margin:0;background:#f5f3ff;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f1633">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:16px;padding:32px" cellpadding="0" cellspacing="0"><tr><td>
<p style="margin:0 0 24px;font-size:28px;font-weight:900;color:#7c3aed">haat</p>
<h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(title)}</h1>
<p style="margin:0 0 24px;line-height:1.5">${escapeHtml(intro)}</p>
${details}<p style="margin:0 0 24px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#7c3aed;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">${escapeHtml(action.label)}</a></p>
${second}<p style="margin:0 0 8px;font-size:13px;${muted};line-height:1.5">${escapeHtml(outro)}</p>
<p style="margin:0;font-size:12px;${muted};word-break:break-all">${escapeHtml(action.url)}</p>
</td></tr></table></td></tr></table></body></html>`;
}
