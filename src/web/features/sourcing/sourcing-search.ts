import { type ResellableQuery, resellableQuerySchema } from '#shared/contracts/catalog.ts';

/** The search the URL holds; a malformed value (a price of "abc") is left out, not the whole search. */
export function readSearch(params: URLSearchParams): { query: ResellableQuery; problems: string[] } {
  const raw: Record<string, string> = Object.fromEntries(params);
  const parsed = resellableQuerySchema.safeParse(raw);
  if (parsed.success) return { query: parsed.data, problems: [] };
  const labels: Record<string, string> = { minRupees: 'Lowest price', maxRupees: 'Highest price' };
  const problems = parsed.error.issues.map((issue) => {
    const key = String(issue.path[0]);
    delete raw[key];
    return `${labels[key] ?? 'Search'}: ${issue.message}`;
  });
  return { query: resellableQuerySchema.safeParse(raw).data ?? {}, problems };
}

export type TextFilters = { q: string; minRupees: string; maxRupees: string };
export const textFiltersOf = (params: URLSearchParams): TextFilters => ({
  q: params.get('q') ?? '',
  minRupees: params.get('minRupees') ?? '',
  maxRupees: params.get('maxRupees') ?? '',
});
