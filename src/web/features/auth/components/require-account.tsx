import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Profile } from '#shared/contracts/profiles.ts';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { meQueryOptions } from '#web/features/profiles/public.ts';
import { useSession } from '../use-auth.ts';

export interface AccountRule {
  /** Where someone signed out goes (with ?next= back here). */
  signIn: '/auth' | '/seller-auth';
  /** Where a signed-in user who does not meet `needs` goes instead, or null when they may stay. */
  redirect?: (profile: Profile) => string | null;
  /** Fetch the profile again on arrival: the screen comes right after a step that changed it. */
  fresh?: boolean;
}

/**
 * Cosmetic guard for screens meant for one kind of user: the server checks
 * every request anyway. Sends the signed-out to sign in, others onward.
 */
export function RequireAccount({ rule, children }: { rule: AccountRule; children: ReactNode }) {
  const { t } = useLingui();
  const location = useLocation();
  const session = useSession();
  const me = useQuery({
    ...meQueryOptions,
    enabled: Boolean(session.data),
    ...(rule.fresh ? { refetchOnMount: 'always' as const } : {}),
  });

  if (session.isPending || (session.data && me.isPending))
    return <LoadingScreen variant="inline" label={t`Checking your account`} />;
  if (!session.data) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${rule.signIn}?next=${next}`} replace />;
  }
  if (me.data) {
    const target = rule.redirect?.(me.data) ?? null;
    if (target && target !== location.pathname) {
      // A profile on its way to being refreshed may be out of date: send nobody away on it.
      if (me.isFetching) return <LoadingScreen variant="inline" label={t`Checking your account`} />;
      return <Navigate to={target} replace />;
    }
  }
  return children;
}

/** The rules of each kind of screen. */
export const accountRules = {
  signedIn: { signIn: '/auth' },
  creatorOnboarding: { signIn: '/auth', redirect: (profile) => (profile.store ? '/my-store' : null) },
  creatorStore: { signIn: '/auth', redirect: (profile) => (profile.store ? null : '/creator/start') },
  // A seller who is set up already has nothing to do here; their dashboard says what is left.
  sellerOnboarding: { signIn: '/seller-auth', redirect: (profile) => (profile.seller ? '/dashboard' : null) },
  seller: { signIn: '/seller-auth', redirect: (profile) => (profile.seller ? null : '/merchant/onboard') },
  /** Seller onboarding's step 2, reached the moment step 1 made the seller account. */
  sellerSetup: {
    signIn: '/seller-auth',
    redirect: (profile) => (profile.seller ? null : '/merchant/onboard'),
    fresh: true,
  },
} satisfies Record<string, AccountRule>;
