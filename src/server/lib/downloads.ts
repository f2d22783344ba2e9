import type { Context } from 'hono';

/** A file the browser saves under `filename` (Content-Disposition: attachment). */
function attachment(c: Context, filename: string): void {
  c.header('Content-Disposition', `attachment; filename="${filename}"`);
}

/** A CSV file to download, in UTF-8. */
export function csvDownload(c: Context, filename: string, csv: string): Response {
  attachment(c, filename);
  return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
}

/** A PDF to download; never kept by a shared cache (a GST document names its buyer). */
export function pdfDownload(c: Context, filename: string, bytes: Uint8Array): Response {
  attachment(c, filename);
  c.header('Cache-Control', 'private, no-store');
  return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'application/pdf' });
}
