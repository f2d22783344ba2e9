import Search from 'lucide-react/icons/search';
import { Input } from '#web/components/ui/input.tsx';
import { formatCountOf } from '#web/lib/format.ts';
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
  return (
    <div className="mt-8 space-y-2">
      <form
        role="search"
        aria-label={`Search ${storeName}'s store`}
        className="flex flex-col gap-2 sm:flex-row"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-3.5 left-3 size-4 text-text-secondary" aria-hidden />
          <Input
            type="search"
            aria-label="Search this store"
            placeholder={`Search ${formatCountOf(total, { one: 'product', other: 'products' })}`}
            enterKeyHint="search"
            value={search.q}
            onChange={(event) => onChange({ ...search, q: event.target.value })}
            className="pl-9"
          />
        </div>
        {categories.length > 1 ? (
          <select
            aria-label="Category"
            value={search.category}
            onChange={(event) => onChange({ ...search, category: event.target.value })}
            className="h-11 rounded-button border border-border bg-background/60 px-3 text-base text-text sm:w-56"
          >
            <option value="">All categories ({total})</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label} ({category.count})
              </option>
            ))}
          </select>
        ) : null}
      </form>
      <p className="text-sm text-text-secondary" aria-live="polite">
        {isSearching(search)
          ? `Showing ${shown} of ${formatCountOf(total, { one: 'product', other: 'products' })}`
          : ''}
      </p>
    </div>
  );
}
