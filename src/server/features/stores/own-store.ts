import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findStoreByUser, type StoreRow } from './stores.repository.ts';

/** The signed-in creator's store; anyone without one is refused. */
export async function requireOwnStore(db: Db, userId: string): Promise<StoreRow> {
  const store = await findStoreByUser(db, userId);
  if (!store) throw new AppError('forbidden', /*i18n*/ 'Open your store first.');
  return store;
}
