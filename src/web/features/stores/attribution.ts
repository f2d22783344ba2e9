import { ATTRIBUTION_DAYS } from '#shared/constants.ts';

/*
 * Brief, "Money and attribution": ref, creatorId and utm_source are read on the
 * store routes and kept for 30 days, per store, so a later cart line, like or
 * save still credits the creator whose link brought the buyer. Last touch wins
 * within a store; a plain visit without parameters keeps what an earlier link set.
 * It runs on every store's first screen, so its checks are plain code, not zod (decision 028).
 */

const STORAGE_KEY = 'haat:attribution';
const KEEP_MS = ATTRIBUTION_DAYS * 24 * 60 * 60 * 1000;
const token = /^[\w.@-]{1,60}$/;

export interface Attribution {
  storeId: string;
  handle: string;
  ref: string | null;
  creatorId: string | null;
  utmSource: string | null;
  capturedAt: number;
}

/** The attribution parameters of a URL, each only when well formed (trimmed, 1–60 of [\w.@-]). */
export function readAttributionParams(params: URLSearchParams): {
  ref: string | null;
  creatorId: string | null;
  utmSource: string | null;
} {
  const pick = (name: string) => {
    const value = (params.get(name) ?? '').trim();
    return token.test(value) ? value : null;
  };
  return { ref: pick('ref'), creatorId: pick('creatorId'), utmSource: pick('utm_source') };
}

const stringOrNull = (value: unknown) => value === null || typeof value === 'string';

/** Whether a stored entry has every field of its kind; one that does not voids what is stored, as a bad write would. */
function isAttribution(value: unknown): value is Attribution {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<keyof Attribution, unknown>;
  return (
    typeof entry.storeId === 'string' &&
    typeof entry.handle === 'string' &&
    stringOrNull(entry.ref) &&
    stringOrNull(entry.creatorId) &&
    stringOrNull(entry.utmSource) &&
    typeof entry.capturedAt === 'number' &&
    Number.isFinite(entry.capturedAt)
  );
}

function readAll(now: number): Record<string, Attribution> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
    const kept: Record<string, Attribution> = {};
    for (const [storeId, entry] of Object.entries(stored)) {
      if (!isAttribution(entry)) return {};
      if (now - entry.capturedAt <= KEEP_MS) kept[storeId] = entry;
    }
    return kept;
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
export function captureAttribution(
  store: { id: string; handle: string },
  params: URLSearchParams,
  now = Date.now(),
): Attribution {
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
