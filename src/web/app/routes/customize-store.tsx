import { Palette } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';
import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';

function CustomizeStoreRouteScreen() {
  return (
    <ComingSoon
      icon={Palette}
      title="Customize your store"
      comingWith="creator stores"
      description={"Give your store a look that is yours: theme, banner and bio."}
      points={["Pick or edit a theme", "Banner and bio", "Publish it for your buyers"]}
    />
  );
}

export function CustomizeStoreRoute() {
  return (
    <RequireAccount rule={accountRules.creatorStore}>
      <CustomizeStoreRouteScreen />
    </RequireAccount>
  );
}
