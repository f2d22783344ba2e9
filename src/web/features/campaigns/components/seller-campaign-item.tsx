import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Lock from 'lucide-react/icons/lock';
import PenLine from 'lucide-react/icons/pen-line';
import Trash2 from 'lucide-react/icons/trash';
import Users from 'lucide-react/icons/users';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { type Campaign, effectiveStatus, type SellerCampaign } from '#shared/contracts/campaigns.ts';
import { formatRupeesShort } from '#shared/money.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatCount } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { closeCampaign, deleteCampaign } from '../api/campaigns.ts';
import { campaignKeys, withoutSellerFigures } from '../api/campaign-queries.ts';
import { changeCollab, removeCollab } from '../campaign-sync.ts';
import { CampaignBanner } from './campaign-banner.tsx';
import { CampaignStatusBadge, PayoutTypeBadge } from './campaign-badges.tsx';
import { deadlineText } from './campaign-card.tsx';
import { ParticipantsList } from './participants-list.tsx';

export type SellerFigures = Pick<SellerCampaign, 'participants' | 'submissions' | 'approved' | 'paidOutPaise'>;
export const noFigures: SellerFigures = { participants: 0, submissions: 0, approved: 0, paidOutPaise: 0 };

/** Close and delete go through the collab store: the change shows at once and rolls back when refused. */
function useCampaignActions(campaign: Campaign) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: campaignKeys.all });
  const close = useMutation({
    mutationFn: () =>
      changeCollab(
        campaign.id,
        { status: 'closed' },
        () => closeCampaign(campaign.id).then(withoutSellerFigures),
        t`Could not close the campaign`,
      ),
    onSuccess: () => toast({ title: t`Campaign closed`, description: campaign.title }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: () => removeCollab(campaign.id, () => deleteCampaign(campaign.id), t`Could not delete the campaign`),
    onSuccess: () => toast({ title: t`Campaign deleted`, description: campaign.title }),
    onSettled: refresh,
  });
  return { close, remove };
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline gap-1.5">
      <dt className="text-text-secondary">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** One of the seller's campaigns: its figures and what they can do with it. */
export function SellerCampaignItem({
  campaign,
  figures,
  now,
}: {
  campaign: Campaign;
  figures: SellerFigures;
  now: Date;
}) {
  const { t } = useLingui();
  const title = campaign.title;
  const status = effectiveStatus(campaign.status, campaign.deadline, now);
  const { close, remove } = useCampaignActions(campaign);
  const [asking, setAsking] = useState<'close' | 'delete' | null>(null);
  const [showParticipants, setShowParticipants] = useState(false);
  const participantsId = useId();
  const titleId = useId();

  return (
    <li aria-labelledby={titleId} className="rounded-card border border-border bg-surface p-3 sm:p-4">
      <div className="flex gap-3 sm:gap-4">
        <CampaignBanner campaign={campaign} sizes="160px" className="w-24 shrink-0 self-start rounded-lg sm:w-40" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="min-w-0 font-semibold [overflow-wrap:anywhere]">
              {campaign.title}
            </h3>
            <CampaignStatusBadge status={status} />
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-text-secondary">
            <PayoutTypeBadge type={campaign.payoutType} />
            <span className="[overflow-wrap:anywhere]">{campaign.payout}</span>
            <span aria-hidden>·</span>
            <span>{deadlineText(campaign, now)}</span>
          </p>
          <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Figure label={t`Joined`} value={formatCount(campaign.joined)} />
            <Figure label={t`Participants`} value={formatCount(figures.participants)} />
            <Figure label={t`Submissions`} value={formatCount(figures.submissions)} />
            <Figure label={t`Approved`} value={formatCount(figures.approved)} />
            {figures.paidOutPaise > 0 ? (
              <Figure label={t`Paid out`} value={formatRupeesShort(figures.paidOutPaise)} />
            ) : null}
          </dl>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={showParticipants}
          aria-controls={showParticipants ? participantsId : undefined}
          aria-label={t`Participants of ${title}`}
          onClick={() => setShowParticipants((shown) => !shown)}
        >
          <Users className="size-4" aria-hidden /> <Trans>Participants</Trans>
          <ChevronDown className={cn('size-4 transition-transform', showParticipants && 'rotate-180')} aria-hidden />
        </Button>
        <Link
          to={`/edit-collab/${campaign.id}`}
          aria-label={t`Edit ${title}`}
          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        >
          <PenLine className="size-4" aria-hidden /> <Trans>Edit</Trans>
        </Link>
        {status === 'open' ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t`Close ${title}`}
            disabled={close.isPending}
            onClick={() => setAsking('close')}
          >
            <Lock className="size-4" aria-hidden /> <Trans>Close</Trans>
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          aria-label={t`Delete ${title}`}
          disabled={remove.isPending}
          onClick={() => setAsking('delete')}
          className="hover:text-red-300"
        >
          <Trash2 className="size-4" aria-hidden /> <Trans>Delete</Trans>
        </Button>
      </div>
      {showParticipants ? <ParticipantsList id={participantsId} campaign={campaign} /> : null}
      <ConfirmDialog
        open={asking === 'close'}
        title={t`Close ${title}?`}
        confirmLabel={t`Close campaign`}
        pendingLabel={t`Closing…`}
        cancelLabel={t`Keep it open`}
        pending={close.isPending}
        onConfirm={() => close.mutate(undefined, { onSettled: () => setAsking(null) })}
        onCancel={() => setAsking(null)}
      >
        <Trans>Creators can no longer join or submit posts. You can still review the posts already submitted.</Trans>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        title={t`Delete ${title}?`}
        confirmLabel={t`Delete campaign`}
        pendingLabel={t`Deleting…`}
        pending={remove.isPending}
        destructive
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setAsking(null) })}
        onCancel={() => setAsking(null)}
      >
        <Trans>
          It disappears for creators too, with everyone who joined. A campaign that has paid creators cannot be deleted;
          close it instead.
        </Trans>
      </ConfirmDialog>
    </li>
  );
}
