import { useQuery } from '@tanstack/react-query';
import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';
import { SellerTermsScreen } from '#web/features/onboarding/components/seller-terms.tsx';
import { meQueryOptions } from '#web/features/profiles/api/profile.ts';

function Screen() {
  const me = useQuery(meQueryOptions);
  return <SellerTermsScreen slug={me.data?.seller?.slug ?? ''} />;
}

/** /onboarding/seller: the second seller step. */
export function SellerOnboardingRoute() {
  return (
    <RequireAccount rule={accountRules.seller}>
      <Screen />
    </RequireAccount>
  );
}
