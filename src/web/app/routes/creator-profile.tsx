import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';
import { CreatorProfileScreen } from '#web/features/store-admin/components/creator-profile-screen.tsx';

export function CreatorProfileRoute() {
  return (
    <RequireAccount rule={accountRules.creatorStore}>
      <CreatorProfileScreen />
    </RequireAccount>
  );
}
