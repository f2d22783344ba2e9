import { AppError } from '../../lib/errors.ts';

/*
 * Where a page of the earnings ledger ends: its last entry's booking time and id, the ledger's order (newest first,
 * then id). The next page is the entries before that position, so entries booked meanwhile never shift it, and a
 * page reads only its own entries from the index (no OFFSET). The time is PostgreSQL's own, to the microsecond
 * (text from `to_char`, compared as timestamptz): a JavaScript Date would round it to the millisecond and skip
 * entries booked within the same millisecond as the page's last.
 */

export interface LedgerPosition {
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ`, UTC. */
  at: string;
  id: string;
}

const POSITION =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The opaque `nextCursor` for a page ending at `position`. */
export function encodeLedgerCursor(position: LedgerPosition): string {
  return Buffer.from(`${position.at}|${position.id}`).toString('base64url');
}

/** The position a cursor names; a cursor this server did not give is a 400, never a database error. */
export function decodeLedgerCursor(cursor: string): LedgerPosition {
  const decoded = /^[\w-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const match = POSITION.exec(decoded);
  const millis = match?.[1];
  // A real instant of this era (no 30 February, no year 0), so PostgreSQL always takes it.
  const real = millis !== undefined && millis >= '2000' && !Number.isNaN(Date.parse(`${millis}Z`));
  if (!match || !real || new Date(`${millis}Z`).toISOString() !== `${millis}Z`) {
    throw new AppError('bad_request', /*i18n*/ 'This page of earnings cannot be found. Load your earnings again.', {
      fields: {
        cursor: [/*i18n*/ 'Not a cursor of this ledger.'],
      },
    });
  }
  return { at: decoded.slice(0, decoded.indexOf('|')), id: match[2] as string };
}
