import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';
import { CmsScreen } from '#web/features/stores-admin/components/cms-screen.tsx';

export function CmsRoute() {
  return (
    <RequireAccount rule={accountRules.creatorStore}>
      <CmsScreen />
    </RequireAccount>
  );
}
