import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';
import { CreatorCartScreen } from '#web/features/stores-sourcing/components/creator-cart-screen.tsx';

export function CreatorCartRoute() {
  return (
    <RequireAccount rule={accountRules.creatorStore}>
      <CreatorCartScreen />
    </RequireAccount>
  );
}
