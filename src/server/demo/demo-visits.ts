// The demo's store visits: a month of them per store and source, beside the demo orders (demo-orders.ts).
import { indiaDate } from '#shared/financial-year.ts';
import type { Db } from '../db/client.ts';
import { storeVisits } from '../features/stores/stores.schema.ts';
import type { Random } from '#shared/random.ts';

const DAY_MS = 24 * 3_600_000;
const VISIT_DAYS = 30;
/** Where visitors came from, busiest first; '' is a visit with no source. */
export const VISIT_SOURCES = ['instagram', 'whatsapp', 'youtube', ''] as const;

/** A month of daily visits per store and source; the demo creator's store is the busiest. */
export async function seedVisits(
  db: Db,
  random: Random,
  now: Date,
  storeIds: string[],
  featuredStoreId: string,
): Promise<void> {
  // Visits are counted by India's day (the store's visits feature does so too).
  const today = Date.parse(indiaDate(now));
  const rows = storeIds.flatMap((storeId) =>
    Array.from({ length: VISIT_DAYS }, (_, back) => {
      const day = new Date(today - back * DAY_MS).toISOString().slice(0, 10);
      const scale = storeId === featuredStoreId ? 3 : 1;
      return VISIT_SOURCES.map((utmSource, rank) => ({
        storeId,
        day,
        utmSource,
        visits: random.int(2, 12) * scale * (4 - rank),
      }));
    }).flat(),
  );
  await db.insert(storeVisits).values(rows);
}
