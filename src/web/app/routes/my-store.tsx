import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Search, Store } from 'lucide-react';
import { Link } from 'react-router';
import { ComingSoon } from '#web/components/coming-soon.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';
import { meQueryOptions } from '#web/features/profiles/api/profile.ts';

function MyStoreScreen() {
  const me = useQuery(meQueryOptions);
  const handle = me.data?.store?.handle;
  return (
    <>
      {handle ? (
        <div className="mx-auto mt-8 flex max-w-xl flex-wrap items-center justify-between gap-3 rounded-card border border-emerald-400/30 bg-emerald-400/10 px-5 py-4">
          <p className="text-sm">
            Your store is live at <strong>/@{handle}</strong>
          </p>
          <Link to={`/@${handle}`} className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-200 hover:underline">
            View store <ExternalLink className="size-4" aria-hidden />
          </Link>
        </div>
      ) : null}
      <div className="mx-auto mt-4 flex max-w-xl justify-center">
        <Link to="/creator/cart" className={buttonVariants({ variant: 'secondary' })}>
          <Search className="size-4" aria-hidden /> Find products to sell
        </Link>
      </div>
      <ComingSoon
        icon={Store}
        title="My store"
        comingWith="creator stores"
        description="Managing the products you resell (order, featured, markup) comes next; publishing works now from the creator cart."
        points={['Reorder and feature products', 'Change your markup', 'Remove a product']}
      />
    </>
  );
}

export function MyStoreRoute() {
  return (
    <RequireAccount rule={accountRules.creatorStore}>
      <MyStoreScreen />
    </RequireAccount>
  );
}
