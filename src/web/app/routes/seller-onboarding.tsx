import { useQuery } from '@tanstack/react-query';
import { DEFAULT_DISPATCH_DAYS } from '#shared/contracts/onboarding.ts';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';
import { SellerTermsScreen } from '#web/features/onboarding/components/seller-terms.tsx';
import { meQueryOptions } from '#web/features/profiles/api/profile.ts';
import { sellerBySlugQueryOptions } from '#web/features/sellers/api/sellers.ts';

function Screen({ slug }: { slug: string }) {
  const seller = useQuery(sellerBySlugQueryOptions(slug));
  if (seller.isPending) return <LoadingScreen variant="inline" />;
  const saved = seller.data ?? { resaleByDefault: true, maxMarkupPercent: null, dispatchDays: DEFAULT_DISPATCH_DAYS };
  return (
    <SellerTermsScreen
      slug={slug}
      saved={{ resaleByDefault: saved.resaleByDefault, maxMarkupPercent: saved.maxMarkupPercent, dispatchDays: saved.dispatchDays }}
    />
  );
}

function WithSeller() {
  const me = useQuery(meQueryOptions);
  const slug = me.data?.seller?.slug;
  return slug ? <Screen slug={slug} /> : null;
}

/** /onboarding/seller: the second seller step, also where a seller changes the terms later. */
export function SellerOnboardingRoute() {
  return (
    <RequireAccount rule={accountRules.seller}>
      <WithSeller />
    </RequireAccount>
  );
}
