import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';
import { EditCollabScreen } from '#web/features/campaigns/components/edit-collab-screen.tsx';

/** /edit-collab/{id}: sellers only; `new` or one of their campaigns. */
export function EditCollabRoute() {
  return (
    <RequireAccount rule={accountRules.seller}>
      <EditCollabScreen />
    </RequireAccount>
  );
}
