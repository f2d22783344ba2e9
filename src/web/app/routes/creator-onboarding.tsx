import { useQuery } from '@tanstack/react-query';
import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';
import { CreatorOnboardingScreen } from '#web/features/onboarding/components/creator-onboarding.tsx';
import { meQueryOptions } from '#web/features/profiles/api/profile.ts';

function Screen() {
  const me = useQuery(meQueryOptions);
  return <CreatorOnboardingScreen displayName={me.data?.displayName ?? ''} />;
}

/** /creator/start and /creator-onboarding */
export function CreatorOnboardingRoute() {
  return (
    <RequireAccount rule={accountRules.creatorOnboarding}>
      <Screen />
    </RequireAccount>
  );
}
