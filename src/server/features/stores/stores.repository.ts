import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creatorStores } from './stores.schema.ts';

export async function storeHandleExists(db: Db, handle: string): Promise<boolean> {
  const rows = await db
    .select({ id: creatorStores.id })
    .from(creatorStores)
    .where(sql`lower(${creatorStores.handle}) = ${handle.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}
