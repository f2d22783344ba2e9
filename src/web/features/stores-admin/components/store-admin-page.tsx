import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import ExternalLink from 'lucide-react/icons/external-link';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { PublicStore } from '#shared/contracts/stores.ts';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { ownStoreQueryOptions } from '../api/store-admin.ts';
import { StoreAdminNav } from './store-admin-nav.tsx';

interface StoreAdminPageProps {
  title: string;
  subtitle: string;
  /** Wide pages (the theme editor with its preview) use the full 6xl column. */
  wide?: boolean;
  /** The page body, once the creator's store has loaded. */
  children: (store: PublicStore) => ReactNode;
}

/** The frame of the creator's store screens: title, the store nav, and the own store loaded once. */
export function StoreAdminPage({ title, subtitle, wide = false, children }: StoreAdminPageProps) {
  const { t } = useLingui();
  const titleId = useId();
  const store = useQuery(ownStoreQueryOptions);
  return (
    <section
      className={cn('mx-auto w-full px-5 py-8 sm:py-10', wide ? 'max-w-6xl' : 'max-w-3xl')}
      aria-labelledby={titleId}
    >
      <StoreAdminNav />
      <div className="mt-6 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h1 id={titleId} className="text-3xl font-black tracking-tight">
            {title}
          </h1>
          <p className="mt-2 text-text-secondary">{subtitle}</p>
        </div>
        {store.data ? (
          <Link
            to={`/@${store.data.handle}`}
            className="inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-primary hover:underline"
          >
            <Trans>View your store</Trans> <ExternalLink className="size-4" aria-hidden />
          </Link>
        ) : null}
      </div>
      {store.isPending ? (
        <LoadingScreen variant="inline" label={t`Loading your store`} />
      ) : store.isError ? (
        <div role="alert" className="mt-8 rounded-card border border-border bg-surface p-6 text-center">
          <p className="font-semibold">
            <Trans>Your store could not be loaded.</Trans>
          </p>
          <p className="mt-1 text-sm text-text-secondary">{store.error.message}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void store.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <div className="mt-8">{children(store.data)}</div>
      )}
    </section>
  );
}
