import type { LabelSize } from '#shared/contracts/shipping.ts';
import { indiaDayStart } from '#shared/financial-year.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { requireOwnSeller } from '../catalog/sellers.service.ts';
import { labelSheet } from './label-sheets.ts';
import { findParcel, listLabelsOfSellerBetween } from './shipping.repository.ts';

/* The labels a seller prints (issue 38; decision 073): one parcel's, or a day's in one PDF, at 4×6 or on A4. */

/** The label of one of the seller's parcels. */
export async function parcelLabel(
  db: Db,
  userId: string,
  parcelId: string,
  size: LabelSize,
): Promise<{ filename: string; pdf: Uint8Array }> {
  const seller = await requireOwnSeller(db, userId);
  const row = isUuid(parcelId) ? await findParcel(db, parcelId) : null;
  if (!row || row.sellerId !== seller.id) throw new AppError('not_found', /*i18n*/ 'Parcel not found.');
  if (row.direction === 'return')
    throw new AppError('not_found', /*i18n*/ 'A return’s pickup has no label to print: the courier brings it.');
  if (!row.label)
    throw new AppError('not_found', /*i18n*/ 'This label was erased with the buyer’s account: it named them.');
  return {
    filename: `label-${row.awb}-${size}.pdf`,
    pdf: await labelSheet([row.label], size, `Label ${row.awb}`),
  };
}

/** Every label of the parcels the seller booked on `day` (India), oldest first, in one PDF. */
export async function dayLabels(
  db: Db,
  userId: string,
  day: string,
  size: LabelSize,
): Promise<{ filename: string; pdf: Uint8Array }> {
  const seller = await requireOwnSeller(db, userId);
  const from = indiaDayStart(day);
  const to = new Date(from.getTime() + 86_400_000);
  const rows = await listLabelsOfSellerBetween(db, seller.id, from, to);
  const labels = rows.flatMap((row) => (row.label ? [row.label] : []));
  if (labels.length === 0) throw new AppError('not_found', /*i18n*/ 'No parcel with a label was booked that day.');
  return { filename: `labels-${day}-${size}.pdf`, pdf: await labelSheet(labels, size, `Labels ${day}`) };
}
