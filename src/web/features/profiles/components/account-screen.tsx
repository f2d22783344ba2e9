import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import PenLine from 'lucide-react/icons/pen-line';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { meQueryOptions } from '../api/profile.ts';

const roleLabel = { creator: msg`Creator`, merchant: msg`Seller`, buyer: msg`Shopper` } as const;

/** /account: who you are on Haat; `children` follow (the route gives the password and the way out). */
export function AccountScreen({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const me = useQuery(meQueryOptions);
  const profile = me.data;
  if (!profile) return null;
  return (
    <section className="mx-auto w-full max-w-2xl space-y-6 px-5 py-10 sm:py-14" aria-labelledby="account-title">
      <h1 id="account-title" className="text-3xl font-black tracking-tight">
        <Trans>Your account</Trans>
      </h1>
      <div className="rounded-card border border-border bg-surface/70 p-5 shadow-card sm:p-6">
        <div className="flex items-start gap-4">
          <span
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-primary text-xl font-black text-white uppercase"
            aria-hidden
          >
            {profile.displayName.charAt(0)}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-lg font-bold">{profile.displayName}</p>
            <p className="truncate text-sm text-text-secondary">{profile.email}</p>
            <p className="mt-2 flex flex-wrap gap-2 text-xs">
              {profile.roleIntent ? (
                <span className="rounded-full bg-muted px-2.5 py-1 font-semibold">
                  {i18n._(roleLabel[profile.roleIntent])}
                </span>
              ) : null}
              {profile.store ? (
                <Link
                  to={`/@${profile.store.handle}`}
                  className="rounded-full bg-muted px-2.5 py-1 font-semibold text-primary hover:underline"
                >
                  /@{profile.store.handle}
                </Link>
              ) : null}
              {profile.seller ? (
                <Link
                  to={`/seller/${profile.seller.slug}`}
                  className="rounded-full bg-muted px-2.5 py-1 font-semibold text-primary hover:underline"
                >
                  {`/seller/${profile.seller.slug}`}
                </Link>
              ) : null}
            </p>
          </div>
          <Link to="/edit-profile" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            <PenLine className="size-4" aria-hidden /> <Trans>Edit</Trans>
          </Link>
        </div>
        {!profile.roleIntent ? (
          <p className="mt-4 text-sm text-text-secondary">
            <Trans>
              Tell us what you are here for on{' '}
              <Link to="/role-select" className="font-semibold text-primary hover:underline">
                Who are you?
              </Link>
            </Trans>
          </p>
        ) : null}
      </div>
      {children}
    </section>
  );
}
