import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';
import { CustomizeStoreScreen } from '#web/features/stores-admin/components/customize-store-screen.tsx';

export function CustomizeStoreRoute() {
  return (
    <RequireAccount rule={accountRules.creatorStore}>
      <CustomizeStoreScreen />
    </RequireAccount>
  );
}
