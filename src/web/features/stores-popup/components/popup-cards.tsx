import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Star from 'lucide-react/icons/star';
import UserCheck from 'lucide-react/icons/user-check';
import UserPlus from 'lucide-react/icons/user-plus';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Avatar } from '#web/components/avatar.tsx';
import type { StoreProduct } from '#shared/contracts/catalog.ts';
import type { PublicStore, StoreBadge } from '#shared/contracts/stores.ts';
import { TOP_SELLER_SALES } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatCompact } from '#web/lib/format.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { useSession } from '#web/features/auth/public.ts';
import { ProductFacts } from '#web/components/product/product-facts.tsx';
import { setFollowing, storeStatsQueryOptions } from '../api/popup.ts';

export function PopupCard({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-border bg-surface/80 p-4 shadow-card backdrop-blur sm:p-5"
    >
      <h3 id={id} className="text-base font-bold">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/**
 * A store's badges and the rule that earns each, as buyers read them. The badges' names and rules are shared data
 * (#shared/store-badges.ts, which the server uses too); on screen they come from here.
 */
const BADGES: Record<StoreBadge, { name: MessageDescriptor; rule: MessageDescriptor }> = {
  'Verified Creator': {
    name: msg`Verified Creator`,
    rule: msg`Email verified and a first order delivered to a buyer`,
  },
  'Top Seller': {
    name: msg`Top Seller`,
    rule: msg`${TOP_SELLER_SALES} or more products delivered to buyers`,
  },
  '5 Years+': { name: msg`5 Years+`, rule: msg`Selling on Haat for five years or more` },
};

/** About the creator: the store's real figures and badges, and a Follow that works. */
export function CreatorCard({ store }: { store: PublicStore }) {
  const { t, i18n } = useLingui();
  const storeName = store.displayName;
  const session = useSession();
  const queryClient = useQueryClient();
  const statsQuery = storeStatsQueryOptions(store.id);
  // A shared product link's page brings the figures as a guest sees them; only a signed-in visitor's can differ
  // (whether they follow), so they are asked again once someone is known to be signed in, not by every guest who
  // opens the link while it hydrates. Without the page's figures (a popup opened in the store), they are asked now.
  const stats = useQuery({
    ...statsQuery,
    enabled: Boolean(session.data?.user) || queryClient.getQueryData(statsQuery.queryKey) === undefined,
  });
  const navigate = useNavigate();
  const location = useLocation();
  const follow = useMutation({
    mutationFn: (following: boolean) => setFollowing(store.id, following),
    onSuccess: (result) => {
      queryClient.setQueryData(storeStatsQueryOptions(store.id).queryKey, (previous) =>
        previous ? { ...previous, ...result } : previous,
      );
      toast({ title: result.following ? t`Following ${storeName}` : t`Unfollowed ${storeName}` });
    },
    onError: (error) => failureToast(t`Follow failed`, error),
  });
  const figures = stats.data
    ? [
        { key: 'followers', label: t`Followers`, value: formatCompact(stats.data.followers) },
        { key: 'products', label: t`Products`, value: formatCompact(stats.data.products) },
        // The contract's 4.5 for a store nobody has reviewed is never shown as if earned.
        { key: 'rating', label: t`Rating`, value: stats.data.reviews === 0 ? t`New` : stats.data.rating.toFixed(1) },
        { key: 'sales', label: t`Sales`, value: formatCompact(stats.data.sales) },
      ]
    : [];
  return (
    <PopupCard title={t`About the creator`} id="popup-creator">
      <div className="flex items-center gap-3">
        <Avatar url={store.avatarUrl} name={store.displayName} width={48} height={48} className="size-12 text-lg" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{store.displayName}</p>
          <p className="truncate text-sm text-text-secondary">@{store.handle}</p>
        </div>
        <Button
          size="sm"
          variant={stats.data?.following ? 'secondary' : 'primary'}
          aria-pressed={stats.data?.following ?? false}
          disabled={follow.isPending || stats.isPending}
          onClick={() => {
            if (!session.data) {
              toast({ title: t`Sign in to follow`, description: t`Follow ${storeName} to see their new picks.` });
              void navigate(`/auth?next=${encodeURIComponent(location.pathname + location.search)}`);
              return;
            }
            follow.mutate(!stats.data?.following);
          }}
        >
          {stats.data?.following ? (
            <UserCheck className="size-4" aria-hidden />
          ) : (
            <UserPlus className="size-4" aria-hidden />
          )}
          {stats.data?.following ? t`Following` : t`Follow`}
        </Button>
      </div>
      {stats.data ? (
        <>
          <dl className="mt-4 grid grid-cols-4 gap-2 text-center">
            {figures.map((figure) => (
              <div key={figure.key} className="rounded-lg bg-muted/70 px-1 py-2">
                <dt className="text-[11px] text-text-secondary">{figure.label}</dt>
                <dd className="mt-0.5 font-bold tabular-nums">{figure.value}</dd>
              </div>
            ))}
          </dl>
          {stats.data.badges.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={t`Badges`}>
              {stats.data.badges.map((badge) => {
                const rule = i18n._(BADGES[badge].rule);
                return (
                  <li
                    key={badge}
                    title={rule}
                    className="inline-flex items-center gap-1 rounded-full bg-primary/15 px-2.5 py-1 text-xs font-semibold text-primary"
                  >
                    <BadgeCheck className="size-3.5" aria-hidden /> {i18n._(BADGES[badge].name)}
                    <span className="sr-only">: {rule}</span>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </>
      ) : (
        <p className="mt-3 text-sm text-text-secondary">
          {stats.isError ? t`The figures could not be loaded.` : t`Loading figures…`}
        </p>
      )}
    </PopupCard>
  );
}

/** Product Details: the seller's fields, with the spec's defaults. */
export function DetailsCard({ item }: { item: StoreProduct }) {
  const { t } = useLingui();
  return (
    <PopupCard title={t`Product details`} id="popup-details">
      <ProductFacts product={item.product} />
    </PopupCard>
  );
}

export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useLingui();
  const stars = rating.toFixed(1);
  return (
    <span className={className} role="img" aria-label={t`Rated ${stars} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={`inline size-4 ${rating >= n - 0.25 ? 'fill-amber-400 text-amber-400' : 'text-text-secondary/50'}`}
        />
      ))}
    </span>
  );
}
