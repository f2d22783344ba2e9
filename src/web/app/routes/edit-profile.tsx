import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';
import { EditProfileScreen } from '#web/features/profiles/components/edit-profile-screen.tsx';

export function EditProfileRoute() {
  return (
    <RequireAccount rule={accountRules.signedIn}>
      <EditProfileScreen />
    </RequireAccount>
  );
}
