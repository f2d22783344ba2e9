import type { Db } from '../../db/client.ts';
import { sumStoreUnits } from './orders.repository.ts';

/** Units a creator's store has sold and delivered (returns and cancellations do not count). */
export function deliveredUnits(db: Db, storeId: string): Promise<number> {
  return sumStoreUnits(db, storeId, 'delivered');
}
