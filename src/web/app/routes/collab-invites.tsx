import { CollabInvitesScreen } from '#web/features/campaigns/components/collab-invites-screen.tsx';

/** /collab-invites: open to everyone; creators join, sellers post. */
export function CollabInvitesRoute() {
  return <CollabInvitesScreen />;
}
