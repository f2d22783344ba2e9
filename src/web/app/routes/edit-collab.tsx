import { PenSquare } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';
import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';

function EditCollabRouteScreen() {
  return (
    <ComingSoon
      icon={PenSquare}
      title="Edit campaign"
      comingWith="collaboration campaigns"
      description={"Sellers edit the campaigns they posted: brief, hashtags, payout and deadline."}
      points={["Banner, title and brief", "Hashtags and badges", "Cash or gift payout"]}
    />
  );
}

export function EditCollabRoute() {
  return (
    <RequireAccount rule={accountRules.seller}>
      <EditCollabRouteScreen />
    </RequireAccount>
  );
}
