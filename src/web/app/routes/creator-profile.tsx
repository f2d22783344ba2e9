import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';
import { CreatorProfileScreen } from '#web/features/stores-admin/components/creator-profile-screen.tsx';

export function CreatorProfileRoute() {
  return (
    <RequireAccount rule={accountRules.creatorStore}>
      <CreatorProfileScreen />
    </RequireAccount>
  );
}
