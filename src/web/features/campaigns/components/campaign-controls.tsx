import { Trans, useLingui } from '@lingui/react/macro';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useId, useRef, useState } from 'react';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { cn } from '#web/lib/cn.ts';
import { type CollabView, collabSorts, payoutFilters } from '../campaign-filters.ts';

function PayoutChips({
  active,
  onChange,
}: {
  active: CollabView['type'];
  onChange: (type: CollabView['type']) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div role="group" aria-label={t`Payout type`} className="flex gap-2">
      {payoutFilters.map((filter) => (
        <button
          key={filter.id}
          type="button"
          aria-pressed={active === filter.id}
          onClick={() => onChange(filter.id)}
          className={cn(
            'inline-flex min-h-9 shrink-0 items-center rounded-full border px-4 text-sm font-semibold transition-theme focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
            active === filter.id
              ? 'border-primary bg-primary/20 text-text'
              : 'border-border text-text-secondary hover:border-primary/60 hover:text-text',
          )}
        >
          {i18n._(filter.label)}
        </button>
      ))}
    </div>
  );
}

/**
 * The box keeps what is typed itself: the URL it feeds updates in a
 * transition, and a controlled input fed by it would lose keystrokes.
 */
function SearchBox({ initial, onChange }: { initial: string; onChange: (q: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [value, setValue] = useState(initial);
  const inputRef = useRef<HTMLInputElement>(null);
  const change = (next: string) => {
    setValue(next);
    onChange(next);
  };
  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        <Trans>Search campaigns</Trans>
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-text-secondary"
        aria-hidden
      />
      <Input
        ref={inputRef}
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t`Search brands, titles, #hashtags`}
        maxLength={100}
        value={value}
        onChange={(event) => change(event.target.value)}
        className="pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <IconButton
          label={t`Clear search`}
          tone="quiet"
          size="md"
          onClick={() => {
            change('');
            inputRef.current?.focus();
          }}
          className="absolute top-1/2 right-2 -translate-y-1/2"
        >
          <X className="size-4" aria-hidden />
        </IconButton>
      ) : null}
    </div>
  );
}

function SortSelect({ value, onChange }: { value: CollabView['sort']; onChange: (sort: CollabView['sort']) => void }) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="flex shrink-0 items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-text-secondary">
        <Trans>Sort by</Trans>
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as CollabView['sort'])}
        className="w-auto min-w-32"
      >
        {collabSorts.map((sort) => (
          <option key={sort.id} value={sort.id}>
            {i18n._(sort.label)}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** What the search box starts with; a new key starts it again (after "Clear filters", say). */
export interface SearchSeed {
  key: number;
  initial: string;
}

/** Payout chips, search and sort over the campaigns of the chosen tab. */
export function CollabControls({
  view,
  search,
  onChange,
}: {
  view: CollabView;
  search: SearchSeed;
  onChange: (changes: Partial<CollabView>) => void;
}) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <PayoutChips active={view.type} onChange={(type) => onChange({ type })} />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox key={search.key} initial={search.initial} onChange={(q) => onChange({ q })} />
        <SortSelect value={view.sort} onChange={(sort) => onChange({ sort })} />
      </div>
    </div>
  );
}
