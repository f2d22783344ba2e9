import { t } from '@lingui/core/macro';
import { type ResellableQuery, resellableQuerySchema } from '#shared/contracts/catalog.ts';
import { translateText } from '#web/lib/i18n.ts';

/** What a problem with a search value names: the filter it is in (in the app's language, so read when needed). */
const labelOf = (key: string) =>
  key === 'minRupees' ? t`Lowest price` : key === 'maxRupees' ? t`Highest price` : t`Search`;

/** The search the URL holds; a malformed value (a price of "abc") is left out, not the whole search. */
export function readSearch(params: URLSearchParams): { query: ResellableQuery; problems: string[] } {
  const raw: Record<string, string> = Object.fromEntries(params);
  const parsed = resellableQuerySchema.safeParse(raw);
  if (parsed.success) return { query: parsed.data, problems: [] };
  const problems = parsed.error.issues.map((issue) => {
    const key = String(issue.path[0]);
    delete raw[key];
    const label = labelOf(key);
    const message = translateText(issue.message);
    return t`${label}: ${message}`;
  });
  return { query: resellableQuerySchema.safeParse(raw).data ?? {}, problems };
}

export type TextFilters = { q: string; minRupees: string; maxRupees: string };
export const textFiltersOf = (params: URLSearchParams): TextFilters => ({
  q: params.get('q') ?? '',
  minRupees: params.get('minRupees') ?? '',
  maxRupees: params.get('maxRupees') ?? '',
});
