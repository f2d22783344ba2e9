import { asc, eq } from 'drizzle-orm';
import type { AdType } from '#shared/contracts/ai-manager.ts';
import type { Db } from '../../db/client.ts';
import { ads } from './ads.schema.ts';

export type NewAd = Omit<typeof ads.$inferInsert, 'id' | 'createdAt'>;

export interface HouseAd {
  id: number;
  type: AdType;
  url: string;
  altText: string;
  link: string;
  posterUrl: string | null;
}

export async function insertAdRows(db: Db, rows: (NewAd & { createdAt: Date })[]): Promise<void> {
  if (rows.length > 0) await db.insert(ads).values(rows);
}

/** The active ads in rotation order. */
export function listActiveAds(db: Db): Promise<HouseAd[]> {
  return db
    .select({
      id: ads.id,
      type: ads.type,
      url: ads.url,
      altText: ads.altText,
      link: ads.link,
      posterUrl: ads.posterUrl,
    })
    .from(ads)
    .where(eq(ads.active, true))
    .orderBy(asc(ads.position), asc(ads.id));
}
