import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';
import { SellerOnboardingScreen } from '#web/features/onboarding/components/seller-onboarding.tsx';

export function MerchantOnboardRoute() {
  return (
    <RequireAccount rule={accountRules.sellerOnboarding}>
      <SellerOnboardingScreen />
    </RequireAccount>
  );
}
