import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import ExternalLink from 'lucide-react/icons/external-link';
import Search from 'lucide-react/icons/search';
import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';
import { meQueryOptions } from '#web/features/profiles/api/profile.ts';
import { MyStoreListings } from '#web/features/stores-sourcing/components/my-store-listings.tsx';
import { StoreShareActions } from '#web/features/stores/components/store-share-actions.tsx';
import { StoreAdminNav } from '#web/features/stores-admin/components/store-admin-nav.tsx';
import { ModerationNotices, moderationNoticesQueryOptions } from '#web/features/ops-moderation/public.ts';

function MyStoreScreen() {
  const { t } = useLingui();
  const me = useQuery(meQueryOptions);
  const notices = useQuery(moderationNoticesQueryOptions);
  // A store Haat hid (or whose creator it suspended) is not live: no "share it" while the notice says why.
  const withheld = notices.data?.items.some((notice) => notice.subject === 'store' || notice.subject === 'creator');
  const handle = withheld ? undefined : me.data?.store?.handle;
  return (
    <section className="mx-auto w-full max-w-3xl px-5 py-8 sm:py-10" aria-labelledby="my-store-title">
      <StoreAdminNav className="mb-6" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="my-store-title" className="text-3xl font-black tracking-tight">
            <Trans>My store</Trans>
          </h1>
          <p className="mt-2 text-text-secondary">
            <Trans>Choose the order, feature your favourites and set your markup.</Trans>
          </p>
        </div>
        <Link to="/creator/cart" className={buttonVariants({ variant: 'secondary' })}>
          <Search className="size-4" aria-hidden /> <Trans>Find products to sell</Trans>
        </Link>
      </div>
      <ModerationNotices subjects={['creator', 'store']} className="mt-6" />
      {handle ? (
        <section
          aria-label={t`Share your store`}
          className="mt-6 space-y-3 rounded-card border border-emerald-400/30 bg-emerald-400/10 px-5 py-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <p className="text-sm">
              <Trans>
                Your store is live at <strong>/@{handle}</strong>
              </Trans>
            </p>
            <Link
              to={`/@${handle}`}
              className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-200 hover:underline"
            >
              <Trans>View store</Trans> <ExternalLink className="size-4" aria-hidden />
            </Link>
          </div>
          <StoreShareActions handle={handle} />
        </section>
      ) : null}
      <MyStoreListings />
    </section>
  );
}

export function MyStoreRoute() {
  return (
    <RequireAccount rule={accountRules.creatorStore}>
      <MyStoreScreen />
    </RequireAccount>
  );
}
