import { Megaphone } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';

export function CollabInvitesRoute() {
  return (
    <ComingSoon
      icon={Megaphone}
      title="Collab invites"
      comingWith="collaboration campaigns"
      description={"Brands post campaigns; creators join them for cash or gift payouts."}
      points={["Browse open campaigns by payout and deadline", "Join, post, and submit your link", "Get paid when the brand approves"]}
    />
  );
}
