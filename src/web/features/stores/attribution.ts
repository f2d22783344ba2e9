import { z } from 'zod';
import { ATTRIBUTION_DAYS } from '#shared/constants.ts';

/*
 * Brief, "Money and attribution": ref, creatorId and utm_source are read on the
 * store routes and kept for 30 days, per store, so a later cart line, like or
 * save still credits the creator whose link brought the buyer. Last touch wins
 * within a store; a plain visit without parameters keeps what an earlier link set.
 */

const STORAGE_KEY = 'haat:attribution';
const KEEP_MS = ATTRIBUTION_DAYS * 24 * 60 * 60 * 1000;
const token = z.string().trim().max(60).regex(/^[\w.@-]+$/);

const attributionSchema = z.object({
  storeId: z.string(),
  handle: z.string(),
  ref: z.string().nullable(),
  creatorId: z.string().nullable(),
  utmSource: z.string().nullable(),
  capturedAt: z.number(),
});
export type Attribution = z.infer<typeof attributionSchema>;

const storedSchema = z.record(z.string(), attributionSchema);

/** The attribution parameters of a URL, each only when well formed. */
export function readAttributionParams(params: URLSearchParams): { ref: string | null; creatorId: string | null; utmSource: string | null } {
  const pick = (name: string) => {
    const parsed = token.safeParse(params.get(name) ?? '');
    return parsed.success ? parsed.data : null;
  };
  return { ref: pick('ref'), creatorId: pick('creatorId'), utmSource: pick('utm_source') };
}

function readAll(now: number): Record<string, Attribution> {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}'));
    if (!parsed.success) return {};
    return Object.fromEntries(Object.entries(parsed.data).filter(([, entry]) => now - entry.capturedAt <= KEEP_MS));
  } catch {
    return {};
  }
}

function writeAll(entries: Record<string, Attribution>): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or blocked: attribution is lost for this visit, the store still works.
  }
}

/** Records a visit to a store from a URL's parameters and returns what is now attributed to it. */
export function captureAttribution(store: { id: string; handle: string }, params: URLSearchParams, now = Date.now()): Attribution {
  const all = readAll(now);
  const incoming = readAttributionParams(params);
  const previous = all[store.id];
  const hasNew = incoming.ref !== null || incoming.utmSource !== null || incoming.creatorId !== null;
  const entry: Attribution =
    hasNew || !previous
      ? { storeId: store.id, handle: store.handle, ...incoming, capturedAt: now }
      : { ...previous, handle: store.handle };
  all[store.id] = entry;
  writeAll(all);
  return entry;
}

/** What is attributed to a store now, or null when nothing within 30 days. */
export function attributionFor(storeId: string, now = Date.now()): Attribution | null {
  return readAll(now)[storeId] ?? null;
}
