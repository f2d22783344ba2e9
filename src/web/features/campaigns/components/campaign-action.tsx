import { Trans, useLingui } from '@lingui/react/macro';
import Megaphone from 'lucide-react/icons/megaphone';
import PenLine from 'lucide-react/icons/pen-line';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Campaign, Participation } from '#shared/contracts/campaigns.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useJoinCampaign } from '../use-participation.ts';
import { JoinGiftDialog } from './join-gift-dialog.tsx';
import { ParticipationPanel } from './participation-panel.tsx';

/** Who is looking at the campaigns, as far as the cards' actions care. */
export type CollabViewer =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  /** Signed in without a store: a creator store comes first. */
  | { kind: 'no-store' }
  | { kind: 'seller'; sellerSlug: string }
  | {
      kind: 'creator';
      /** The seller account too, when they have one: their own campaigns are not theirs to join. */
      sellerSlug: string | null;
      participations: ReadonlyMap<number, Participation> | null;
      contact: { name: string; email: string };
    };

function JoinButton({ collab, onJoin, pending = false }: { collab: Campaign; onJoin: () => void; pending?: boolean }) {
  const { t } = useLingui();
  const title = collab.title;
  return (
    <Button className="w-full" onClick={onJoin} disabled={pending} aria-label={t`Join ${title}`}>
      <Megaphone className="size-4" aria-hidden /> {pending ? t`Joining…` : t`Join`}
    </Button>
  );
}

function CreatorJoin({ collab, contact }: { collab: Campaign; contact: { name: string; email: string } }) {
  const join = useJoinCampaign(collab);
  const [asking, setAsking] = useState(false);
  if (collab.payoutType === 'cash')
    return <JoinButton collab={collab} pending={join.isPending} onJoin={() => join.mutate({})} />;
  return (
    <>
      <JoinButton collab={collab} pending={join.isPending} onJoin={() => setAsking(true)} />
      <JoinGiftDialog collab={collab} open={asking} onClose={() => setAsking(false)} join={join} defaults={contact} />
    </>
  );
}

function OwnCampaign({ collab }: { collab: Campaign }) {
  const { t } = useLingui();
  const title = collab.title;
  return (
    <div className="flex items-center justify-between gap-3">
      <p className="text-sm text-text-secondary">
        <Trans>Your campaign</Trans>
      </p>
      <Link
        to={`/edit-collab/${collab.id}`}
        aria-label={t`Edit ${title}`}
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
      >
        <PenLine className="size-4" aria-hidden /> <Trans>Edit</Trans>
      </Link>
    </div>
  );
}

/** The card's action: join (or sign in / open a store first), where the creator stands, or the seller's own campaign. */
export function CollabAction({ collab, viewer, open }: { collab: Campaign; viewer: CollabViewer; open: boolean }) {
  const navigate = useNavigate();
  switch (viewer.kind) {
    case 'loading':
      return open ? <Skeleton className="h-11 rounded-button" /> : null;
    case 'signed-out':
      return open ? <JoinButton collab={collab} onJoin={() => void navigate('/auth?next=/collab-invites')} /> : null;
    case 'no-store':
      return open ? <JoinButton collab={collab} onJoin={() => void navigate('/creator/start')} /> : null;
    case 'seller':
      return viewer.sellerSlug === collab.seller.slug ? <OwnCampaign collab={collab} /> : null;
    case 'creator': {
      if (viewer.sellerSlug === collab.seller.slug) return <OwnCampaign collab={collab} />;
      if (!viewer.participations) return open ? <Skeleton className="h-11 rounded-button" /> : null;
      const participation = viewer.participations.get(collab.id);
      if (participation) return <ParticipationPanel collab={collab} participation={participation} open={open} />;
      return open ? <CreatorJoin collab={collab} contact={viewer.contact} /> : null;
    }
  }
}
