import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Search from 'lucide-react/icons/search';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { moderationSearchQueryOptions } from '../api/ops.ts';
import { ModerationDialog, type ModerationTarget } from './moderation-dialog.tsx';
import { ModerationResults } from './moderation-results.tsx';

function ResultsSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">
        <Trans>Searching</Trans>
      </span>
      {[1, 2, 3].map((block) => (
        <Skeleton key={block} className="h-40" />
      ))}
    </div>
  );
}

/** The search box; it starts from the words in the URL (a link, or going back, brings its own). */
function SearchForm({ initial, onSearch }: { initial: string; onSearch: (words: string) => void }) {
  const { t } = useLingui();
  const [words, setWords] = useState(initial);
  return (
    <form
      role="search"
      aria-label={t`Find something to moderate`}
      className="flex flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(words.trim());
      }}
    >
      <label htmlFor="ops-search" className="sr-only">
        <Trans>Search products, stores, creators, sellers, campaigns and reviews</Trans>
      </label>
      <Input
        id="ops-search"
        type="search"
        value={words}
        maxLength={100}
        onChange={(event) => setWords(event.target.value)}
        placeholder={t`Name, handle, #campaign or an id`}
        className="sm:flex-1"
      />
      <Button type="submit" className="sm:w-32">
        <Search className="size-4" aria-hidden /> <Trans>Search</Trans>
      </Button>
    </form>
  );
}

/**
 * /ops/moderation: find a product, store, creator, seller, campaign or review (the words stay in the URL), see where
 * it stands, and hide, suspend or restore it with a reason.
 */
export function ModerationPanel() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [target, setTarget] = useState<ModerationTarget | null>(null);
  const results = useQuery({ ...moderationSearchQueryOptions(q), placeholderData: keepPreviousData });
  return (
    <div className="space-y-4">
      <SearchForm key={q} initial={q} onSearch={(words) => setParams(words ? { q: words } : {})} />
      <p className="text-sm text-text-secondary" aria-live="polite">
        {q ? (
          <Trans>
            Results for <strong className="text-text">“{q}”</strong>, hidden and suspended first.
          </Trans>
        ) : (
          t`Everything hidden or suspended now, then the newest of each kind.`
        )}
      </p>
      {results.isPending ? (
        <ResultsSkeleton />
      ) : results.isError ? (
        <LoadFailed what={t`The results`} onRetry={() => void results.refetch()} retrying={results.isFetching} />
      ) : (
        <ModerationResults results={results.data} onAct={setTarget} />
      )}
      <ModerationDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
