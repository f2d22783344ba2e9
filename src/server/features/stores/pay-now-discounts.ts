import type { Db } from '../../db/client.ts';
import { findPayNowDiscounts } from './stores.repository.ts';

/** The discount each store's creator funds for a COD buyer paying now (decision 072), in basis points. */
export const payNowDiscountsOf = (db: Db, storeIds: string[]): Promise<Map<string, number>> =>
  findPayNowDiscounts(db, storeIds);
