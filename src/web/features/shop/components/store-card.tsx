import { Link } from 'react-router';
import type { StoreSummary } from '#shared/contracts/stores.ts';
import { cn } from '#web/lib/cn.ts';
import { formatCountOf } from '#web/lib/format.ts';

function StoreAvatar({ store }: { store: StoreSummary }) {
  if (store.avatarUrl) {
    return (
      <img
        src={store.avatarUrl}
        alt=""
        loading="lazy"
        decoding="async"
        className="size-14 shrink-0 rounded-full border border-border object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden
      className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-primary text-xl font-bold text-white uppercase"
    >
      {Array.from(store.displayName.trim() || store.handle)[0]}
    </span>
  );
}

/** A creator's store in the featured row and in search results; the whole card links to /@{handle}. */
export function StoreCard({ store, className }: { store: StoreSummary; className?: string }) {
  const products = formatCountOf(store.productCount, { one: 'product', other: 'products' });
  return (
    <Link
      to={`/@${store.handle}`}
      className={cn(
        'flex h-full flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card transition-theme hover:border-primary/60',
        className,
      )}
    >
      <span className="flex items-center gap-3">
        <StoreAvatar store={store} />
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
