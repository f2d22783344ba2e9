import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { StoreSummary } from '#shared/contracts/stores.ts';
import { Avatar } from '#web/components/avatar.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatCount, pluralOf } from '#web/lib/format.ts';

/** A creator's store in the featured row and in search results; the whole card links to /@{handle}. */
export function StoreCard({ store, className }: { store: StoreSummary; className?: string }) {
  const { t } = useLingui();
  // Counted without Lingui's `plural`, whose `#` would make this page's first Intl.NumberFormat (decision 086).
  const form = pluralOf(store.productCount);
  const count = formatCount(store.productCount);
  const products = t`${select(form, { one: `${count} product`, other: `${count} products` })}`;
  return (
    <Link
      to={`/@${store.handle}`}
      className={cn(
        'flex h-full flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card transition-theme hover:border-primary/60',
        className,
      )}
    >
      <span className="flex items-center gap-3">
        <Avatar
          url={store.avatarUrl}
          name={store.displayName.trim() || store.handle}
          loading="lazy"
          decoding="async"
          className="size-14 shrink-0 text-xl font-bold"
          imageClassName="border border-border"
        />
        <span className="min-w-0">
          <span className="block truncate font-semibold">{store.displayName}</span>
          <span className="block truncate text-sm text-text-secondary">@{store.handle}</span>
        </span>
      </span>
      {store.bio ? <span className="line-clamp-2 text-sm text-text-secondary">{store.bio}</span> : null}
      <span className="mt-auto text-xs font-semibold text-primary">{products}</span>
    </Link>
  );
}
