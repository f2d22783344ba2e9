import { AccountSecurity } from '#web/features/auth/components/account-security.tsx';
import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';
import { MyGrievances } from '#web/features/grievances/components/my-grievances.tsx';
import { YourData } from '#web/features/privacy/components/your-data.tsx';
import { AccountScreen } from '#web/features/profiles/components/account-screen.tsx';

export function AccountRoute() {
  return (
    <RequireAccount rule={accountRules.signedIn}>
      <AccountScreen>
        <MyGrievances />
        <YourData />
        <AccountSecurity />
      </AccountScreen>
    </RequireAccount>
  );
}
