import type { Db } from '../../db/client.ts';
import { storeHandleExists } from './stores.repository.ts';

/** Whether a creator store already answers at /@{handle} (ignoring case). */
export function isStoreHandleTaken(db: Db, handle: string): Promise<boolean> {
  return storeHandleExists(db, handle);
}
