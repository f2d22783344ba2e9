import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { Ledger } from '#shared/contracts/ledger.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { type EarningsOwner, moreEarningsQueryOptions } from '../api/dashboard.ts';
import { EarningsTiles } from './earnings-tiles.tsx';
import { LedgerEntries } from './ledger-entries.tsx';

/**
 * The dashboard's newest entries, then the pages after them as the owner asks for them. The pages are keyed by
 * where the dashboard's entries end: when new earnings push an entry past them, the pages start again from there,
 * so none is shown twice or missed.
 */
function useEarningsEntries(as: EarningsOwner, first: Ledger) {
  const [wanted, setWanted] = useState(false);
  const after = first.nextCursor;
  const more = useInfiniteQuery({ ...moreEarningsQueryOptions(as, after ?? ''), enabled: wanted && after !== null });
  const entries = [...first.entries, ...(more.data?.pages.flatMap((page) => page.entries) ?? [])];
  const loading = wanted && more.isFetching && (more.isPending || more.isFetchingNextPage);
  return {
    entries,
    /** Whether the owner has asked for more (what the status line reports). */
    opened: wanted,
    hasMore: after !== null && (more.data === undefined || more.hasNextPage),
    loading,
    failed: more.isError && !loading,
    showMore: () => {
      if (loading) return;
      if (!wanted) setWanted(true);
      else if (more.isError && more.data === undefined) void more.refetch();
      else void more.fetchNextPage();
    },
  };
}

/** What the list holds once more was asked for: said aloud as it changes. */
function useStatus({ entries, opened, hasMore, loading, failed }: ReturnType<typeof useEarningsEntries>): string {
  const { t } = useLingui();
  if (failed) return t`More earnings could not be loaded. Check your connection and try again.`;
  if (!opened || loading) return '';
  const count = entries.length;
  return hasMore
    ? t`Showing the newest ${plural(count, { one: '# entry', other: '# entries' })}.`
    : t`All ${plural(count, { one: '# entry', other: '# entries' })} shown.`;
}

function ShowMore({ earnings }: { earnings: ReturnType<typeof useEarningsEntries> }) {
  const status = useRef<HTMLParagraphElement>(null);
  const pressed = useRef(false);
  const { hasMore } = earnings;
  const statusText = useStatus(earnings);
  useEffect(() => {
    // The button goes with the last page; the focus it had moves to the line saying so, not to the page's top.
    if (hasMore || !pressed.current) return;
    pressed.current = false;
    if (document.activeElement === document.body || document.activeElement === null) status.current?.focus();
  }, [hasMore]);
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
      {hasMore ? (
        // aria-disabled rather than disabled while loading: the button keeps the keyboard's focus.
        <Button
          variant="secondary"
          size="sm"
          aria-disabled={earnings.loading}
          onClick={() => {
            pressed.current = true;
            earnings.showMore();
          }}
        >
          {earnings.loading ? <Trans>Loading…</Trans> : <Trans>Show more</Trans>}
        </Button>
      ) : null}
      <p ref={status} tabIndex={-1} role="status" className="text-sm text-text-secondary">
        {statusText}
      </p>
    </div>
  );
}

/**
 * A creator's or seller's earnings: totals by status over every entry, then the ledger lines, newest first, with
 * their order, amount, status and the date each becomes payable; "Show more" loads the older ones a page at a time.
 */
export function LedgerView({
  ledger,
  as,
  description,
  empty,
}: {
  ledger: Ledger;
  as: EarningsOwner;
  description: string;
  empty: string;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const earnings = useEarningsEntries(as, ledger);
  return (
    <>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="mb-3 text-lg font-bold">
          <Trans>Earnings</Trans>
        </h2>
        <EarningsTiles totals={ledger.totals} />
      </section>
      <DashboardSection title={t`Earnings ledger`} description={description}>
        <LedgerEntries entries={earnings.entries} empty={empty} />
        {earnings.hasMore || earnings.opened ? <ShowMore earnings={earnings} /> : null}
      </DashboardSection>
    </>
  );
}
