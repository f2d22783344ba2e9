import { AppError } from '../../lib/errors.ts';
import type { StoreRow } from './stores.repository.ts';

/** Whether the public may see the store: not hidden by an operator, its creator not suspended (storeOpenToPublic). */
export const isStoreOpenToPublic = (row: Pick<StoreRow, 'hiddenAt' | 'suspendedAt'>) =>
  row.hiddenAt === null && row.suspendedAt === null;

/** The store as the public may reach it: a hidden store, or a suspended creator's, is not found like an unknown one. */
export function publicStoreOrNotFound(row: StoreRow | null): StoreRow {
  if (!row || !isStoreOpenToPublic(row)) throw new AppError('not_found', /*i18n*/ 'Creator not found');
  return row;
}
