import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';
import { EditProfileScreen } from '#web/features/profiles/components/edit-profile-screen.tsx';
import { StorePhoto } from '#web/features/stores-admin/components/store-photo.tsx';

export function EditProfileRoute() {
  return (
    <RequireAccount rule={accountRules.signedIn}>
      <EditProfileScreen storePhoto={(store) => <StorePhoto handle={store.handle} name={store.name} />} />
    </RequireAccount>
  );
}
