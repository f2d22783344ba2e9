import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import type { Logger } from '../lib/logger.ts';
import type { PublicCache } from '../lib/public-cache.ts';

const CHANNEL = 'haat_public_cache';

export interface SharedPublicCache {
  cache: PublicCache;
  /** Starts hearing other processes' clears (PostgreSQL; one process on PGlite has nobody to hear). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The micro-cache cleared in every server process at once: a write clears this
 * process's cache and NOTIFYs the others, which clear theirs, so a buyer never
 * reads another process's stale copy of a store a seller just changed (before,
 * it could stay up to the entry's 2 s life). Clears that come while a NOTIFY is
 * on its way are folded into one more, so a burst of writes costs two
 * NOTIFYs, not one each.
 */
export function sharePublicCache(database: Database, local: PublicCache, logger: Logger): SharedPublicCache {
  const me = randomUUID();
  let sending: Promise<void> | null = null;
  let again = false;
  let stopListening: (() => Promise<void>) | null = null;

  const tellOthers = () => {
    if (sending) {
      again = true;
      return;
    }
    sending = database.db
      .execute(sql`select pg_notify(${CHANNEL}, ${me})`)
      .then(
        () => {},
        (error: unknown) => logger.warn({ err: error }, 'telling other processes to clear their cache failed'),
      )
      .finally(() => {
        sending = null;
        if (again) {
          again = false;
          tellOthers();
        }
      });
  };

  const cache: PublicCache = {
    get: (key) => local.get(key),
    set: (key, body) => local.set(key, body),
    load: (key, load) => local.load(key, load),
    clear() {
      local.clear();
      if (stopListening) tellOthers();
    },
  };

  return {
    cache,
    async start() {
      if (database.kind !== 'postgres' || stopListening) return;
      stopListening = await database.listen(CHANNEL, (from) => {
        if (from !== me) local.clear();
      });
    },
    async stop() {
      const stop = stopListening;
      stopListening = null;
      await stop?.();
    },
  };
}
