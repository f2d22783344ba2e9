import { Trans, useLingui } from '@lingui/react/macro';
import Search from 'lucide-react/icons/search';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';
import { MAX_QUERY_LENGTH, readShopSearch, withParam } from '../shop-search.ts';

/** How long typing pauses before the results follow. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The search box. Results follow the typing after a short pause; Enter searches at once.
 * The words live in ?q=: starting a search adds a history entry, refining it replaces that
 * entry, so Back returns to where the search began and a shared link opens the same results.
 */
export function ShopSearchBox() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const committed = readShopSearch(params).q;
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back/forward or a link changed ?q=: the box shows what the URL now says. Our own commit
  // leaves the box alone, so a space typed before the pause survives the trim.
  if (committed !== seen) {
    setSeen(committed);
    if (text.trim() !== committed) setText(committed);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (value: string) => {
    clearTimeout(timer.current);
    const q = value.trim().slice(0, MAX_QUERY_LENGTH);
    if (q === committed) return;
    setParams((current) => withParam(current, 'q', q), { replace: committed !== '' });
  };

  return (
    <form
      role="search"
      aria-label={t`Shop`}
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        commit(text);
      }}
    >
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-text-secondary"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={t`Search products and stores`}
          placeholder={t`Search jhumkas, kurtas, creators…`}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={MAX_QUERY_LENGTH}
          value={text}
          onChange={(event) => {
            const value = event.target.value;
            setText(value);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => commit(value), SEARCH_DEBOUNCE_MS);
          }}
          className="h-12 rounded-full bg-surface pl-10 shadow-card"
        />
      </div>
      <button type="submit" className={cn(buttonVariants({ size: 'lg' }), 'rounded-full px-4 sm:px-6')}>
        <Search className="size-4 sm:hidden" aria-hidden />
        <span className="sr-only sm:not-sr-only">
          <Trans>Search</Trans>
        </span>
      </button>
    </form>
  );
}
