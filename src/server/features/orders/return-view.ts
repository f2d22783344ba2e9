import { RETURN_PHOTO_WIDTHS, type ReturnPhoto, type ReturnRequest } from '#shared/contracts/orders-returns.ts';
import type { Db } from '../../db/client.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { listReturns, type OrderReturnRow } from './returns.repository.ts';

export { hasOpenReturn, type OrderReturnRow } from './returns.repository.ts';

const [thumbWidth, fullWidth] = RETURN_PHOTO_WIDTHS;

function toPhoto(media: MediaStorage, key: string): ReturnPhoto {
  const at = (width: number) => media.url(`${key}-${width}.webp`);
  return {
    url: at(thumbWidth),
    srcset: RETURN_PHOTO_WIDTHS.map((width) => `${at(width)} ${width}w`).join(', '),
    fullUrl: at(fullWidth),
  };
}

export function toReturnRequest(media: MediaStorage, row: OrderReturnRow): ReturnRequest {
  return {
    id: row.id,
    reason: row.reason,
    details: row.details,
    photos: row.photoKeys.map((key) => toPhoto(media, key)),
    status: row.status,
    sellerNote: row.sellerNote,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Each line's return requests, oldest first. */
export async function loadReturns(
  db: Db,
  media: MediaStorage,
  lineIds: string[],
): Promise<Map<string, ReturnRequest[]>> {
  if (lineIds.length === 0) return new Map();
  const rows = await listReturns(db, lineIds);
  return new Map(
    [...Map.groupBy(rows, (row) => row.lineId)].map(([lineId, group]) => [
      lineId,
      group.map((row) => toReturnRequest(media, row)),
    ]),
  );
}
