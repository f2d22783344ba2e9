import { CollabInvitesScreen } from '#web/features/collabs/components/collab-invites-screen.tsx';

/** /collab-invites: open to everyone; creators join, sellers post. */
export function CollabInvitesRoute() {
  return <CollabInvitesScreen />;
}
