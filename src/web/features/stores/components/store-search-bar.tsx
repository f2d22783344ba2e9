import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Search from 'lucide-react/icons/search';
import { Input } from '#web/components/ui/input.tsx';
import { formatCount, pluralOf } from '#web/lib/format.ts';
import { categoryName } from '../category-names.ts';
import { isSearching, type StoreSearch } from '../store-search.ts';

interface StoreSearchBarProps {
  storeName: string;
  search: StoreSearch;
  categories: { id: string; label: string; count: number }[];
  total: number;
  shown: number;
  onChange: (search: StoreSearch) => void;
}

/** Search and category filter over a store's products; results follow each keystroke, so Enter has nothing to send. */
export function StoreSearchBar({ storeName, search, categories, total, shown, onChange }: StoreSearchBarProps) {
  const { t, i18n } = useLingui();
  // Counted without Lingui's `plural`, whose `#` would make the page's first Intl.NumberFormat (decision 086).
  const form = pluralOf(total);
  const count = formatCount(total);
  return (
    <div className="mt-8 space-y-2">
      <form
        role="search"
        aria-label={t`Search ${storeName}'s store`}
        className="flex flex-col gap-2 sm:flex-row"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-3.5 left-3 size-4 text-text-secondary" aria-hidden />
          <Input
            type="search"
            aria-label={t`Search this store`}
            placeholder={t`Search ${select(form, { one: `${count} product`, other: `${count} products` })}`}
            enterKeyHint="search"
            value={search.q}
            onChange={(event) => onChange({ ...search, q: event.target.value })}
            className="pl-9"
          />
        </div>
        {categories.length > 1 ? (
          <select
            aria-label={t`Category`}
            value={search.category}
            onChange={(event) => onChange({ ...search, category: event.target.value })}
            className="h-11 rounded-button border border-border bg-background/60 px-3 text-base text-text sm:w-56"
          >
            <option value="">{t`All categories (${total})`}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {categoryName(i18n, category.id)} ({category.count})
              </option>
            ))}
          </select>
        ) : null}
      </form>
      <p className="text-sm text-text-secondary" aria-live="polite">
        {isSearching(search)
          ? t`Showing ${shown} of ${select(form, { one: `${count} product`, other: `${count} products` })}`
          : ''}
      </p>
    </div>
  );
}
