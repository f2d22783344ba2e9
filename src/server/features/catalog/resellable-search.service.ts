import type { ResellableQuery, SourcingProduct } from '#shared/contracts/catalog.ts';
import type { Db } from '../../db/client.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { withImages } from './products.service.ts';
import { searchResellable } from './products.repository.ts';

/** Sellers' products a creator may add to a store, searched by text, category and price (₹). */
export async function searchResellableProducts(
  db: Db,
  media: MediaStorage,
  query: ResellableQuery,
): Promise<SourcingProduct[]> {
  const rows = await searchResellable(
    db,
    {
      text: query.q || undefined,
      category: query.category,
      minPaise: query.minRupees === undefined ? undefined : query.minRupees * 100,
      maxPaise: query.maxRupees === undefined ? undefined : query.maxRupees * 100,
    },
    60,
  );
  const dtos = await withImages(
    db,
    media,
    rows.map((row) => row.product),
  );
  return dtos.map((dto, index) => ({ ...dto, seller: (rows[index] as (typeof rows)[number]).seller }));
}
