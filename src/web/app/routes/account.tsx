import { AccountSecurity } from '#web/features/auth/components/account-security.tsx';
import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';
import { AccountScreen } from '#web/features/profiles/components/account-screen.tsx';

export function AccountRoute() {
  return (
    <RequireAccount rule={accountRules.signedIn}>
      <AccountScreen>
        <AccountSecurity />
      </AccountScreen>
    </RequireAccount>
  );
}
