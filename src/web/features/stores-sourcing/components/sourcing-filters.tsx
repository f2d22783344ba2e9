import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Search from 'lucide-react/icons/search';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { productCategories } from '#shared/catalog/categories.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { translateText } from '#web/lib/i18n.ts';
import { readSearch, type TextFilters, textFiltersOf } from '../sourcing-search.ts';

const field = 'h-11 rounded-button border border-border bg-background/60 px-3 text-base text-text';

const priceBounds = [
  { key: 'minRupees', label: msg`Lowest price (₹)`, placeholder: msg`Min ₹` },
  { key: 'maxRupees', label: msg`Highest price (₹)`, placeholder: msg`Max ₹` },
] as const;

/**
 * The search form. What it finds is in the URL (?q=, category, prices), so a reload or Back keeps it;
 * each search is a history entry. Enter or the Search button searches; a category applies at once.
 */
export function Filters() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const current = params.toString();
  const [draft, setDraft] = useState({ ...textFiltersOf(params), from: current });
  // The URL moved (Back, Forward, a link): the boxes follow it.
  if (draft.from !== current) setDraft({ ...textFiltersOf(params), from: current });
  const { problems } = readSearch(params);

  const apply = (changes: Partial<TextFilters & { category: string }> = {}) => {
    const next = new URLSearchParams(params);
    const values = { q: draft.q, minRupees: draft.minRupees, maxRupees: draft.maxRupees, ...changes };
    for (const [key, value] of Object.entries(values)) {
      if (value.trim()) next.set(key, value.trim());
      else next.delete(key);
    }
    if (next.toString() !== current) setParams(next);
  };
  const edit = (key: keyof TextFilters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });

  return (
    <form
      role="search"
      aria-label={t`Find products`}
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-3.5 left-3 size-4 text-text-secondary" aria-hidden />
          <Input
            type="search"
            aria-label={t`Search products`}
            placeholder={t`jhumka, kurta, lamp…`}
            enterKeyHint="search"
            value={draft.q}
            onChange={edit('q')}
            className="pl-9"
          />
        </div>
        <Button type="submit" className="shrink-0 px-4">
          <Search className="size-4" aria-hidden /> <Trans>Search</Trans>
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_8rem_8rem]">
        <select
          aria-label={t`Category`}
          className={`${field} col-span-2 sm:col-span-1`}
          value={params.get('category') ?? ''}
          onChange={(event) => apply({ category: event.target.value })}
        >
          <option value="">{t`All categories`}</option>
          {productCategories.map((category) => (
            <option key={category.id} value={category.id}>
              {translateText(category.label)}
            </option>
          ))}
        </select>
        {priceBounds.map(({ key, label, placeholder }) => (
          <Input
            key={key}
            aria-label={i18n._(label)}
            placeholder={i18n._(placeholder)}
            inputMode="numeric"
            value={draft[key]}
            onChange={edit(key)}
            onBlur={() => apply()}
          />
        ))}
      </div>
      {problems.map((problem) => (
        <p key={problem} role="alert" className="text-sm text-red-300">
          <Trans>{problem} This filter is not applied.</Trans>
        </p>
      ))}
    </form>
  );
}
