import type { Db } from '../db/client.ts';
import type { MediaStorage } from '../lib/media-storage.ts';

export interface SeedSummary {
  sellers: number;
  products: number;
  creators: number;
}

/** Placeholder until the demo factories land. */
export async function seedIfEmpty(_deps: { db: Db; media: MediaStorage; now: Date }): Promise<SeedSummary | null> {
  return null;
}
