import { LayoutTemplate } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';
import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';

function CmsRouteScreen() {
  return (
    <ComingSoon
      icon={LayoutTemplate}
      title="Store content"
      comingWith="creator stores"
      description={"Sections, links and collections for your store."}
      points={["A featured collection", "Your links", "An announcement bar"]}
    />
  );
}

export function CmsRoute() {
  return (
    <RequireAccount rule={accountRules.creatorStore}>
      <CmsRouteScreen />
    </RequireAccount>
  );
}
