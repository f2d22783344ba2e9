import { createHash } from 'node:crypto';
import { COMPRESS_MIN_BYTES, compressSync, type Encoding } from './compression.ts';

/**
 * A micro-cache for public, anonymous JSON that many buyers read at once (a
 * creator's store when their link goes viral). Successful writes through this
 * process clear it (app.ts lists the few that cannot change it); entries also expire after a short time, so
 * another server process's writes show within that time on a shared PostgreSQL.
 */
export interface CachedBody {
  body: string;
  /** The body encoded once, for answers written straight to the socket. */
  bytes: Buffer;
  etag: string;
  /** The bytes in a content coding, compressed on first use; null when the body is too small to be worth it. */
  encoded(encoding: Encoding): Buffer | null;
}

export interface PublicCache {
  get(key: string): CachedBody | undefined;
  set(key: string, body: string): CachedBody;
  /**
   * The entry for the key, made by `load` when there is none: requests that miss together share one load, so an
   * expiry under load reads the database once, not once per request in flight. A load that started before a
   * `clear()` answers the requests that joined it but is not kept, and a request after the clear starts a new one.
   */
  load(key: string, load: () => Promise<string>): Promise<CachedBody>;
  clear(): void;
}

export const PUBLIC_CACHE_TTL_MS = 2_000;
/** The most entries it keeps; a new one beyond that drops the oldest. */
export const PUBLIC_CACHE_MAX_ENTRIES = 500;

export function createPublicCache(now: () => number = Date.now, ttlMs = PUBLIC_CACHE_TTL_MS): PublicCache {
  const entries = new Map<string, CachedBody & { expires: number }>();
  /** Loads in flight, by key; a clear() starts a new generation of them. */
  let loading = new Map<string, Promise<CachedBody>>();
  const cache: PublicCache = {
    load(key, load) {
      const entry = cache.get(key);
      if (entry) return Promise.resolve(entry);
      const inFlight = loading.get(key);
      if (inFlight) return inFlight;
      const generation = loading;
      const loaded = load()
        .then((body) => (generation === loading ? cache.set(key, body) : makeEntry(body)))
        .finally(() => {
          if (generation.get(key) === loaded) generation.delete(key);
        });
      generation.set(key, loaded);
      return loaded;
    },
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    set(key, body) {
      if (entries.size >= PUBLIC_CACHE_MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      const entry = makeEntry(body);
      entries.set(key, entry);
      return entry;
    },
    clear() {
      entries.clear();
      loading = new Map();
    },
  };
  function makeEntry(body: string): CachedBody & { expires: number } {
    const bytes = Buffer.from(body);
    const variants: Partial<Record<Encoding, Buffer>> = {};
    const encoded = (encoding: Encoding) =>
      bytes.length < COMPRESS_MIN_BYTES ? null : (variants[encoding] ??= compressSync(bytes, encoding));
    return {
      body,
      bytes,
      etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`,
      encoded,
      expires: now() + ttlMs,
    };
  }
  return cache;
}
