import type { Db } from '../db/client.ts';
import { sellers } from '../features/catalog/catalog.schema.ts';

/**
 * Whether the database has no seller yet: the server's start asks it before it seeds the demo, and loads the seed
 * (its photos' image library with it) only when there is something to seed.
 */
export async function hasNoSellers(db: Db): Promise<boolean> {
  const rows = await db.select({ id: sellers.id }).from(sellers).limit(1);
  return rows.length === 0;
}
