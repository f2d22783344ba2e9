import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from './orders.schema.ts';

/** Orders' numbers by id; missing ids are left out. */
export function findOrderNumbers(db: Db, ids: string[]): Promise<{ id: string; number: string }[]> {
  return db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, ids));
}
