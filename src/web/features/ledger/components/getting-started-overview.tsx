import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Package from 'lucide-react/icons/package';
import Store from 'lucide-react/icons/store';
import { Link } from 'react-router';
import type { Profile } from '#shared/contracts/profiles.ts';
import { GradientIcon } from '#web/components/gradient-icon.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';

/** Where to go next to have a dashboard: the onboarding the person began, else choosing a role. */
function nextStep(roleIntent: Profile['roleIntent']): { to: string; label: MessageDescriptor } {
  switch (roleIntent) {
    case 'creator':
      return { to: '/creator/start', label: msg`Set up your store` };
    case 'merchant':
      return { to: '/merchant/onboard', label: msg`Finish seller sign-up` };
    default:
      return { to: '/role-select', label: msg`Start selling on Haat` };
  }
}

/** The dashboard of someone who neither runs a store nor sells yet: their orders, and how to start. */
export function GettingStartedOverview({ profile }: { profile: Profile }) {
  const { i18n } = useLingui();
  const step = nextStep(profile.roleIntent);
  const firstName = profile.displayName.split(' ')[0];
  return (
    <section
      aria-labelledby="dashboard-title"
      className="mx-auto flex w-full max-w-xl flex-col items-center px-5 py-14 text-center sm:py-20"
    >
      <GradientIcon icon={LayoutDashboard} size="lg" className="mb-6" />
      <h1 id="dashboard-title" className="text-3xl font-bold tracking-tight text-balance">
        {firstName ? (
          <Trans>Hi {firstName}, this is your dashboard</Trans>
        ) : (
          <Trans>Hi there, this is your dashboard</Trans>
        )}
      </h1>
      <p className="mt-3 text-base text-pretty text-text-secondary">
        <Trans>
          Sales, earnings and orders to fulfil show here once you sell on Haat: as a creator with your own store, or as
          a seller listing your products.
        </Trans>
      </p>
      <ul className="mt-8 w-full space-y-3 text-left">
        <li>
          <Link
            to="/orders-and-deliveries"
            className="flex items-center gap-3 rounded-card border border-border bg-surface p-4 transition-theme hover:border-primary/60"
          >
            <Package className="size-5 shrink-0 text-primary" aria-hidden />
            <span>
              <span className="block font-semibold">
                <Trans>Orders & deliveries</Trans>
              </span>
              <span className="block text-sm text-text-secondary">
                <Trans>Track what you bought and when it arrives.</Trans>
              </span>
            </span>
          </Link>
        </li>
        <li>
          <Link
            to={step.to}
            className="flex items-center gap-3 rounded-card border border-border bg-surface p-4 transition-theme hover:border-primary/60"
          >
            <Store className="size-5 shrink-0 text-primary" aria-hidden />
            <span>
              <span className="block font-semibold">{i18n._(step.label)}</span>
              <span className="block text-sm text-text-secondary">
                <Trans>Creators earn a markup on every sale; sellers reach creators’ audiences.</Trans>
              </span>
            </span>
          </Link>
        </li>
      </ul>
      {step.to === '/role-select' ? null : (
        <Link to="/role-select" className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'mt-6' })}>
          <Trans>Choose a different role</Trans>
        </Link>
      )}
    </section>
  );
}
