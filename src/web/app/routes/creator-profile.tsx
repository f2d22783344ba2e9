import { UserRoundPen } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';
import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';

function CreatorProfileRouteScreen() {
  return (
    <ComingSoon
      icon={UserRoundPen}
      title="Creator profile"
      comingWith="creator stores"
      description={"What buyers see about you on your store."}
      points={["Name, photo and bio", "Links to your socials"]}
    />
  );
}

export function CreatorProfileRoute() {
  return (
    <RequireAccount rule={accountRules.creatorStore}>
      <CreatorProfileRouteScreen />
    </RequireAccount>
  );
}
