/*
 * Spec §2: /role-select sends a visitor with a creator's link to /shop with the
 * link's query; /shop forwards it to the creator's store, which records attribution.
 */

/** A non-blank query value, or null. */
function present(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value : null;
}

export type ShopEntry = { kind: 'creator'; to: string } | { kind: 'ref'; ref: string } | { kind: 'discover' };

/** What /shop does with its query: go to a creator's store, resolve a ref, or show discovery. */
export function shopEntryFor(params: URLSearchParams): ShopEntry {
  const creatorId = present(params, 'creatorId');
  if (creatorId) return { kind: 'creator', to: `/creator/${encodeURIComponent(creatorId)}?${params.toString()}` };
  const ref = present(params, 'ref');
  if (ref) return { kind: 'ref', ref };
  return { kind: 'discover' };
}

/** The store a ref resolved to, with ref first and every other parameter (utm_source…) kept. */
export function storeLinkForRef(handle: string, ref: string, params: URLSearchParams): string {
  const next = new URLSearchParams({ ref });
  for (const [key, value] of params) if (key !== 'ref') next.append(key, value);
  return `/@${handle}?${next.toString()}`;
}
